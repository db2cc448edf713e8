import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGAL_PAGES_UPDATED } from '@hissa/contracts/site-pages';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type ArticleSection, ArticleSections } from '../components/article-sections';
import classes from '../components/site-page.module.css';

/**
 * /terms-and-conditions (spec §2): the terms, led by the statement that the platform is only a
 * technology facilitator for digital ownership transfer and legal formalities are completed separately (spec §1).
 */
export function TermsPage() {
  const { t } = useTranslation('sitePages');
  const format = useFormatters();
  useDocumentTitle(t('terms.title'));
  return (
    <article className={classes.page}>
      <PageTitle title={t('terms.title')} subtitle={t('terms.intro')} />
      <Text size="sm" c="dimmed">
        {t('updated', { date: format.gregorianDate(LEGAL_PAGES_UPDATED) })}
      </Text>
      <section className={classes.callout} aria-labelledby="facilitator-heading">
        <Title order={2} size="h4" id="facilitator-heading" mb={6}>
          {t('terms.facilitatorHeading')}
        </Title>
        <Text>{t('terms.facilitator')}</Text>
      </section>
      <ArticleSections sections={t('terms.sections', { returnObjects: true }) as ArticleSection[]} />
    </article>
  );
}
