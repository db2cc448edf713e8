import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AdminClaim, RevokeClaimSchema } from '@hissa/contracts/services-marketplace/provider-accounts';
import { FormActions } from '../../../components/form-actions';
import { useRevokeClaim } from '../api/accounts-api';
import { useAccountForm } from '../hooks/use-account-form';

/**
 * The admin's confirmation of a revocation (RevokeClaimEndpoint): says who loses what, asks for
 * the reason (3 to 1000 characters) and closes once the claim is revoked.
 */
export function RevokeClaimDialog({ claim, onClose }: { claim: AdminClaim | null; onClose: () => void }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <Modal opened={claim !== null} onClose={onClose} title={t('admin.revokeTitle')} centered>
      {claim && <RevokeForm key={claim.id} claim={claim} onClose={onClose} />}
    </Modal>
  );
}

function RevokeForm({ claim, onClose }: { claim: AdminClaim; onClose: () => void }) {
  const { t } = useTranslation('marketplaceAccounts');
  const { form, field, applyServerErrors } = useAccountForm(RevokeClaimSchema, { reason: '' });
  const mutation = useRevokeClaim();
  const submit = form.onSubmit((values) =>
    mutation.mutate({ claimId: claim.id, reason: values.reason }, { onSuccess: onClose, onError: applyServerErrors }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('admin.revokeText', { name: claim.userName, provider: claim.providerName })}</Text>
        <Textarea
          {...field('reason')}
          label={t('admin.reason')}
          description={t('admin.reasonHint')}
          autosize
          minRows={3}
          withAsterisk
          data-autofocus
        />
        <FormActions
          error={mutation.error}
          isPending={mutation.isPending}
          submitLabel={t('admin.confirmRevoke')}
          submitProps={{ color: 'red' }}
          cancelLabel={t('admin.cancel')}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
