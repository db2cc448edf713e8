import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type ArticleSection, ArticleSections } from '../components/article-sections';
import classes from '../components/site-page.module.css';

/** /about-us (spec §2 About): who Hissa is, what it offers and how it works. */
export function AboutPage() {
  const { t } = useTranslation('sitePages');
  useDocumentTitle(t('about.title'));
  return (
    <article className={classes.page}>
      <PageTitle title={t('about.title')} subtitle={t('about.intro')} />
      <ArticleSections sections={t('about.sections', { returnObjects: true }) as ArticleSection[]} />
    </article>
  );
}
