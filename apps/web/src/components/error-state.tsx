import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../lib/api-client';

/**
 * The error state of a screen or block (design.md, "States"): the server's message in the
 * user's language, its field errors if any, and a retry button when `onRetry` is given.
 */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={title ?? t('errors.title')}
      role="alert"
    >
      <Text size="sm">{errorMessage(error)}</Text>
      {fieldErrors.length > 0 && (
        <ul>
          {fieldErrors.map((fieldError) => (
            <li key={`${fieldError.field}:${fieldError.message}`}>
              <Text size="sm" component="span">
                {fieldError.message}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {onRetry && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={onRetry}
          >
            {t('common.retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
