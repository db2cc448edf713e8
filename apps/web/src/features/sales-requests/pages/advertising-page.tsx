import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SalesRequestForm } from '../components/sales-request-form';
import classes from '../components/sales-requests.module.css';

/** /advertisement-support (spec §2 advertising, §7 public forms; decision 023): ask the sales team about advertising. */
export function AdvertisingPage() {
  const { t } = useTranslation('salesRequests');
  useDocumentTitle(t('advertising.title'));
  return (
    <div className={classes.page}>
      <PageTitle title={t('advertising.title')} subtitle={t('advertising.subtitle')} />
      <SalesRequestForm kind="advertising" />
    </div>
  );
}
