import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGAL_PAGES_UPDATED, SITE_EMAILS } from '@hissa/contracts/site-pages';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type ArticleSection, ArticleSections } from '../components/article-sections';
import classes from '../components/site-page.module.css';

/** /privacy-policy (spec §2 privacy policy): what personal data is processed and the rights the Saudi PDPL gives. */
export function PrivacyPage() {
  const { t } = useTranslation('sitePages');
  const format = useFormatters();
  useDocumentTitle(t('privacy.title'));
  const sections = t('privacy.sections', { returnObjects: true, email: SITE_EMAILS.privacy }) as ArticleSection[];
  return (
    <article className={classes.page}>
      <PageTitle title={t('privacy.title')} subtitle={t('privacy.intro')} />
      <Text size="sm" c="dimmed">
        {t('updated', { date: format.gregorianDate(LEGAL_PAGES_UPDATED) })}
      </Text>
      <ArticleSections sections={sections} />
    </article>
  );
}
