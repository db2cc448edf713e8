import { Anchor, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_PAGE_PATHS } from '@hissa/contracts/site-pages';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from '../components/site-page.module.css';

type LinkKey =
  | 'home'
  | 'companies'
  | 'investors'
  | 'opportunities'
  | 'servicesHome'
  | 'screener'
  | 'topCompanies'
  | 'latestCompanies'
  | 'requirements'
  | 'smeLoans'
  | 'about'
  | 'careers'
  | 'contactUs'
  | 'bookDemo'
  | 'advertise'
  | 'privacy'
  | 'terms';

/** The human sitemap's groups of public pages. */
const GROUPS: { key: 'marketplace' | 'services' | 'company' | 'legal'; links: [LinkKey, string][] }[] = [
  {
    key: 'marketplace',
    links: [
      ['home', '/home'],
      ['companies', '/companies'],
      ['investors', '/investors'],
      ['opportunities', '/opportunities'],
    ],
  },
  {
    key: 'services',
    links: [
      ['servicesHome', '/sp/public/top-recommendations'],
      ['screener', '/sp/sp-screener'],
      ['topCompanies', '/sp/public/top-companies'],
      ['latestCompanies', '/sp/public/latest-companies'],
      ['requirements', '/sp/public/requirements'],
      ['smeLoans', '/sme-bank/apply-loans'],
    ],
  },
  {
    key: 'company',
    links: [
      ['about', SITE_PAGE_PATHS.about],
      ['careers', SITE_PAGE_PATHS.careers],
      ['contactUs', SITE_PAGE_PATHS.contactUs],
      ['bookDemo', SITE_PAGE_PATHS.bookDemo],
      ['advertise', '/advertisement-support'],
    ],
  },
  {
    key: 'legal',
    links: [
      ['privacy', SITE_PAGE_PATHS.privacy],
      ['terms', SITE_PAGE_PATHS.terms],
    ],
  },
];

/** /sitemap (spec §2 sitemap): every public page, grouped. Search engines read /sitemap.xml instead. */
export function SitemapPage() {
  const { t } = useTranslation('sitePages');
  useDocumentTitle(t('sitemap.title'));
  return (
    <div className={classes.page}>
      <PageTitle title={t('sitemap.title')} subtitle={t('sitemap.intro')} />
      <div className={classes.groups}>
        {GROUPS.map((group) => (
          <nav key={group.key} aria-labelledby={`sitemap-${group.key}`}>
            <Title order={2} size="h4" id={`sitemap-${group.key}`}>
              {t(`sitemap.groups.${group.key}`)}
            </Title>
            <ul>
              {group.links.map(([key, to]) => (
                <li key={key}>
                  <Anchor component={Link} to={to}>
                    {t(`sitemap.links.${key}`)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
