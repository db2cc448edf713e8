import { Box, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingBank, IconCalendarEvent, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes';
import classes from './home.module.css';

/**
 * The home page's hero: headline and sub-line about trading private-company shares and funding
 * rounds, calls to action to Companies and Register, and the three things Hissa promises.
 */
export function HomeHero() {
  const { t } = useTranslation();
  const points = [
    { icon: IconBuildingBank, text: t('home.hero.pointProfiles') },
    { icon: IconCalendarEvent, text: t('home.hero.pointCurrency') },
    { icon: IconLanguage, text: t('home.hero.pointBilingual') },
  ];

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
      <Container className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={48} className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <Text className={classes.eyebrow}>{t('home.hero.eyebrow')}</Text>
            <Title order={1} id="home-hero-title" className={classes.heroTitle}>
              {t('home.hero.headline')}
            </Title>
            <Text className={classes.heroSubline}>{t('home.hero.subline')}</Text>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to={PATHS.companies}
                size="md"
                color="gold.4"
                c="brand.9"
                rightSection={<IconArrowRight size={18} aria-hidden="true" className="flip-rtl" />}
              >
                {t('home.hero.ctaCompanies')}
              </Button>
              <Button component={Link} to={PATHS.register} size="md" variant="outline" className={classes.heroOutline}>
                {t('home.hero.ctaRegister')}
              </Button>
            </Group>
          </Stack>

          <Paper className={classes.heroCard} p="xl" radius="lg">
            <Text className={classes.heroCardLabel}>{t('home.hero.pointsLabel')}</Text>
            <List spacing="lg" mt="md" listStyleType="none" className={classes.heroList}>
              {points.map((point) => (
                <List.Item
                  key={point.text}
                  icon={
                    <ThemeIcon
                      size={40}
                      radius="md"
                      variant="light"
                      color="gold"
                      className={classes.heroIcon}
                      aria-hidden="true"
                    >
                      <point.icon size={22} stroke={1.6} />
                    </ThemeIcon>
                  }
                >
                  <Text className={classes.heroPoint}>{point.text}</Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
