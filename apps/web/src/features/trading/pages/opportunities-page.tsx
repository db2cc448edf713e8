import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActiveOffersRequestSchema } from '@hissa/contracts/trading/trading-api';
import { SHARE_DEAL_TYPE_CODES, type ShareDealType } from '@hissa/contracts/lookups/static-lists';
import { loadServerTexts } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isOneOf, urlField, urlFilters, useUrlFilters } from '../../../lib/url-filters';
import { useActiveOffers, type ActiveOffersFilters } from '../api/get-active-offers';
import { OffersTable } from '../components/offers-table';
import classes from '../components/trading.module.css';
import { useCompanyName } from '../use-company-name';
import { useOrderBookPath } from '../use-trader';
import { NoResults, PagedResults } from '../../../components/paged-results';
import { NumberTextInput } from '../../../components/number-text-input';
import { useServerTexts } from '../../../i18n/use-server-texts';

/** Offers per page of opportunities. */
const OPPORTUNITIES_PAGE_SIZE = 20;

/** The filters as kept in the URL (q, deal, min, max, page; page 1-based). */
type Filters = {
  companyName: string;
  dealType: ShareDealType | null;
  minPrice: string;
  maxPrice: string;
  page: number;
};

/** The filters in the URL; a bad deal type reads as none, empty values stay out. */
const opportunityUrlFilters = urlFilters<Filters>({
  companyName: urlField.text('q'),
  dealType: urlField.oneOf('deal', SHARE_DEAL_TYPE_CODES, null),
  minPrice: urlField.text('min'),
  maxPrice: urlField.text('max'),
  page: urlField.page(),
});

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
function OpportunityFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (filters: Omit<Filters, 'page'>) => void;
}) {
  const { t } = useTranslation('trading');
  // The contract's messages, waited for when the form is refused (submit below).
  const { t: tServer } = useServerTexts();
  const [draft, setDraft] = useState<Omit<Filters, 'page'>>(filters);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Omit<Filters, 'page'>>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const trimmed = {
      ...draft,
      companyName: draft.companyName.trim(),
      minPrice: draft.minPrice.trim(),
      maxPrice: draft.maxPrice.trim(),
    };
    const check = ActiveOffersRequestSchema.safeParse(toRequest(trimmed, 0));
    if (!check.success) {
      // The contract's messages are keys of the server namespace.
      void loadServerTexts().then(() =>
        setErrors(
          Object.fromEntries(
            check.error.issues.map((issue) => [String(issue.path[0]), tServer(issue.message as 'errors.unknown')]),
          ),
        ),
      );
      return;
    }
    setErrors({});
    onApply(trimmed);
  };
  const priceInput = (field: 'minPrice' | 'maxPrice') => (
    <NumberTextInput
      label={t(`opportunities.${field}`)}
      value={draft[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
      error={errors[field]}
    />
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={t('opportunities.filters')}
    >
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
              ...SHARE_DEAL_TYPE_CODES.map((code) => ({
                value: code,
                label: code === 'private' ? t('opportunities.privateForYou') : t(`dealType.${code}`),
              })),
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
 * Opportunities (dashboard/{investor|shareholder}/opportunities, the trading sub-area;
 * ActiveOffersEndpoint, decision 004): every active offer across companies (all-active-offers: public offers and
 * the private deals offered to me), lowest price first, filtered by company name, deal type and
 * price range, paged; each links to its company's order book, where the bid is placed. Filters
 * and page live in the URL.
 */
export function OpportunitiesPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('opportunities.title'));
  const companyName = useCompanyName();
  const orderBookPath = useOrderBookPath();
  const { filters, hasFilters, update, reset } = useUrlFilters(opportunityUrlFilters.read, opportunityUrlFilters.write);
  const offers = useActiveOffers(toRequest(filters, filters.page - 1), true);

  return (
    <div className={classes.page}>
      <Stack gap={4}>
        <Title order={1} id="opportunities-title">
          {t('opportunities.title')}
        </Title>
        <Text c="dimmed">{t('opportunities.subtitle')}</Text>
      </Stack>
      <OpportunityFilters key={opportunityUrlFilters.write(filters).toString()} filters={filters} onApply={update} />
      <PagedResults
        query={offers}
        page={filters.page}
        pageSize={OPPORTUNITIES_PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        rangeText={(range) => t('opportunities.range', range)}
        paginationLabel={t('opportunities.pages')}
        errorTitle={t('opportunities.loadError')}
        loading={<Skeleton height={240} />}
        gap="sm"
        resetLabel={t('opportunities.reset')}
        onReset={hasFilters ? reset : undefined}
        empty={
          <NoResults
            icon={<IconTags size={28} />}
            title={t('opportunities.emptyTitle')}
            description={hasFilters ? t('opportunities.emptyFilteredHint') : t('opportunities.emptyHint')}
            isFiltered={hasFilters}
            resetLabel={t('opportunities.reset')}
            onReset={reset}
          />
        }
      >
        {(rows) => (
          <OffersTable
            offers={rows}
            labelledBy="opportunities-title"
            showCompany
            renderAction={(offer) => (
              <Button
                component={Link}
                to={orderBookPath(offer.companyId)}
                size="xs"
                variant={offer.isTargetedAtMe ? 'filled' : 'light'}
                aria-label={t('opportunities.openOrderBookOf', { name: companyName(offer) })}
              >
                {offer.isTargetedAtMe ? t('opportunities.answer') : t('opportunities.bidInOrderBook')}
              </Button>
            )}
          />
        )}
      </PagedResults>
    </div>
  );
}
