import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type AdminClaim,
  PROVIDER_CLAIM_STATUSES,
  type ProviderClaimStatus,
} from '@hissa/contracts/services-marketplace/provider-accounts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { PageTitle } from '../../../components/page-title';
import { QueueStatusFilter } from '../../../components/queue-status-filter';
import { useFormatters } from '../../../lib/formatting';
import { usePatchSearchParams } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CLAIMS_PAGE_SIZE, useAdminClaims } from '../api/accounts-api';
import { RevokeClaimDialog } from '../components/revoke-claim-dialog';

const STATUS_COLORS: Record<ProviderClaimStatus, string> = {
  awaiting_email: 'yellow',
  effective: 'teal',
  revoked: 'gray',
};

function isStatus(value: string | null): value is ProviderClaimStatus {
  return PROVIDER_CLAIM_STATUSES.some((status) => status === value);
}

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
        {t('admin.revokedBecause', { reason: claim.revokeReason ?? '' })}
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

function ClaimantCell({ claim }: { claim: AdminClaim }) {
  return (
    <Stack gap={2}>
      <Text>{claim.userName}</Text>
      <Text size="sm" c="dimmed" dir="ltr" style={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
        {claim.userEmail}
      </Text>
      {claim.designation && (
        <Text size="sm" c="dimmed">
          {claim.designation}
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
  useDocumentTitle(t('admin.title'));
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 767px)');
  const [searchParams] = useSearchParams();
  const update = usePatchSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const page = Math.max(0, Number(searchParams.get('page') ?? '1') - 1 || 0);
  const query = useAdminClaims(status, page);
  const [revoking, setRevoking] = useState<AdminClaim | null>(null);
  const rows = query.data?.data ?? [];
  const totalPages = query.data ? Math.max(1, Math.ceil(query.data.total / CLAIMS_PAGE_SIZE)) : 1;
  const date = (iso: string) => format.dateTime(iso);

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
      <Stack gap="sm">
        {rows.map((claim) => (
          <Card key={claim.id} withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ProviderCell claim={claim} />
                <StatusBadge claim={claim} />
              </Group>
              <ClaimantCell claim={claim} />
              <Text size="sm" c="dimmed">
                {t('admin.submitted')}: {date(claim.createdAt)}
              </Text>
              <RevokeButton claim={claim} onRevoke={setRevoking} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.provider')}</Table.Th>
              <Table.Th>{t('admin.claimant')}</Table.Th>
              <Table.Th>{t('admin.submitted')}</Table.Th>
              <Table.Th>{t('admin.statusColumn')}</Table.Th>
              <Table.Th>{t('admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((claim) => (
              <Table.Tr key={claim.id}>
                <Table.Td>
                  <ProviderCell claim={claim} />
                </Table.Td>
                <Table.Td>
                  <ClaimantCell claim={claim} />
                </Table.Td>
                <Table.Td>{date(claim.createdAt)}</Table.Td>
                <Table.Td>
                  <StatusBadge claim={claim} />
                </Table.Td>
                <Table.Td maw={260}>
                  <RevokeButton claim={claim} onRevoke={setRevoking} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  const options = [
    { value: 'all' as const, label: t('admin.all') },
    ...PROVIDER_CLAIM_STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) })),
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <QueueStatusFilter<ProviderClaimStatus | 'all'>
        label={t('admin.filter')}
        value={status ?? 'all'}
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
      <RevokeClaimDialog claim={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
