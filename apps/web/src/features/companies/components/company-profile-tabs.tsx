import { Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CompanyContent } from '@hissa/contracts/company-profile';
import type { CompanyProfile } from '@hissa/contracts/companies';
import { ErrorState } from '../../../components/error-state';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useTabStrip } from '../../../lib/use-tab-strip';
// The tabs of the company's own content (content/: what the company user writes).
import { useCompanyContent } from '../content/api/get-company-content';
import { CompanyAboutDetails } from '../content/components/company-about-details';
import { CompanyBasicDetails } from './company-basic-details';
import classes from './company-profile.module.css';

/*
 * The bodies of the tabs a profile does not open on (all but basic details) are fetched when their
 * tab first opens, or once the page has shown its basic details and gone idle: they stay off a
 * first visit's path (the news feed alone brings its pagination and segmented control), and a tab
 * opened later usually finds its code in (decision 064).
 */
const loadNewsFeed = () => import('../content/components/news-feed');
const loadContentLists = () => import('../content/components/content-lists');
const NewsFeed = lazy(async () => ({ default: (await loadNewsFeed()).NewsFeed }));
const ProductsServicesList = lazy(async () => ({ default: (await loadContentLists()).ProductsServicesList }));
const InvestmentsList = lazy(async () => ({ default: (await loadContentLists()).InvestmentsList }));
const TeamList = lazy(async () => ({ default: (await loadContentLists()).TeamList }));
const AwardsList = lazy(async () => ({ default: (await loadContentLists()).AwardsList }));

/** Starts fetching the other tabs' code once the page has painted its own content and gone idle. */
function useOtherTabsWarmed(): void {
  const isPagePainted = useAfterFirstPaint();
  useEffect(() => {
    if (!isPagePainted) return;
    void loadNewsFeed();
    void loadContentLists();
  }, [isPagePainted]);
}

/** Height of a content tab's skeleton, px. */
const CONTENT_SKELETON_PX = 200;

/** A tab body whose code may still be on its way: a skeleton of `height` px until it is in. */
function LazyTabBody({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={height} radius="lg" />}>{children}</Suspense>;
}

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

/**
 * The body of a tab built from the company's content: a skeleton while the content or the body's
 * code (the lazy lists above) loads, the error with a retry.
 */
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
  const skeleton = <Skeleton height={CONTENT_SKELETON_PX} radius="lg" />;
  if (!content.data) return skeleton;
  return <Suspense fallback={skeleton}>{children(content.data)}</Suspense>;
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
  useOtherTabsWarmed();
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
        <LazyTabBody height={CONTENT_SKELETON_PX}>
          <NewsFeed scope={{ kind: 'company', companyId }} label={t('companyProfile:news.pagesLabel')} />
        </LazyTabBody>
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
        <LazyTabBody height={240}>
          <FundingProfile companyId={companyId} />
        </LazyTabBody>
      </Tabs.Panel>
      {hasOrderBook && (
        <Tabs.Panel value="order-book" className={classes.tabPanel}>
          <LazyTabBody height={240}>
            <OrderBook companyId={companyId} />
          </LazyTabBody>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
