import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useResendConfirmation } from '../api/accounts-api';

/**
 * "Send the link again" for an unconfirmed marketplace account (ResendConfirmationEndpoint): the
 * server's answer (or its 429 message) is read out under the button (role status / alert).
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('marketplaceAccounts');
  const resend = useResendConfirmation();
  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden="true" />}
        loading={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {t('resend.button')}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {resend.data.message}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(resend.error)}
        </Text>
      )}
    </Stack>
  );
}
