import { Button, Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { IconKey, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { PATHS } from '../../lib/routes';
import { openChangePasswordDialog } from '../../lib/session/change-password-dialog-state';
import { hasDashboard, landingPathFor } from '../../lib/session/landing-path';
import { endSession, useSession } from '../../lib/session/session';
import { DrawerLink } from './drawer-link';
import { HEADER_LINKS_AFTER_SERVICES, HEADER_LINKS_BEFORE_SERVICES, isCurrent, SERVICES_MENU_LINKS } from './nav-items';
import classes from './public-header.module.css';

/**
 * The header's drawer below 1200 px (the burger opens it): the header links, the Services
 * Marketplace links folded under their title, then Register and Login, or the dashboard, change
 * password and logout once signed in. Its own chunk, fetched when the browser is idle after the
 * first paint or on the first open (decision 050); `onClose` closes it.
 */
export function HeaderDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const { pathname } = useLocation();
  const session = useSession();
  const isServicesCurrent = SERVICES_MENU_LINKS.some((item) => isCurrent(item, pathname));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="min(22rem, 88vw)"
      title={t('nav.menuTitle')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      hiddenFrom="lg"
    >
      <nav aria-label={t('nav.main')}>
        <Stack gap={2}>
          {HEADER_LINKS_BEFORE_SERVICES.map((item) => (
            <DrawerLink key={item.to} item={item} onNavigate={onClose} />
          ))}
          <MantineNavLink
            label={t('nav.servicesMarketplace')}
            defaultOpened={isServicesCurrent}
            className={classes.drawerLink}
          >
            {SERVICES_MENU_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onNavigate={onClose} />
            ))}
          </MantineNavLink>
          {HEADER_LINKS_AFTER_SERVICES.map((item) => (
            <DrawerLink key={item.to} item={item} onNavigate={onClose} />
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      {session ? (
        <Stack gap={2}>
          {hasDashboard(session.claims.type) && (
            <MantineNavLink
              component={Link}
              to={landingPathFor(session.claims.type)}
              label={t('userMenu.myDashboard')}
              leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
              onClick={onClose}
              className={classes.drawerLink}
            />
          )}
          <MantineNavLink
            component="button"
            label={t('userMenu.changePassword')}
            leftSection={<IconKey size={18} aria-hidden="true" />}
            onClick={() => {
              onClose();
              openChangePasswordDialog();
            }}
            className={classes.drawerLink}
          />
          <MantineNavLink
            component="button"
            label={t('userMenu.logout')}
            leftSection={<IconLogout size={18} aria-hidden="true" className="flip-rtl" />}
            onClick={() => {
              onClose();
              endSession('logout');
            }}
            className={classes.drawerLink}
            c="red.8"
          />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Button component={Link} to={PATHS.register} size="md" fullWidth onClick={onClose}>
            {t('nav.register')}
          </Button>
          <Button component={Link} to={PATHS.login} size="md" variant="default" fullWidth onClick={onClose}>
            {t('nav.login')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
