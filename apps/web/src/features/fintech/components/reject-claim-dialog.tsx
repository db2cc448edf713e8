import { useTranslation } from 'react-i18next';
import type { FintechClaim } from '@hissa/contracts/fintech/fintech-claims';
import { ClaimReasonDialog } from '../../../components/claim-reason-dialog';
import { useRejectFintechClaim } from '../api/fintech-api';

/**
 * The admin's rejection of a fintech claim (RevokeFintechClaimEndpoint; decision 041): says who
 * loses what, asks for the reason (3 to 1000 characters, e-mailed to the claimant) and closes once
 * the claim is rejected.
 */
export function RejectClaimDialog({ claim, onClose }: { claim: FintechClaim | null; onClose: () => void }) {
  const { t } = useTranslation('fintech');
  const reject = useRejectFintechClaim();
  return (
    <ClaimReasonDialog
      claimId={claim?.claimId ?? null}
      texts={{
        title: t('admin.rejectTitle'),
        body: claim ? t('admin.rejectText', { name: claim.userName, company: claim.companyName }) : '',
        reasonHint: t('admin.reasonHint'),
        confirm: t('admin.confirmReject'),
      }}
      mutation={reject}
      onClose={onClose}
    />
  );
}
