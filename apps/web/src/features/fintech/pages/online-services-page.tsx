import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localName } from '@hissa/contracts/languages';
import { useLanguage } from '../../../i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FintechBand } from '../components/page-band';
import { ONLINE_SERVICES } from '../components/online-services';

/** Saudi fintech online services (fintech/online-services): the curated official services, bilingual, each opening its site in a new tab. */
export function OnlineServicesPage() {
  const { t } = useTranslation('fintech');
  const { language } = useLanguage();
  useDocumentTitle(t('services.title'));
  return (
    <>
      <FintechBand title={t('services.title')} subtitle={t('services.subtitle')} />
      <Container size="xl" py="xl">
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {ONLINE_SERVICES.map((service) => {
            const name = localName(service, language);
            return (
              <Paper component="li" key={service.url} withBorder radius="lg" p="md">
                <Stack gap="xs" h="100%">
                  <Title order={2} size="h4">
                    {name}
                  </Title>
                  <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                    {language === 'ar' ? service.purposeAr : service.purposeEn}
                  </Text>
                  <Anchor
                    href={service.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    title={t('services.external')}
                  >
                    {t('services.visit', { name })} <IconExternalLink size={14} aria-hidden />
                  </Anchor>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Container>
    </>
  );
}
