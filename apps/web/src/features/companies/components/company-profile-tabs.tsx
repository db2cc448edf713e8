import { Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CompanyContent } from '@hissa/contracts/company-profile';
import type { CompanyProfile } from '@hissa/contracts/companies';
import { ErrorState } from '../../../components/error-state';
import { useTabStrip } from '../../../lib/use-tab-strip';
// The tabs of the company's own content (content/: what the company user writes).
import { useCompanyContent } from '../content/api/get-company-content';
import { AwardsList } from '../content/components/awards-list';
import { CompanyAboutDetails } from '../content/components/company-about-details';
import { InvestmentsList } from '../content/components/investments-list';
import { NewsFeed } from '../content/components/news-feed';
import { ProductsServicesList } from '../content/components/products-services-list';
import { TeamList } from '../content/components/team-list';
import { CompanyBasicDetails } from './company-basic-details';
import classes from './company-profile.module.css';

/**
 * The tab bodies other domains own: the funding profile (funding) and the order book (trading).
 * The companies feature does not import them; app/ passes them in (decision 011), lazily loaded,
 * so they are fetched when their tab first opens (a Suspense boundary shows a skeleton).
 */
export type CompanyProfileTabPanels = {
  /** The funding profile tab: figures, history chart and rounds of the company. */
  FundingProfile: ComponentType<{ companyId: number }>;
  /** The order book tab of a private company: open offers and market depth. */
  OrderBook: ComponentType<{ companyId: number }>;
};

/** The tabs of a company profile, as they appear in ?tab=. */
export const COMPANY_PROFILE_TABS = [
  'basic-details',
  'products-and-services',
  'investments',
  'news-and-announcements',
  'team',
  'funding-profile',
  'order-book',
] as const;
/** One of the profile tabs, as it appears in ?tab=. */
type CompanyProfileTab = (typeof COMPANY_PROFILE_TABS)[number];

/** The body of a tab built from the company's content: skeleton while it loads, the error with a retry. */
function ContentPanel({
  companyId,
  children,
}: {
  companyId: number;
  children: (content: CompanyContent) => ReactNode;
}) {
  const { t } = useTranslation('companyProfile');
  const content = useCompanyContent(companyId);
  if (content.isError)
    return (
      <ErrorState error={content.error} title={t('pages.contentLoadError')} onRetry={() => void content.refetch()} />
    );
  if (!content.data) return <Skeleton height={200} radius="lg" />;
  return children(content.data);
}

/**
 * The tabs of a company profile (COMPANY_PROFILE_TABS): basic details (with what the company adds:
 * headquarters, branches, highlights, share structure, contact person, social links, documents),
 * products and services, investments, news and announcements, team (with awards), funding profile
 * and, for private companies, the order book with market depth. The open tab is kept in the URL
 * (?tab=), so links and reloads open it. On phones the tabs scroll in one row, the active one kept
 * in view and a fade on each end with more tabs beyond it. The funding profile and order book bodies come in `panels`
 * (from app/).
 */
export function CompanyProfileTabs({ company, panels }: { company: CompanyProfile; panels: CompanyProfileTabPanels }) {
  const { t } = useTranslation(['ui', 'companyProfile']);
  const { FundingProfile, OrderBook } = panels;
  const [params, setParams] = useSearchParams();
  const hasOrderBook = company.companyType !== 'listed';
  const tabs = COMPANY_PROFILE_TABS.filter((tab) => tab !== 'order-book' || hasOrderBook);
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab === requested) ?? 'basic-details';
  const { companyId } = company;
  const tabStrip = useTabStrip<HTMLDivElement>(active);
  const labels: Record<CompanyProfileTab, string> = {
    'basic-details': t('profile.basicDetails'),
    'products-and-services': t('companyProfile:tabs.productsAndServices'),
    investments: t('companyProfile:tabs.investments'),
    'news-and-announcements': t('companyProfile:tabs.news'),
    team: t('companyProfile:tabs.team'),
    'funding-profile': t('companyProfile:tabs.fundingProfile'),
    'order-book': t('companyProfile:tabs.orderBook'),
  };

  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const next = new URLSearchParams(params);
        if (!value || value === 'basic-details') next.delete('tab');
        else next.set('tab', value);
        setParams(next, { replace: true, preventScrollReset: true });
      }}
      className={classes.tabs}
      keepMounted={false}
    >
      <Tabs.List ref={tabStrip} aria-label={t('profile.sectionsLabel')} className={classes.tabList}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {labels[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="basic-details" className={classes.tabPanel}>
        <Stack gap="lg">
          <CompanyBasicDetails company={company} />
          <ContentPanel companyId={companyId}>{(content) => <CompanyAboutDetails content={content} />}</ContentPanel>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="products-and-services" className={classes.tabPanel}>
        <ContentPanel companyId={companyId}>
          {(content) => <ProductsServicesList items={content.productsAndServices} />}
        </ContentPanel>
      </Tabs.Panel>
      <Tabs.Panel value="investments" className={classes.tabPanel}>
        <ContentPanel companyId={companyId}>
          {(content) => <InvestmentsList items={content.investments} />}
        </ContentPanel>
      </Tabs.Panel>
      <Tabs.Panel value="news-and-announcements" className={classes.tabPanel}>
        <NewsFeed scope={{ kind: 'company', companyId }} label={t('companyProfile:news.pagesLabel')} />
      </Tabs.Panel>
      <Tabs.Panel value="team" className={classes.tabPanel}>
        <ContentPanel companyId={companyId}>
          {(content) => (
            <Stack gap="xl">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('companyProfile:team.title')}
                </Title>
                <TeamList members={content.team} />
              </Stack>
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('companyProfile:awards.title')}
                </Title>
                <AwardsList awards={content.awards} />
              </Stack>
            </Stack>
          )}
        </ContentPanel>
      </Tabs.Panel>
      <Tabs.Panel value="funding-profile" className={classes.tabPanel}>
        <Suspense fallback={<Skeleton height={240} radius="lg" />}>
          <FundingProfile companyId={companyId} />
        </Suspense>
      </Tabs.Panel>
      {hasOrderBook && (
        <Tabs.Panel value="order-book" className={classes.tabPanel}>
          <Suspense fallback={<Skeleton height={240} radius="lg" />}>
            <OrderBook companyId={companyId} />
          </Suspense>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
