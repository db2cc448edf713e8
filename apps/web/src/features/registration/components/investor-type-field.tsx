import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../../components/lookup-select';
import type { RegistrationFields } from '../hooks/use-registration-form';

/** The investor's type (investor-types lookup), bound to the form field `investorType`; required. */
export function InvestorTypeField({ fields }: { fields: RegistrationFields }) {
  const { t } = useTranslation('registration');
  return (
    <LookupSelect
      {...fields.selectProps('investorType')}
      list="investor-types"
      label={t('investor.fields.investorType')}
      required
    />
  );
}
