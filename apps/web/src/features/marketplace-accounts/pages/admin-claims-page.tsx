import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  type AdminClaim,
  PROVIDER_CLAIM_STATUSES,
  type ProviderClaimStatus,
} from '@hissa/contracts/services-marketplace/provider-accounts';
import { ClaimsQueue, useClaimsQueueLocation } from '../../../components/claims-queue';
import { CLAIMS_PAGE_SIZE, useAdminClaims } from '../api/accounts-api';
import { RevokeClaimDialog } from '../components/revoke-claim-dialog';

const STATUS_COLORS: Record<ProviderClaimStatus, string> = {
  awaiting_email: 'yellow',
  effective: 'teal',
  revoked: 'gray',
};

function StatusBadge({ claim }: { claim: AdminClaim }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <Badge color={STATUS_COLORS[claim.status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`admin.status.${claim.status}`)}
    </Badge>
  );
}

function RevokeButton({ claim, onRevoke }: { claim: AdminClaim; onRevoke: (claim: AdminClaim) => void }) {
  const { t } = useTranslation('marketplaceAccounts');
  if (claim.status === 'revoked')
    return (
      <Text size="sm" c="dimmed">
        {/* the reason as typed, in either language, isolated from the sentence's direction */}
        <Trans
          t={t}
          i18nKey="admin.revokedBecause"
          values={{ reason: claim.revokeReason ?? '' }}
          components={{ bdi: <bdi /> }}
        />
      </Text>
    );
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => onRevoke(claim)}
      aria-label={t('admin.revokeFor', { id: claim.id })}
    >
      {t('admin.revoke')}
    </Button>
  );
}

function ProviderCell({ claim }: { claim: AdminClaim }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <Stack gap={2}>
      <Text fw={600}>{claim.providerName}</Text>
      {claim.providerSource === 'registered' && (
        <Text size="xs" c="dimmed">
          {t('admin.newCompany')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /admin/provider-claims (AdminClaimsEndpoint, RevokeClaimEndpoint; decision 015): the admin's
 * queue of claims on service providers, newest first, filtered by status in the URL
 * (?status=&page=). Revoke asks for a reason; the claimant is unlinked and signed out. A table
 * from 768 px, cards on phones.
 */
export function AdminClaimsPage() {
  const { t } = useTranslation('marketplaceAccounts');
  const { filter, page } = useClaimsQueueLocation(PROVIDER_CLAIM_STATUSES);
  const query = useAdminClaims(filter, page);
  const [revoking, setRevoking] = useState<AdminClaim | null>(null);
  return (
    <ClaimsQueue
      texts={{
        title: t('admin.title'),
        subtitle: t('admin.subtitle'),
        subject: t('admin.provider'),
        emptyHint: t('admin.emptyHint'),
      }}
      filter={filter}
      filterOptions={PROVIDER_CLAIM_STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
      query={query}
      page={page}
      pageSize={CLAIMS_PAGE_SIZE}
      rowKey={(claim) => claim.id}
      subject={(claim) => <ProviderCell claim={claim} />}
      badge={(claim) => <StatusBadge claim={claim} />}
      actions={(claim) => <RevokeButton claim={claim} onRevoke={setRevoking} />}
      actionsWidth={260}
      dialog={<RevokeClaimDialog claim={revoking} onClose={() => setRevoking(null)} />}
    />
  );
}
