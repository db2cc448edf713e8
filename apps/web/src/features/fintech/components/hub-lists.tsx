import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaEvent } from '@hissa/contracts/media/media';
import type { NewsCard } from '@hissa/contracts/news/news-articles';
import { useFormatters } from '../../../lib/formatting';
import { newsArticlePath } from '../../../lib/routes';
import surfaces from '../../../components/surfaces.module.css';
import { fintechEventPath } from '../fintech-paths';

/**
 * Fintech news as a list (the news module's fintech category; decision 041): each headline links
 * to its article in the news section, with its summary and Gregorian date.
 */
export function NewsItems({ items }: { items: readonly NewsCard[] }) {
  const format = useFormatters();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} className={surfaces.cardList}>
      {items.map((item) => (
        <Paper component="li" key={item.key} withBorder radius="md" p="md">
          <Anchor component={Link} to={newsArticlePath(item.key)} fw={600}>
            {item.title}
          </Anchor>
          {item.summary && (
            <Text size="sm" lineClamp={2} mt={4}>
              {item.summary}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt={4}>
            {format.gregorianDate(item.publishedAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The fintech hub's upcoming events (the media hub's, soonest first), each linking to fintech/event/:id. */
export function EventItems({ events }: { events: readonly MediaEvent[] }) {
  const { t, i18n } = useTranslation('fintech');
  const format = useFormatters();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} className={surfaces.cardList}>
      {events.map((event) => (
        <Paper component="li" key={event.id} withBorder radius="md" p="md">
          <Anchor component={Link} to={fintechEventPath(event.id)} fw={600}>
            {i18n.language === 'ar' ? event.titleAr : event.titleEn}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {format.dateTime(event.startsAt)}
            {' · '}
            {event.mode === 'online'
              ? t('hub.online')
              : ((i18n.language === 'ar' ? event.locationAr : event.locationEn) ?? t('hub.inPerson'))}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
