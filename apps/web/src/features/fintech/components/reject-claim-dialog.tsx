import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FintechClaim } from '@hissa/contracts/fintech/fintech-claims';
import { RevokeClaimSchema } from '@hissa/contracts/services-marketplace/provider-accounts';
import { FormActions } from '../../../components/form-actions';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useRejectFintechClaim } from '../api/fintech-api';

/**
 * The admin's rejection of a fintech claim (RevokeFintechClaimEndpoint; decision 041): says who
 * loses what, asks for the reason (3 to 1000 characters, e-mailed to the claimant) and closes once
 * the claim is rejected.
 */
export function RejectClaimDialog({ claim, onClose }: { claim: FintechClaim | null; onClose: () => void }) {
  const { t } = useTranslation('fintech');
  return (
    <Modal opened={claim !== null} onClose={onClose} title={t('admin.rejectTitle')} centered>
      {claim && <RejectForm key={claim.claimId} claim={claim} onClose={onClose} />}
    </Modal>
  );
}

function RejectForm({ claim, onClose }: { claim: FintechClaim; onClose: () => void }) {
  const { t } = useTranslation('fintech');
  const { inputProps, onSubmit, applyServerErrors } = useValidatedForm({
    schema: RevokeClaimSchema,
    initialValues: { reason: '' },
  });
  const mutation = useRejectFintechClaim();
  const submit = onSubmit((values) =>
    mutation.mutate(
      { claimId: claim.claimId, reason: values.reason },
      { onSuccess: onClose, onError: applyServerErrors },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('admin.rejectText', { name: claim.userName, company: claim.companyName })}</Text>
        <Textarea
          {...inputProps('reason')}
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
          submitLabel={t('admin.confirmReject')}
          submitProps={{ color: 'red' }}
          cancelLabel={t('admin.cancel')}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
