import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fintechProfilePath } from '@hissa/contracts/fintech/fintech-claims';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmClaim } from '../api/fintech-api';

/**
 * The fintech claim-ownership confirmation (fintech/claim-ownership/confirm/:token, the link of
 * the claim's e-mail): confirms once on opening, then links to the profile now owned.
 */
export function ConfirmClaimPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('claim.confirmTitle'));
  const { token = '' } = useParams();
  const confirm = useConfirmClaim();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('claim.confirmTitle')}</Title>
        {confirm.isPending && <Loader aria-label={t('claim.confirming')} />}
        {confirm.isError && (
          <Alert color="red" title={t('claim.confirmFailed')}>
            {errorMessage(confirm.error)}
          </Alert>
        )}
        {confirm.data && (
          <>
            <Alert color="teal">{confirm.data.message}</Alert>
            <Button component={Link} to={fintechProfilePath(confirm.data.data.fintechId)}>
              {t('claim.openProfile')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
