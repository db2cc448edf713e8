import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaEvent } from '@hissa/contracts/media/media';
import { DualDate } from '../../../components/dual-date';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_PATHS } from '../../../lib/routes';
import { useLocalized } from './use-localized';
import classes from './media-hub.module.css';

/** One event in a list: its mode, title (linking to its page), Gregorian and Hijri date, time and place. */
export function EventCard({ event }: { event: MediaEvent }) {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const local = useLocalized();
  const isOnline = event.mode === 'online';
  return (
    <article className={classes.card}>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" leftSection={isOnline ? <IconVideo size={14} /> : <IconMapPin size={14} />}>
            {isOnline ? t('events.online') : t('events.inPerson')}
          </Badge>
        </Group>
        <Title order={3} size="h4" className={classes.title}>
          <Anchor component={Link} inherit to={`${MEDIA_PATHS.events}/${event.id}`}>
            {local(event.titleEn, event.titleAr)}
          </Anchor>
        </Title>
        <DualDate iso={event.startsAt.slice(0, 10)} />
        <Text size="sm" c="dimmed">
          {format.dateTime(event.startsAt)}
        </Text>
        {!isOnline && (
          <Text size="sm" className={classes.title}>
            {local(event.locationEn ?? '', event.locationAr ?? '')}
          </Text>
        )}
      </Stack>
    </article>
  );
}
