import { useTranslation } from 'react-i18next';
import type { AdminClaim } from '@hissa/contracts/services-marketplace/provider-accounts';
import { ClaimReasonDialog } from '../../../components/claim-reason-dialog';
import { useRevokeClaim } from '../api/accounts-api';

/**
 * The admin's confirmation of a revocation (RevokeClaimEndpoint): says who loses what, asks for
 * the reason (3 to 1000 characters) and closes once the claim is revoked.
 */
export function RevokeClaimDialog({ claim, onClose }: { claim: AdminClaim | null; onClose: () => void }) {
  const { t } = useTranslation('marketplaceAccounts');
  const revoke = useRevokeClaim();
  return (
    <ClaimReasonDialog
      claimId={claim?.id ?? null}
      texts={{
        title: t('admin.revokeTitle'),
        body: claim ? t('admin.revokeText', { name: claim.userName, provider: claim.providerName }) : '',
        reasonHint: t('admin.reasonHint'),
        confirm: t('admin.confirmRevoke'),
      }}
      mutation={revoke}
      onClose={onClose}
    />
  );
}
