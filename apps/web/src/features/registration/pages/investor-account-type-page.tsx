import { IconBuildingBank, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountTypeCard } from '../components/account-type-card';
import { AccountTypePage } from '../components/account-type-page';

/** /investor-account-type: individual or institutional investor. */
export function InvestorAccountTypePage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('investorType.title'));
  return (
    <AccountTypePage title={t('investorType.title')} subtitle={t('investorType.subtitle')} backTo={PATHS.register}>
      <AccountTypeCard
        to="/individual-investor"
        icon={<IconUser size={24} />}
        title={t('investorType.individual.title')}
        text={t('investorType.individual.text')}
      />
      <AccountTypeCard
        to="/institutional-investor"
        icon={<IconBuildingBank size={24} />}
        title={t('investorType.institutional.title')}
        text={t('investorType.institutional.text')}
      />
    </AccountTypePage>
  );
}
