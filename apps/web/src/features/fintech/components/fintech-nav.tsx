import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { FINTECH_PATHS } from '../fintech-paths';
import classes from './fintech.module.css';

const LINKS = [
  ['hub', FINTECH_PATHS.hub],
  ['screener', FINTECH_PATHS.screener],
  ['rounds', FINTECH_PATHS.rounds],
  ['search', FINTECH_PATHS.search],
  ['news', FINTECH_PATHS.news],
  ['services', FINTECH_PATHS.services],
] as const;

/** The fintech hub's section strip, under each page's title; the current page is marked (aria-current). */
export function FintechNav() {
  const { t } = useTranslation('fintech');
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md" mt="md" className={classes.nav}>
      {LINKS.map(([key, to]) => (
        <Anchor key={key} component={NavLink} to={to} end size="sm" className={classes.navLink}>
          {t(`nav.${key}`)}
        </Anchor>
      ))}
    </Group>
  );
}
