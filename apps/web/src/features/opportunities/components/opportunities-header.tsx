import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OPPORTUNITIES_PATHS } from '../opportunities-paths';
import surfaces from '../../../components/surfaces.module.css';

const SECTIONS = [
  { to: OPPORTUNITIES_PATHS.overview, labelKey: 'nav.overview' },
  { to: OPPORTUNITIES_PATHS.funds, labelKey: 'nav.funds' },
  { to: OPPORTUNITIES_PATHS.offers, labelKey: 'nav.offers' },
] as const;

/**
 * The head of the opportunities pages: title, a sentence, and the links between the overview,
 * the funding rounds (opportunities-funds) and the secondary offers (opportunities-offers); the
 * current one is marked aria-current.
 */
export function OpportunitiesHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('opportunities');
  const { pathname } = useLocation();
  return (
    <Box className={surfaces.pageHeader}>
      <Container py={{ base: 'xl', sm: 40 }}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={6} maw={680}>
          {subtitle}
        </Text>
        <Group component="nav" aria-label={t('nav.label')} gap="xs" mt="lg">
          {SECTIONS.map((section) => {
            const isCurrent = pathname === section.to;
            return (
              <Button
                key={section.to}
                component={Link}
                to={section.to}
                variant={isCurrent ? 'filled' : 'light'}
                size="sm"
                radius="xl"
                aria-current={isCurrent ? 'page' : undefined}
              >
                {t(section.labelKey)}
              </Button>
            );
          })}
        </Group>
      </Container>
    </Box>
  );
}
