import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FINTECH_CLAIM_FILTERS,
  type FintechClaim,
  type FintechClaimStatus,
  fintechProfilePath,
} from '@hissa/contracts/fintech/fintech-claims';
import { showNotification } from '../../../lib/notify';
import { ClaimsQueue, useClaimsQueueLocation } from '../../../components/claims-queue';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { CLAIMS_PAGE_SIZE, useApproveFintechClaim, useFintechClaims } from '../api/fintech-api';
import { RejectClaimDialog } from '../components/reject-claim-dialog';

/** Badge colours (the admin registrations' palette): waiting for the e-mail, effective, rejected; `to review` is yellow. */
const STATUS_COLORS: Record<FintechClaimStatus, string> = {
  awaiting_email: 'gray',
  effective: 'brand',
  revoked: 'red',
};

/** The claim's status; an effective claim says whether the team has approved it. */
function StatusBadge({ claim }: { claim: FintechClaim }) {
  const { t } = useTranslation('fintech');
  const isToReview = claim.status === 'effective' && claim.reviewedAt === null;
  const color = isToReview ? 'yellow' : STATUS_COLORS[claim.status];
  // Shade 9 text keeps 4.5:1 contrast on the light badge background (as RoundStatusBadge); on
  // yellow even shade 9 does not (about 2.7:1), so "to review" is written in the dark text colour.
  return (
    <Badge color={color} c={isToReview ? 'dark.7' : `${color}.9`} variant="light" style={{ flexShrink: 0 }}>
      {isToReview ? t('admin.toReview') : t(`admin.status.${claim.status}`)}
    </Badge>
  );
}

/** Approve (an effective claim not yet approved) and reject (any claim not yet rejected), or the outcome. */
function ClaimActions({ claim, onReject }: { claim: FintechClaim; onReject: (claim: FintechClaim) => void }) {
  const { t } = useTranslation('fintech');
  const format = useFormatters();
  const approve = useApproveFintechClaim();
  if (claim.status === 'revoked')
    return (
      <Text size="sm" c="dimmed">
        {/* the reason as typed, in either language, isolated from the sentence's direction */}
        <Trans
          t={t}
          i18nKey="admin.rejectedBecause"
          values={{ reason: claim.revokeReason ?? '' }}
          components={{ bdi: <bdi /> }}
        />
      </Text>
    );
  return (
    <Stack gap={6} align="flex-start">
      {claim.reviewedAt !== null && (
        <Text size="sm" c="dimmed">
          {t('admin.approvedOn', { date: format.dateTime(claim.reviewedAt) })}
        </Text>
      )}
      <Group gap="xs">
        {claim.status === 'effective' && claim.reviewedAt === null && (
          <Button
            size="xs"
            color="brand"
            loading={approve.isPending}
            aria-label={t('admin.approveFor', { company: claim.companyName })}
            onClick={() =>
              approve.mutate(claim.claimId, {
                onSuccess: (result) => showNotification({ color: 'teal', message: result.message }),
                onError: (error) => showNotification({ color: 'red', message: errorMessage(error) }),
              })
            }
          >
            {t('admin.approve')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onReject(claim)}
          aria-label={t('admin.rejectFor', { company: claim.companyName })}
        >
          {t('admin.reject')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /admin/fintech-claims (FintechClaimsEndpoint, ApproveFintechClaimEndpoint,
 * RevokeFintechClaimEndpoint; decision 041): the team's queue of claims on fintech profiles, newest
 * first, filtered in the URL (?status=&page=; `to_review` is what the admin home counts). Approve
 * records the review; reject asks for a reason, mailed to the claimant, who loses the profile.
 * A table from 768 px, cards on phones.
 */
export function AdminClaimsPage() {
  const { t } = useTranslation('fintech');
  const { filter, page } = useClaimsQueueLocation(FINTECH_CLAIM_FILTERS);
  const query = useFintechClaims(filter, page);
  const [rejecting, setRejecting] = useState<FintechClaim | null>(null);
  return (
    <ClaimsQueue
      texts={{
        title: t('admin.title'),
        subtitle: t('admin.subtitle'),
        subject: t('admin.company'),
        emptyHint: t('admin.emptyHint'),
      }}
      filter={filter}
      filterOptions={FINTECH_CLAIM_FILTERS.map((value) => ({
        value,
        label: value === 'to_review' ? t('admin.toReview') : t(`admin.status.${value}`),
      }))}
      query={query}
      page={page}
      pageSize={CLAIMS_PAGE_SIZE}
      rowKey={(claim) => claim.claimId}
      subject={(claim) => (
        <Anchor component={Link} to={fintechProfilePath(claim.fintechId)} fw={600}>
          {claim.companyName}
        </Anchor>
      )}
      badge={(claim) => <StatusBadge claim={claim} />}
      actions={(claim) => <ClaimActions claim={claim} onReject={setRejecting} />}
      actionsWidth={280}
      testId="fintech-claim"
      dialog={<RejectClaimDialog claim={rejecting} onClose={() => setRejecting(null)} />}
    />
  );
}
