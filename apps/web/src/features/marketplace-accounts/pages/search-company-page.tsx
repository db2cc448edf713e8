import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { Link, useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { useFormatters } from '../../../lib/formatting';
import { usePatchSearchParams } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CLAIMS_PAGE_SIZE, useClaimableProviders } from '../api/accounts-api';
import { AccountPage } from '../components/account-page';
import { claimOwnershipPath, MARKETPLACE_PATHS } from '../marketplace-paths';

/**
 * sp/register/search-company (ClaimableProvidersEndpoint; decision 015): the provider searches
 * the directory by name (Arabic-aware, as the header search) and sees for each company whether
 * it is already managed on Hissa; Claim opens sp-claim-ownership for it. The text and page live
 * in the URL (?q=&page=).
 */
export function SearchCompanyPage() {
  const { t } = useTranslation('marketplaceAccounts');
  useDocumentTitle(t('search.title'));
  const format = useFormatters();
  const [searchParams] = useSearchParams();
  const update = usePatchSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = Math.max(0, Number(searchParams.get('page') ?? '1') - 1 || 0);
  const query = useClaimableProviders(q, page);
  const rows = query.data?.data ?? [];
  const totalPages = query.data ? Math.max(1, Math.ceil(query.data.total / CLAIMS_PAGE_SIZE)) : 1;

  let content;
  if (q.trim().length < 2)
    content = (
      <EmptyState icon={<IconSearch size={28} />} title={t('search.startTitle')} description={t('search.startHint')} />
    );
  else if (query.isError)
    content = <ErrorState error={query.error} title={t('search.loadError')} onRetry={() => void query.refetch()} />;
  else if (!query.data)
    content = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={88} />
        <Skeleton height={88} />
        <Skeleton height={88} />
      </Stack>
    );
  else if (rows.length === 0)
    content = (
      <EmptyState
        icon={<IconBuildingStore size={28} />}
        title={t('search.emptyTitle')}
        description={t('search.emptyHint')}
        action={
          <Button component={Link} to={MARKETPLACE_PATHS.registerProvider}>
            {t('search.registerNew')}
          </Button>
        }
      />
    );
  else
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {t('search.results', { total: format.number(query.data.total) })}
        </Text>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((provider) => (
            <Card key={provider.id} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Text fw={600}>{provider.name}</Text>
                  <Text size="sm" c="dimmed">
                    {[provider.categoryName, provider.cityName].filter(Boolean).join(' · ')}
                  </Text>
                  <div>
                    <Badge color={provider.isManaged ? 'teal' : 'gray'} variant="light">
                      {provider.isManaged ? t('search.managed') : t('search.unmanaged')}
                    </Badge>
                  </div>
                </Stack>
                <Button
                  component={Link}
                  to={claimOwnershipPath(provider.id)}
                  variant={provider.isManaged ? 'default' : 'filled'}
                  aria-label={t('search.claimFor', { name: provider.name })}
                >
                  {t('search.claim')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
        <ListPagination
          page={page + 1}
          totalPages={totalPages}
          onChange={(next) => update({ page: String(next) })}
          label={t('search.title')}
        />
      </Stack>
    );

  return (
    <AccountPage
      title={t('search.title')}
      subtitle={t('search.subtitle')}
      top={<BackLink to={MARKETPLACE_PATHS.registerChoice}>{t('choice.title')}</BackLink>}
    >
      <DebouncedSearchInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={q}
        onCommit={(text) => update({ q: text || null, page: null })}
      />
      {content}
    </AccountPage>
  );
}
