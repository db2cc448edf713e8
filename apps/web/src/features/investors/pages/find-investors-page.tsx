import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InvestorsList } from '../components/investors-list';

/** Find investors (dashboard/company/find-investors): the investors directory inside the company dashboard. */
export function FindInvestorsPage() {
  const { t } = useTranslation('investors');
  useDocumentTitle(t('find.title'));
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('find.title')}</Title>
        <Text c="dimmed">{t('find.subtitle')}</Text>
      </Stack>
      <InvestorsList />
    </Stack>
  );
}
