import { Button, Group } from '@mantine/core';
import { IconCategory, IconSearch, IconSparkles, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../lib/routes';

const LINKS = [
  { to: PATHS.providerScreener, labelKey: 'linkScreener', icon: IconSearch },
  { to: PATHS.topCompanies, labelKey: 'linkTop', icon: IconTrophy },
  { to: PATHS.latestCompanies, labelKey: 'linkLatest', icon: IconSparkles },
  { to: PATHS.accessByServiceProvider, labelKey: 'linkByService', icon: IconCategory },
] as const;

/** The ways to find providers (screener, top, latest, by service) as a row of links; the current one is marked. */
export function FindingLinks() {
  const { t } = useTranslation('screener');
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label={t('browseLinks')} mt="md">
      {LINKS.map(({ to, labelKey, icon: Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size="xs"
          radius="xl"
          variant={pathname === to ? 'filled' : 'default'}
          aria-current={pathname === to ? 'page' : undefined}
          leftSection={<Icon size={14} aria-hidden="true" />}
        >
          {t(labelKey)}
        </Button>
      ))}
    </Group>
  );
}
