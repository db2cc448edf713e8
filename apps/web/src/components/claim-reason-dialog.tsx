import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RevokeClaimSchema } from '@hissa/contracts/services-marketplace/provider-accounts';
import { useValidatedForm } from '../lib/use-validated-form';
import { FormActions } from './form-actions';

/**
 * The texts of a claim's rejection or revocation, in the reader's language; the reason's label and
 * the cancel button are the same in each (the shared `claims` texts).
 */
export type ClaimReasonTexts = {
  title: string;
  /** Who loses what. */
  body: string;
  /** What becomes of the reason. */
  reasonHint: string;
  confirm: string;
};

/** The call that ends a claim with a reason (a TanStack mutation of {claimId, reason}). */
type EndClaimMutation = {
  mutate: (
    variables: { claimId: number; reason: string },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/**
 * The admin's confirmation that ends a claim (a provider claim's revocation, decision 015; a
 * fintech claim's rejection, decision 041): says who loses what, asks for the reason (3 to 1000
 * characters, RevokeClaimSchema) and closes once `mutation` succeeds. Open while `claimId` is not
 * null; each claim starts with an empty reason, and closing forgets the last refusal.
 */
export function ClaimReasonDialog({
  claimId,
  texts,
  mutation,
  onClose,
}: {
  claimId: number | null;
  texts: ClaimReasonTexts;
  mutation: EndClaimMutation;
  onClose: () => void;
}) {
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Modal opened={claimId !== null} onClose={close} title={texts.title} centered>
      {claimId !== null && (
        <ReasonForm key={claimId} claimId={claimId} texts={texts} mutation={mutation} onClose={close} />
      )}
    </Modal>
  );
}

function ReasonForm({
  claimId,
  texts,
  mutation,
  onClose,
}: {
  claimId: number;
  texts: ClaimReasonTexts;
  mutation: EndClaimMutation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { inputProps, onSubmit, applyServerErrors } = useValidatedForm({
    schema: RevokeClaimSchema,
    initialValues: { reason: '' },
  });
  const submit = onSubmit((values) =>
    mutation.mutate({ claimId, reason: values.reason }, { onSuccess: onClose, onError: applyServerErrors }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{texts.body}</Text>
        <Textarea
          {...inputProps('reason')}
          label={t('claims.reason')}
          description={texts.reasonHint}
          autosize
          minRows={3}
          withAsterisk
          data-autofocus
        />
        <FormActions
          error={mutation.error}
          isPending={mutation.isPending}
          submitLabel={texts.confirm}
          submitProps={{ color: 'red' }}
          cancelLabel={t('claims.cancel')}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
