import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './hissa-logo.module.css';

/**
 * The Hissa mark: a whole with one share lifted out of it (حصة means "a share, a portion").
 * Drawn in theme colours; like every logo it is not mirrored in right-to-left layouts.
 * `size` is the mark's edge in px.
 */
export function HissaMark({ size = 36 }: { size?: number }) {
  return (
    <svg className={classes.mark} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" className={classes.tile} />
      <path d="M18.5 21.5 L18.5 11.5 A10 10 0 1 0 28.5 21.5 Z" className={classes.whole} />
      <path d="M21 19 L21 9 A10 10 0 0 1 31 19 Z" className={classes.share} />
    </svg>
  );
}

/**
 * The mark with the product name in the current language ("Hissa" / "حصة").
 * `variant` "light" is for dark brand surfaces (footer); `size` is the mark's edge in px.
 */
export function HissaLogo({ variant = 'default', size = 36 }: { variant?: 'default' | 'light'; size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap" className={classes.logo} data-variant={variant}>
      <HissaMark size={size} />
      <Text component="span" className={classes.wordmark}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
