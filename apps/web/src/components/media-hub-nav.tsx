import { Button, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MEDIA_PATHS } from '../lib/routes';
import classes from './media-hub-nav.module.css';

/** The media hub's sections in reading order: label key (app namespace) and path. */
const SECTIONS = [
  { labelKey: 'mediaHub.news', to: MEDIA_PATHS.allNews },
  { labelKey: 'mediaHub.expertThoughts', to: MEDIA_PATHS.expertThoughts },
  { labelKey: 'mediaHub.interviews', to: MEDIA_PATHS.interviews },
  { labelKey: 'mediaHub.events', to: MEDIA_PATHS.events },
  { labelKey: 'mediaHub.podcasts', to: MEDIA_PATHS.podcasts },
  { labelKey: 'mediaHub.reports', to: MEDIA_PATHS.reports },
] as const;

/**
 * The strip of media hub sections (news, expert thoughts, interviews, events, podcasts, reports)
 * shown above each of their pages; the current section is marked with aria-current. On a phone
 * the strip scrolls sideways instead of wrapping.
 */
export function MediaHubNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('mediaHub.label')}>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Group gap="xs" wrap="nowrap" py={4}>
          {SECTIONS.map((section) => {
            const isCurrent = pathname === section.to || pathname.startsWith(`${section.to}/`);
            return (
              <Button
                key={section.to}
                component={Link}
                to={section.to}
                variant={isCurrent ? 'filled' : 'default'}
                radius="xl"
                size="sm"
                aria-current={isCurrent ? 'page' : undefined}
                className={classes.section}
              >
                {t(section.labelKey)}
              </Button>
            );
          })}
        </Group>
      </ScrollArea>
    </nav>
  );
}
