import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../api/newsletter-api';
import classes from '../components/newsletter.module.css';

/**
 * /newsletter/unsubscribe/:token (every newsletter mail links here): one button leaves the
 * newsletter. Nothing happens on load, so a mail scanner opening the link unsubscribes no one.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('unsubscribe.title'));
  const { token = '' } = useParams();
  const leave = useUnsubscribe();
  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconMailOff size={30} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('unsubscribe.title')}
          </Title>
          {leave.isSuccess ? (
            <>
              <Alert color="green" variant="light" role="status" w="100%">
                {leave.data.message}
              </Alert>
              <Button component={Link} to="/home" variant="default">
                {t('thankYou.home')}
              </Button>
            </>
          ) : (
            <>
              <Text>{t('unsubscribe.text')}</Text>
              {leave.isError && (
                <Alert color="red" variant="light" role="alert" w="100%">
                  {errorMessage(leave.error)}
                </Alert>
              )}
              <Button color="red" loading={leave.isPending} onClick={() => leave.mutate(token)}>
                {t('unsubscribe.button')}
              </Button>
            </>
          )}
        </Stack>
      </div>
    </div>
  );
}
