import { Box, Transition, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HissaMark } from './hissa-logo';
import classes from './full-page-loader.module.css';

/**
 * The splash / full-page loader (contracts shell.ts FULL_PAGE_LOADER_MIN_MS): the Hissa mark over
 * the page background, fading out when `visible` turns false. Callers keep it up for the minimum
 * display time with useMinimumDisplay.
 */
export function FullPageLoader({ visible = true }: { visible?: boolean }) {
  const { t } = useTranslation();
  return (
    <Transition mounted={visible} transition="fade" duration={180} keepMounted={false}>
      {(style) => (
        <Box className={classes.loader} style={style} role="status" aria-live="polite">
          <div className={classes.mark}>
            <HissaMark size={56} />
          </div>
          <div className={classes.bar} aria-hidden="true" />
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </Box>
      )}
    </Transition>
  );
}
