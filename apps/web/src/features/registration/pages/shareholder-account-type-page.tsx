import { IconBuildingBank, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountTypeCard } from '../components/account-type-card';
import { AccountTypePage } from '../components/account-type-page';

/** /shareholder-account-type: individual or institutional shareholder. */
export function ShareholderAccountTypePage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('shareholderType.title'));
  return (
    <AccountTypePage
      title={t('shareholderType.title')}
      subtitle={t('shareholderType.subtitle')}
      backTo={PATHS.register}
    >
      <AccountTypeCard
        to="/individual-shareholder"
        icon={<IconUser size={24} />}
        title={t('shareholderType.individual.title')}
        text={t('shareholderType.individual.text')}
      />
      <AccountTypeCard
        to="/institutional-shareholder"
        icon={<IconBuildingBank size={24} />}
        title={t('shareholderType.institutional.title')}
        text={t('shareholderType.institutional.text')}
      />
    </AccountTypePage>
  );
}
