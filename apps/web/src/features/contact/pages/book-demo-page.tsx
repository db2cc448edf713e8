import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import classes from '../components/contact.module.css';

/** /book-demo-tour (spec §1 demo booking, §7 book-demo-tour): ask the team for a guided tour of the platform. */
export function BookDemoPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('demo.title'));
  return (
    <div className={classes.page}>
      <PageTitle title={t('demo.title')} subtitle={t('demo.subtitle')} />
      <div className={classes.layout}>
        <ContactForm kind="demo" />
        <ContactDetails />
      </div>
    </div>
  );
}
