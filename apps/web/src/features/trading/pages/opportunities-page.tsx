import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { ResultsSummary } from '../../../components/results-summary';
import { IconFilterOff, IconSearch, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActiveOffersRequestSchema } from '@hissa/contracts/trading/trading-api';
import { SHARE_DEAL_TYPE_CODES, type ShareDealType } from '@hissa/contracts/lookups/static-lists';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isOneOf, queryParams, readPage, useUrlFilters } from '../../../lib/url-filters';
import { useActiveOffers, type ActiveOffersFilters } from '../api/get-active-offers';
import { ListPagination } from '../../../components/list-pagination';
import { OffersTable } from '../components/offers-table';
import classes from '../components/trading.module.css';
import { useCompanyName } from '../use-company-name';
import { useOrderBookPath } from '../use-trader';

/** Offers per page of opportunities. */
const OPPORTUNITIES_PAGE_SIZE = 20;

/** The filters as kept in the URL (q, deal, min, max, page; page 1-based). */
type Filters = { companyName: string; dealType: ShareDealType | null; minPrice: string; maxPrice: string; page: number };

function readFilters(params: URLSearchParams): Filters {
  const deal = params.get('deal');
  return {
    companyName: params.get('q')?.trim() ?? '',
    dealType: isOneOf(SHARE_DEAL_TYPE_CODES, deal) ? deal : null,
    minPrice: params.get('min')?.trim() ?? '',
    maxPrice: params.get('max')?.trim() ?? '',
    page: readPage(params),
  };
}

function writeFilters(filters: Filters): URLSearchParams {
  return queryParams({
    q: filters.companyName,
    deal: filters.dealType,
    min: filters.minPrice,
    max: filters.maxPrice,
    page: filters.page > 1 ? String(filters.page) : null,
  });
}

/** The all-active-offers request of the filters; empty ones are left out. */
function toRequest(filters: Omit<Filters, 'page'>, page: number): ActiveOffersFilters {
  return {
    ...(filters.companyName ? { companyName: filters.companyName } : {}),
    ...(filters.dealType ? { dealType: filters.dealType } : {}),
    ...(filters.minPrice ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice ? { maxPrice: filters.maxPrice } : {}),
    page,
    size: OPPORTUNITIES_PAGE_SIZE,
  };
}

/**
 * The filter form: company name, deal type and a price range (SAR per share), applied on
 * submit and checked with the contract's ActiveOffersRequestSchema (prices with at most two
 * decimals). Its values start from the URL; the page remounts it when the URL changes.
 */
function OpportunityFilters({ filters, onApply }: { filters: Filters; onApply: (filters: Omit<Filters, 'page'>) => void }) {
  const { t } = useTranslation('trading');
  const { t: tServer } = useTranslation('server');
  const [draft, setDraft] = useState<Omit<Filters, 'page'>>(filters);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Omit<Filters, 'page'>>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const trimmed = { ...draft, companyName: draft.companyName.trim(), minPrice: draft.minPrice.trim(), maxPrice: draft.maxPrice.trim() };
    const check = ActiveOffersRequestSchema.safeParse(toRequest(trimmed, 0));
    if (!check.success) {
      // The contract's messages are keys of the server namespace.
      setErrors(Object.fromEntries(check.error.issues.map((issue) => [String(issue.path[0]), tServer(issue.message as 'errors.unknown')])));
      return;
    }
    setErrors({});
    onApply(trimmed);
  };
  const priceInput = (field: 'minPrice' | 'maxPrice') => (
    <TextInput
      label={t(`opportunities.${field}`)}
      value={draft[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      error={errors[field]}
    />
  );
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate role="search" aria-label={t('opportunities.filters')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('opportunities.company')}
            placeholder={t('opportunities.companyPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={draft.companyName}
            onChange={(event) => set({ companyName: event.currentTarget.value })}
            maxLength={100}
            type="search"
            error={errors.companyName}
          />
          <Select
            label={t('columns.dealType')}
            data={[
              { value: 'all', label: t('opportunities.allDeals') },
              ...SHARE_DEAL_TYPE_CODES.map((code) => ({ value: code, label: code === 'private' ? t('opportunities.privateForYou') : t(`dealType.${code}`) })),
            ]}
            value={draft.dealType ?? 'all'}
            onChange={(value) => set({ dealType: isOneOf(SHARE_DEAL_TYPE_CODES, value) ? value : null })}
            allowDeselect={false}
          />
          {priceInput('minPrice')}
          {priceInput('maxPrice')}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('opportunities.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Opportunities (dashboard/{investor|shareholder}/opportunities, marketplace.txt section 2,
 * trading sub-area): every active offer across companies (all-active-offers: public offers and
 * the private deals offered to me), lowest price first, filtered by company name, deal type and
 * price range, paged; each links to its company's order book, where the bid is placed. Filters
 * and page live in the URL.
 */
export function OpportunitiesPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('opportunities.title'));
  const companyName = useCompanyName();
  const orderBookPath = useOrderBookPath();
  const { filters, hasFilters, update, reset } = useUrlFilters(readFilters, writeFilters);
  const offers = useActiveOffers(toRequest(filters, filters.page - 1), true);
  const page = offers.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / OPPORTUNITIES_PAGE_SIZE)) : 1;

  let content;
  if (offers.isError && !page) content = <ErrorState error={offers.error} title={t('opportunities.loadError')} onRetry={() => void offers.refetch()} />;
  else if (!page) content = <Skeleton height={240} />;
  else if (page.data.length === 0)
    content = (
      <EmptyState
        icon={hasFilters ? <IconFilterOff size={28} /> : <IconTags size={28} />}
        title={t('opportunities.emptyTitle')}
        description={hasFilters ? t('opportunities.emptyFilteredHint') : t('opportunities.emptyHint')}
        action={
          hasFilters && (
            <Button variant="light" onClick={reset}>
              {t('opportunities.reset')}
            </Button>
          )
        }
        headingOrder={2}
      />
    );
  else
    content = (
      <Stack gap="sm" aria-busy={offers.isFetching}>
        <ResultsSummary
          page={page}
          rangeText={(range) => t('opportunities.range', range)}
          resetLabel={t('opportunities.reset')}
          onReset={hasFilters ? reset : undefined}
        />
        {offers.isError && <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />}
        <OffersTable
          offers={page.data}
          labelledBy="opportunities-title"
          showCompany
          renderAction={(offer) => (
            <Button component={Link} to={orderBookPath(offer.companyId)} size="xs" variant={offer.isTargetedAtMe ? 'filled' : 'light'} aria-label={t('opportunities.openOrderBookOf', { name: companyName(offer) })}>
              {offer.isTargetedAtMe ? t('opportunities.answer') : t('opportunities.bidInOrderBook')}
            </Button>
          )}
        />
        <ListPagination
          page={filters.page}
          totalPages={totalPages}
          onChange={(next) => {
            update({ page: next });
            window.scrollTo({ top: 0 });
          }}
          label={t('opportunities.pages')}
        />
      </Stack>
    );

  return (
    <div className={classes.page}>
      <Stack gap={4}>
        <Title order={1} id="opportunities-title">
          {t('opportunities.title')}
        </Title>
        <Text c="dimmed">{t('opportunities.subtitle')}</Text>
      </Stack>
      <OpportunityFilters key={writeFilters(filters).toString()} filters={filters} onApply={update} />
      {content}
    </div>
  );
}
