import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmMarketplaceEmail } from '../api/accounts-api';
import { AccountPage } from '../components/account-page';
import { MARKETPLACE_PATHS } from '../marketplace-paths';

/**
 * sp/confirm-email/:token (ConfirmMarketplaceEmailEndpoint; decision 015): the mailed link of a
 * buyer, a new provider or a claim. It is used once on entry: the e-mail is confirmed and an
 * awaiting claim becomes effective (the message names the company). Then Sign in; a used,
 * replaced or expired link shows the server's message.
 */
export function MarketplaceConfirmEmailPage() {
  const { t } = useTranslation('marketplaceAccounts');
  useDocumentTitle(t('confirm.title'));
  const { token = '' } = useParams();
  const mutation = useConfirmMarketplaceEmail();
  const isStarted = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    // one use per link: React's development double effect must not send it twice
    if (isStarted.current) return;
    isStarted.current = true;
    mutate(token);
  }, [mutate, token]);

  let content;
  if (mutation.isSuccess)
    content = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
        <Text fw={700}>{t('confirm.doneTitle')}</Text>
        <Text>{mutation.data.message}</Text>
      </Alert>
    );
  else if (mutation.isError)
    content = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        <Text fw={700}>{t('confirm.failedTitle')}</Text>
        <Text>{errorMessage(mutation.error)}</Text>
      </Alert>
    );
  else
    content = (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('confirm.checking')}</Text>
      </Group>
    );

  return (
    <AccountPage title={t('confirm.title')}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {content}
          {!mutation.isPending && !mutation.isIdle && (
            <Group gap="sm">
              <Button component={Link} to={MARKETPLACE_PATHS.login}>
                {t('confirm.signIn')}
              </Button>
              <Button component={Link} to={MARKETPLACE_PATHS.marketplaceHome} variant="default">
                {t('confirm.home')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </AccountPage>
  );
}
