import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServicesMenuButton } from './header-menu-buttons';
import { useMenuOpenedOnMount } from './menu-opened-on-mount';
import { SERVICES_MENU_LINKS } from './nav-items';

/**
 * The header's Services Marketplace menu (SERVICES_MENU_LINKS), loaded with the language menu when a
 * stand-in is pressed (use-header-menus.ts, decision 054); `isCurrent` marks its button,
 * `isOpenedOnMount` opens it at once.
 */
export function ServicesMenu({
  isCurrent,
  isOpenedOnMount = false,
}: {
  isCurrent: boolean;
  isOpenedOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const { buttonRef, menuProps } = useMenuOpenedOnMount(isOpenedOnMount);
  return (
    <Menu position="bottom-start" shadow="md" radius="md" width={260} {...menuProps}>
      <Menu.Target>
        <ServicesMenuButton ref={buttonRef} isCurrent={isCurrent} />
      </Menu.Target>
      <Menu.Dropdown>
        {SERVICES_MENU_LINKS.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
