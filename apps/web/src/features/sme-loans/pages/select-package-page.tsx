import { useTranslation } from 'react-i18next';
import { SME_LOAN_PATHS } from '@hissa/contracts/sme-loans/loan-application';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PackageComparison } from '../components/package-comparison';
import classes from '../components/sme-loans.module.css';

/**
 * The package comparison (/sme-bank/select-package; spec §2 select-package): the two
 * business-plan packages side by side, each leading to the application with it chosen.
 */
export function SelectPackagePage() {
  const { t } = useTranslation('smeLoans');
  useDocumentTitle(t('packages.title'));
  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <PageTitle title={t('packages.title')} subtitle={t('packages.subtitle')} />
      <PackageComparison applyPath={SME_LOAN_PATHS.apply} />
    </div>
  );
}
