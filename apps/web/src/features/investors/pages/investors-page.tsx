import { Box, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InvestorsList } from '../components/investors-list';
import surfaces from '../../../components/surfaces.module.css';

/** The public investors directory (/investors; decision 005): individual and institutional investors with filters. */
export function InvestorsPage() {
  const { t } = useTranslation('investors');
  useDocumentTitle(t('list.title'));
  return (
    <>
      <Box className={surfaces.pageHeader}>
        <Container py={{ base: 'xl', sm: 40 }}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed" mt={6} maw={680}>
            {t('list.subtitle')}
          </Text>
        </Container>
      </Box>
      <Container py="xl">
        <InvestorsList />
      </Container>
    </>
  );
}
