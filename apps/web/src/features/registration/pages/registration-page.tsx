import { IconBriefcase, IconBuildingSkyscraper, IconChartPie, IconUserDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountTypeCard } from '../components/account-type-card';
import { AccountTypePage } from '../components/account-type-page';

/**
 * /registration: the account-type choice. Shareholder and investor lead to their
 * individual/institutional choice, company and financial consultant to their forms; the
 * service-provider registration (/sp/register/sp) is left out until it exists.
 */
export function RegistrationPage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('choice.title'));
  return (
    <AccountTypePage title={t('choice.title')} subtitle={t('choice.subtitle')}>
      <AccountTypeCard
        to="/shareholder-account-type"
        icon={<IconChartPie size={24} />}
        title={t('choice.shareholder.title')}
        text={t('choice.shareholder.text')}
      />
      <AccountTypeCard
        to={PATHS.companyRegistration}
        icon={<IconBuildingSkyscraper size={24} />}
        title={t('choice.company.title')}
        text={t('choice.company.text')}
      />
      <AccountTypeCard
        to="/investor-account-type"
        icon={<IconUserDollar size={24} />}
        title={t('choice.investor.title')}
        text={t('choice.investor.text')}
      />
      <AccountTypeCard
        to="/financial-consultant-registration"
        icon={<IconBriefcase size={24} />}
        title={t('choice.consultant.title')}
        text={t('choice.consultant.text')}
      />
    </AccountTypePage>
  );
}
