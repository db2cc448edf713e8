import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InvestorsList } from '../components/investors-list';
import { PageTitle } from '../../../components/page-title';

/** Find investors (dashboard/company/find-investors): the investors directory inside the company dashboard. */
export function FindInvestorsPage() {
  const { t } = useTranslation('investors');
  useDocumentTitle(t('find.title'));
  return (
    <Stack gap="xl">
      <PageTitle title={t('find.title')} subtitle={t('find.subtitle')} />
      <InvestorsList />
    </Stack>
  );
}
