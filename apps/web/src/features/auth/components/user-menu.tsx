import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconFileInvoice,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName } from '@hissa/contracts/languages';
import { USER_TYPE_INFO, USER_TYPES } from '@hissa/contracts/user-types';
import { BUYER_BIDS_PATH, INVOICE_PATHS } from '../../../lib/routes';
import { useLanguage } from '../../../i18n/use-language';
import { openChangePasswordDialog } from '../../../lib/session/change-password-dialog-state';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { hasDashboard, landingPathFor } from '../../../lib/session/landing-path';
import { endSession, useSession } from '../../../lib/session/session';
import classes from './user-menu.module.css';

/** Up to two initials of a name ("Faisal Al-Qahtani" -> "FA"), or of the e-mail. */
export function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (initials || email.charAt(0)).toUpperCase();
}

/** The signed-in user's display name, type name and initials (from the current-user call, the token meanwhile). */
export function useAccountLabel() {
  const session = useSession();
  const user = useCurrentUser();
  const { language } = useLanguage();
  const email = user.data?.email ?? session?.claims.sub ?? '';
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}`.trim() : email;
  const type = session ? localName(USER_TYPE_INFO[session.claims.type], language) : '';
  return { email, name, type, initials: initialsOf(user.data?.firstName ?? '', user.data?.lastName ?? '', email) };
}

/**
 * The header's user menu when signed in (it replaces Login and Register): avatar with the
 * initials, the name and the user type in the current language; My dashboard, My bids and deals
 * (buyers, lib/routes.ts BUYER_BIDS_PATH), My invoices (provider and company users), Change password and Log out. `compact` shows the avatar alone (phones).
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['ui', 'invoices']);
  const session = useSession();
  const account = useAccountLabel();
  if (!session) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={260} radius="md">
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('userMenu.label', { name: account.name })}>
          <Group gap={10} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={36} aria-hidden="true">
              {account.initials}
            </Avatar>
            {!compact && (
              <div className={classes.text}>
                <Text size="sm" fw={600} className={classes.name}>
                  <bdi>{account.name}</bdi>
                </Text>
                <Text size="xs" c="dimmed" className={classes.name}>
                  {account.type}
                </Text>
              </div>
            )}
            <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('userMenu.signedInAs')}{' '}
          <bdi dir="ltr" className={classes.email}>
            {account.email}
          </bdi>
        </Menu.Label>
        {hasDashboard(session.claims.type) && (
          <Menu.Item
            component={Link}
            to={landingPathFor(session.claims.type)}
            leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
          >
            {t('userMenu.myDashboard')}
          </Menu.Item>
        )}
        {session.claims.type === USER_TYPES.buyer && (
          <Menu.Item component={Link} to={BUYER_BIDS_PATH} leftSection={<IconReceipt size={16} aria-hidden="true" />}>
            {t('userMenu.myBids')}
          </Menu.Item>
        )}
        {(session.claims.type === USER_TYPES.serviceProvider || session.claims.type === USER_TYPES.company) && (
          <Menu.Item
            component={Link}
            to={INVOICE_PATHS.mine}
            leftSection={<IconFileInvoice size={16} aria-hidden="true" />}
          >
            {t('invoices:nav.mine')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconKey size={16} aria-hidden="true" />} onClick={openChangePasswordDialog}>
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" className="flip-rtl" />}
          onClick={() => endSession('logout')}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
