import { Button, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import classes from './public-header.module.css';

type ButtonProps = ComponentPropsWithoutRef<'button'>;

/**
 * The Services Marketplace button of the header: a stand-in until one of the header's menus is
 * pressed (use-header-menus.ts), then the target of the real menu (services-menu.tsx). The
 * menu adds aria-expanded, aria-controls and its handlers through `props`; `isCurrent` marks it
 * when one of its links is the current page.
 */
export const ServicesMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { isCurrent: boolean }>(
  function ServicesMenuButton({ isCurrent, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <UnstyledButton
        ref={ref}
        aria-haspopup="menu"
        aria-expanded={false}
        {...props}
        className={classes.link}
        data-active={isCurrent || undefined}
      >
        {t('nav.servicesMarketplace')}
        <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
      </UnstyledButton>
    );
  },
);

/**
 * The language button of the header (EN or ع, named "Language"): like ServicesMenuButton, a
 * stand-in until a menu is pressed, then the target of LanguageMenu (language-menu.tsx).
 */
export const LanguageMenuButton = forwardRef<HTMLButtonElement, ButtonProps>(function LanguageMenuButton(props, ref) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="sm"
      px="xs"
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      aria-label={t('language.label')}
      leftSection={<IconLanguage size={18} stroke={1.75} aria-hidden="true" />}
      rightSection={<IconChevronDown size={14} aria-hidden="true" className={classes.languageChevron} />}
      className={classes.languageButton}
    >
      <span aria-hidden="true">{language === 'ar' ? 'ع' : 'EN'}</span>
    </Button>
  );
});
