import { Box, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconBriefcase, IconUserDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatting';
import classes from './home.module.css';

/** How it works for companies, investors and service providers: three short steps each. */
export function HowItWorks() {
  const { t } = useTranslation();
  const format = useFormatters();
  const audiences = [
    {
      icon: IconBuildingSkyscraper,
      title: t('home.how.companiesTitle'),
      steps: [t('home.how.companiesStep1'), t('home.how.companiesStep2'), t('home.how.companiesStep3')],
    },
    {
      icon: IconUserDollar,
      title: t('home.how.investorsTitle'),
      steps: [t('home.how.investorsStep1'), t('home.how.investorsStep2'), t('home.how.investorsStep3')],
    },
    {
      icon: IconBriefcase,
      title: t('home.how.providersTitle'),
      steps: [t('home.how.providersStep1'), t('home.how.providersStep2'), t('home.how.providersStep3')],
    },
  ];

  return (
    <Box component="section" aria-labelledby="home-how-title" className={classes.band}>
      <Container className={classes.section}>
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Title order={2} id="home-how-title">
            {t('home.how.heading')}
          </Title>
          <Text c="dimmed">{t('home.how.subheading')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {audiences.map((audience) => (
            <Paper key={audience.title} p={{ base: 'lg', sm: 'xl' }} radius="lg" className={classes.howCard}>
              <ThemeIcon size={44} radius="md" variant="light" color="gold" c="gold.8" aria-hidden="true">
                <audience.icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} mt="md" mb="md">
                {audience.title}
              </Title>
              <ol className={classes.steps}>
                {audience.steps.map((step, index) => (
                  <li key={step} className={classes.step}>
                    <span className={classes.stepNumber} aria-hidden="true">
                      {format.number(index + 1)}
                    </span>
                    <Text>{step}</Text>
                  </li>
                ))}
              </ol>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
