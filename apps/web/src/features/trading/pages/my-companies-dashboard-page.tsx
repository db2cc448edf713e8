import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconBuildingSkyscraper, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActiveOffers } from '../api/get-active-offers';
import { useMyCompanies } from '../api/get-my-companies';
import { useMyTradingSummary } from '../api/get-my-trading-summary';
import { useOrderSummary } from '../api/get-order-summary';
import { MyCompaniesTable } from '../components/my-companies-table';
import { TraderOfferActions, type OfferChoice } from '../components/offer-actions';
import { OfferChoiceDialogs } from '../components/offer-choice-dialogs';
import { OffersTable } from '../components/offers-table';
import { StatGrid } from '../../../components/stat-grid';
import { TradesTable } from '../components/trades-table';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';
import { PageTitle } from '../../../components/page-title';

/** Rows of the overview's short lists (companies, trades); the full lists are a link away. */
const OVERVIEW_ROWS = 5;

/** A titled block of the overview with a "see all" link. */
function OverviewSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * Private deals offered to me and still open (the target buyer accepts or declines them; decision
 * 004), from all-active-offers with dealType private; nothing when there are none.
 */
function PrivateOffersForMe() {
  const { t } = useTranslation('trading');
  const offers = useActiveOffers({ dealType: 'private', page: 0, size: 50 }, true);
  const [choice, setChoice] = useState<OfferChoice | null>(null);
  const forMe = (offers.data?.data ?? []).filter((offer) => offer.isTargetedAtMe);
  if (offers.isError) return <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  if (forMe.length === 0) return null;
  return (
    <OverviewSection id="private-offers-title" title={t('overview.privateOffers')}>
      <Text size="sm" c="dimmed">
        {t('overview.privateOffersHint')}
      </Text>
      <OffersTable
        offers={forMe}
        labelledBy="private-offers-title"
        showCompany
        renderAction={(offer) => <TraderOfferActions offer={offer} onChoose={setChoice} />}
      />
      <OfferChoiceDialogs choice={choice} onClose={() => setChoice(null)} />
    </OverviewSection>
  );
}

/**
 * The trading overview (dashboard/{investor|shareholder}/my-companies-dashboard;
 * MyTradingSummaryEndpoint): what my holdings are worth at each company's last settled price (SAR;
 * companies never traded are left out and counted), my open offers and bids, what needs my answer
 * and the trades awaiting settlement; private deals offered to me; my first companies and my latest
 * trades, each with a link to the full list.
 */
export function MyCompaniesDashboardPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('overview.title'));
  const format = useFormatters();
  const { areaPath, userId } = useTrader();
  const companies = useMyCompanies();
  const orders = useOrderSummary();
  const trades = useMyTradingSummary();
  const area = areaPath ?? '';

  const held = (companies.data ?? []).filter((company) => company.shares > 0);
  const priced = held.filter((company) => company.holdingValue !== null);
  const unpriced = held.length - priced.length;
  const holdingsValue = halalasToSar(
    priced.reduce((sum, company) => sum + sarToHalalas(company.holdingValue ?? '0'), 0n),
  );
  const stats = [
    {
      key: 'holdingsValue',
      label: t('overview.holdingsValue'),
      value: companies.data ? format.sar(holdingsValue) : undefined,
      note:
        companies.data &&
        (unpriced > 0 ? t('overview.unpriced', { value: format.number(unpriced) }) : t('overview.valueBasis')),
    },
    {
      key: 'companiesHeld',
      label: t('overview.companiesHeld'),
      value: companies.data ? format.number(held.length) : undefined,
    },
    {
      key: 'liveOffers',
      label: t('myOrders.liveOffers'),
      value: orders.data ? format.number(orders.data.liveOffers) : undefined,
    },
    {
      key: 'liveBids',
      label: t('myOrders.liveBids'),
      value: orders.data ? format.number(orders.data.liveBids) : undefined,
    },
    {
      key: 'actionNeeded',
      label: t('myOrders.actionNeeded'),
      value: orders.data ? format.number(orders.data.actionNeeded) : undefined,
    },
    {
      key: 'pendingTrades',
      label: t('overview.awaitingSettlement'),
      value: orders.data ? format.number(orders.data.pendingTrades) : undefined,
    },
  ];

  let companiesContent;
  if (companies.isError)
    companiesContent = <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />;
  else if (!companies.data) companiesContent = <Skeleton height={160} />;
  else if (companies.data.length === 0)
    companiesContent = (
      <EmptyState
        icon={<IconBuildingSkyscraper size={28} />}
        title={t('myCompanies.emptyTitle')}
        description={t('myCompanies.emptyHint')}
        headingOrder={3}
      />
    );
  else
    companiesContent = (
      <MyCompaniesTable companies={companies.data.slice(0, OVERVIEW_ROWS)} labelledBy="overview-companies-title" />
    );

  let tradesContent;
  if (trades.isError) tradesContent = <ErrorState error={trades.error} onRetry={() => void trades.refetch()} />;
  else if (!trades.data) tradesContent = <Skeleton height={160} />;
  else if (trades.data.trades.length === 0)
    tradesContent = (
      <EmptyState
        icon={<IconArrowsExchange size={28} />}
        title={t('myOrders.noTradesTitle')}
        description={t('myOrders.noTradesHint')}
        headingOrder={3}
      />
    );
  else
    tradesContent = (
      <TradesTable
        trades={trades.data.trades.slice(0, OVERVIEW_ROWS)}
        viewer={{ kind: 'party', userId }}
        label={t('overview.recentTrades')}
      />
    );

  return (
    <div className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageTitle title={t('overview.title')} subtitle={t('overview.subtitle')} />
        <Group gap="sm">
          <Button
            component={Link}
            to={`${area}/opportunities`}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            {t('overview.findOpportunities')}
          </Button>
          <Button component={Link} to={`${area}/my-orders`} variant="default">
            {t('nav.myOrders')}
          </Button>
        </Group>
      </Group>
      {orders.isError && <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />}
      <StatGrid cols={{ base: 2, sm: 3, lg: 6 }} stats={stats} />
      <PrivateOffersForMe />
      <OverviewSection
        id="overview-companies-title"
        title={t('myCompanies.title')}
        link={{ to: `${area}/my-companies`, label: t('overview.allCompanies') }}
      >
        {companiesContent}
      </OverviewSection>
      <OverviewSection
        id="overview-trades-title"
        title={t('overview.recentTrades')}
        link={{ to: `${area}/my-trades`, label: t('overview.allTrades') }}
      >
        {tradesContent}
      </OverviewSection>
    </div>
  );
}
