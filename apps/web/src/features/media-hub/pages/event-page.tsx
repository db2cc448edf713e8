import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconMap, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { EventCalendarEndpoint } from '@hissa/contracts/media-endpoints';
import { BackLink } from '../../../components/back-link';
import { DualDate } from '../../../components/dual-date';
import { ErrorState } from '../../../components/error-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { RichTextView } from '../../../components/rich-text-view';
import { useFormatters } from '../../../lib/formatting';
import { readRouteId } from '../../../lib/route-id';
import { MEDIA_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvent } from '../api/media-api';
import { useLocalized } from '../components/use-localized';
import classes from '../components/media-hub.module.css';

/** The OpenStreetMap page of a point, zoomed to the street. */
function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/**
 * /media-hub/events/:eventId: the event's date (Gregorian and Hijri) and times, its place with an
 * OpenStreetMap link or its meeting link, the description, and "Add to calendar" (the .ics file).
 */
export function EventPage() {
  const { t, i18n } = useTranslation('mediaHub');
  const eventId = readRouteId(useParams().eventId) ?? 0;
  const query = useEvent(eventId);
  const format = useFormatters();
  const local = useLocalized();
  const event = query.data?.data;
  // the moment the page opened: an event ending while it is read still offers its .ics
  const [openedAt] = useState(() => Date.now());
  useDocumentTitle(event ? local(event.titleEn, event.titleAr) : t('events.title'));
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!event) return <FullPageLoader />;
  const isOnline = event.mode === 'online';
  const hasEnded = Date.parse(event.endsAt) < openedAt;
  return (
    <Container size="xl" py="lg" className={classes.page}>
      <MediaHubNav />
      <BackLink to={MEDIA_PATHS.events}>{t('events.back')}</BackLink>
      <Stack gap="xs">
        <Badge variant="light" w="fit-content">
          {isOnline ? t('events.online') : t('events.inPerson')}
        </Badge>
        <Title order={1} className={classes.title}>
          {local(event.titleEn, event.titleAr)}
        </Title>
      </Stack>
      <div className={classes.card}>
        <Stack gap="sm">
          <Text fw={600}>{t('events.when')}</Text>
          <DualDate iso={event.startsAt.slice(0, 10)} />
          <Text size="sm">
            {format.dateTime(event.startsAt)} – {format.dateTime(event.endsAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('events.timeNote')}
          </Text>
          <Text fw={600}>{t('events.where')}</Text>
          {isOnline ? (
            event.meetingUrl && (
              <Group gap="xs">
                <IconVideo size={18} aria-hidden="true" />
                {event.meetingUrl.startsWith('/') ? (
                  <Anchor component={Link} to={event.meetingUrl}>
                    {t('events.join')}
                  </Anchor>
                ) : (
                  <Anchor href={event.meetingUrl} target="_blank" rel="noopener noreferrer">
                    {t('events.join')}
                  </Anchor>
                )}
              </Group>
            )
          ) : (
            <Stack gap={4}>
              <Text className={classes.title}>{local(event.locationEn ?? '', event.locationAr ?? '')}</Text>
              {event.latitude !== null && event.longitude !== null && (
                <Group gap="xs">
                  <IconMap size={18} aria-hidden="true" />
                  <Anchor href={mapLink(event.latitude, event.longitude)} target="_blank" rel="noopener noreferrer">
                    {t('events.map')}
                  </Anchor>
                </Group>
              )}
            </Stack>
          )}
          {hasEnded ? (
            <Alert variant="light" color="gray">
              {t('events.ended')}
            </Alert>
          ) : (
            <Button
              component="a"
              href={endpointUrl(EventCalendarEndpoint, { eventId: event.id })}
              download
              leftSection={<IconCalendarPlus size={18} />}
              w="fit-content"
            >
              {t('events.addToCalendar')}
            </Button>
          )}
        </Stack>
      </div>
      <RichTextView
        html={i18n.language === 'ar' ? event.descriptionAr : event.descriptionEn}
        dir={i18n.language === 'ar' ? 'rtl' : 'ltr'}
      />
    </Container>
  );
}
