import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes';
import classes from './home.module.css';

/** The closing sign-up call to action: Register, or keep browsing companies. */
export function SignUpCta() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="home-cta-title" className={classes.section}>
      <Paper radius="lg" p={{ base: 'xl', sm: 48 }} className={classes.cta}>
        <Stack gap="sm" maw={620}>
          <Title order={2} id="home-cta-title" className={classes.ctaTitle}>
            {t('home.cta.title')}
          </Title>
          <Text className={classes.ctaText}>{t('home.cta.text')}</Text>
        </Stack>
        <Group gap="sm" className={classes.ctaActions}>
          <Button component={Link} to={PATHS.register} size="md" color="gold.4" c="brand.9">
            {t('home.cta.register')}
          </Button>
          <Button component={Link} to={PATHS.companies} size="md" variant="outline" className={classes.heroOutline}>
            {t('home.cta.browse')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
