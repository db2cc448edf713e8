import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  FINTECH_CLAIM_FILTERS,
  type FintechClaim,
  type FintechClaimFilter,
  type FintechClaimStatus,
  fintechProfilePath,
} from '@hissa/contracts/fintech/fintech-claims';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { PageTitle } from '../../../components/page-title';
import { QueueStatusFilter } from '../../../components/queue-status-filter';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { usePatchSearchParams } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CLAIMS_PAGE_SIZE, useApproveFintechClaim, useFintechClaims } from '../api/fintech-api';
import { RejectClaimDialog } from '../components/reject-claim-dialog';

/** Badge colours (the admin registrations' palette): waiting for the e-mail, effective, rejected; `to review` is yellow. */
const STATUS_COLORS: Record<FintechClaimStatus, string> = {
  awaiting_email: 'gray',
  effective: 'brand',
  revoked: 'red',
};

function isFilter(value: string | null): value is FintechClaimFilter {
  return FINTECH_CLAIM_FILTERS.some((filter) => filter === value);
}

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
        {t('admin.rejectedBecause', { reason: claim.revokeReason ?? '' })}
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
                onSuccess: (result) => notifications.show({ color: 'teal', message: result.message }),
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
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

function CompanyCell({ claim }: { claim: FintechClaim }) {
  return (
    <Anchor component={Link} to={fintechProfilePath(claim.fintechId)} fw={600}>
      {claim.companyName}
    </Anchor>
  );
}

function ClaimantCell({ claim }: { claim: FintechClaim }) {
  return (
    <Stack gap={2}>
      <Text>{claim.userName}</Text>
      <Text size="sm" c="dimmed" dir="ltr" style={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
        {claim.userEmail}
      </Text>
      <Text size="sm" c="dimmed">
        {claim.designation}
      </Text>
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
  useDocumentTitle(t('admin.title'));
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 767px)');
  const [searchParams] = useSearchParams();
  const update = usePatchSearchParams();
  const filterParam = searchParams.get('status');
  const filter = isFilter(filterParam) ? filterParam : null;
  const page = Math.max(0, Number(searchParams.get('page') ?? '1') - 1 || 0);
  const query = useFintechClaims(filter, page);
  const [rejecting, setRejecting] = useState<FintechClaim | null>(null);
  const rows = query.data?.data ?? [];
  const totalPages = query.data ? Math.max(1, Math.ceil(query.data.total / CLAIMS_PAGE_SIZE)) : 1;

  let content;
  if (query.isError)
    content = <ErrorState error={query.error} title={t('admin.loadError')} onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <Skeleton height={240} />;
  else if (rows.length === 0)
    content = (
      <EmptyState icon={<IconInbox size={28} />} title={t('admin.emptyTitle')} description={t('admin.emptyHint')} />
    );
  else if (isPhone)
    content = (
      <Stack gap="sm" aria-busy={query.isFetching}>
        {rows.map((claim) => (
          <Card key={claim.claimId} withBorder radius="md" padding="md" data-testid="fintech-claim">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <CompanyCell claim={claim} />
                <StatusBadge claim={claim} />
              </Group>
              <ClaimantCell claim={claim} />
              <Text size="sm" c="dimmed">
                {t('admin.submitted')}: {format.dateTime(claim.createdAt)}
              </Text>
              <ClaimActions claim={claim} onReject={setRejecting} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.title')} aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.company')}</Table.Th>
              <Table.Th>{t('admin.claimant')}</Table.Th>
              <Table.Th>{t('admin.submitted')}</Table.Th>
              <Table.Th>{t('admin.statusColumn')}</Table.Th>
              <Table.Th>{t('admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((claim) => (
              <Table.Tr key={claim.claimId} data-testid="fintech-claim">
                <Table.Td>
                  <CompanyCell claim={claim} />
                </Table.Td>
                <Table.Td>
                  <ClaimantCell claim={claim} />
                </Table.Td>
                <Table.Td>{format.dateTime(claim.createdAt)}</Table.Td>
                <Table.Td>
                  <StatusBadge claim={claim} />
                </Table.Td>
                <Table.Td maw={280}>
                  <ClaimActions claim={claim} onReject={setRejecting} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  const options = [
    { value: 'all' as const, label: t('admin.all') },
    ...FINTECH_CLAIM_FILTERS.map((value) => ({
      value,
      label: value === 'to_review' ? t('admin.toReview') : t(`admin.status.${value}`),
    })),
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <QueueStatusFilter<FintechClaimFilter | 'all'>
        label={t('admin.filter')}
        value={filter ?? 'all'}
        options={options}
        onChange={(next) => update({ status: next === 'all' ? null : next, page: null })}
        total={query.data ? t('admin.total', { total: format.number(query.data.total) }) : undefined}
      />
      {content}
      <ListPagination
        page={page + 1}
        totalPages={totalPages}
        onChange={(next) => update({ page: String(next) })}
        label={t('admin.title')}
      />
      <RejectClaimDialog claim={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
