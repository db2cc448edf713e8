import { NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isCurrent, type NavItem } from './nav-items';
import classes from './public-header.module.css';

/**
 * One page link of the header's drawer: the item's translated label, highlighted and marked
 * `aria-current="page"` while its page is shown; `onNavigate` runs on click (the drawer closes).
 */
export function DrawerLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = isCurrent(item, pathname);
  return (
    <MantineNavLink
      component={Link}
      to={item.to}
      label={t(item.labelKey)}
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.drawerLink}
    />
  );
}
