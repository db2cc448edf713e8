import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventTiming } from '@hissa/contracts/media/media';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { SAUDI_WEEK } from '../../../lib/use-dates-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvents } from '../api/media-api';
import { EventCard } from '../components/event-card';
import classes from '../components/media-hub.module.css';

const PAGE_SIZE = 30;

/** The month of a date as YYYY-MM (UTC, as the API counts months). */
function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * /media-hub/events (spec §2 "events (upcoming, past, add to calendar, location, online)"): the
 * upcoming or past events, and a month calendar (Mantine dates) marking the days with an event;
 * moving the calendar to another month lists that month's events.
 */
export function EventsPage() {
  const { t, i18n } = useTranslation('mediaHub');
  useDocumentTitle(t('events.title'));
  const [when, setWhen] = useState<EventTiming>('upcoming');
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [shownMonth, setShownMonth] = useState(() => monthOf(new Date()));
  const list = useEvents({ when, month, size: PAGE_SIZE });
  const marks = useEvents({ when: 'upcoming', month: shownMonth, size: PAGE_SIZE });
  const eventDays = new Set((marks.data?.data ?? []).map((event) => event.startsAt.slice(0, 10)));
  const format = useFormatters();

  const changeMonth = (date: string) => {
    const next = date.slice(0, 7);
    setShownMonth(next);
    setMonth(next);
  };

  return (
    <Container size="xl" py="lg" className={classes.page}>
      <MediaHubNav />
      <PageTitle title={t('events.title')} subtitle={t('events.subtitle')} />
      <div className={classes.layout}>
        <Stack gap="md">
          {month ? (
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {t('events.monthEvents', { month: format.monthYear(month) })}
              </Title>
              <Button variant="default" onClick={() => setMonth(undefined)}>
                {t('events.showAll')}
              </Button>
            </Group>
          ) : (
            <SegmentedControl
              aria-label={t('events.timing')}
              value={when}
              onChange={(value) => setWhen(value === 'past' ? 'past' : 'upcoming')}
              data={[
                { value: 'upcoming', label: t('events.upcoming') },
                { value: 'past', label: t('events.past') },
              ]}
              w="fit-content"
            />
          )}
          {list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data && list.data.data.length === 0 ? (
            <EmptyState
              icon={<IconCalendarOff size={28} />}
              title={month ? t('events.noneInMonth') : t('events.none')}
              description={t('events.noneHint')}
            />
          ) : (
            <Stack gap="sm" aria-busy={list.isPending}>
              {list.data?.data.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </Stack>
          )}
          <Text size="xs" c="dimmed">
            {t('events.timeNote')}
          </Text>
        </Stack>
        <section aria-labelledby="events-calendar" className={classes.card}>
          <Title order={2} size="h4" id="events-calendar" mb="xs">
            {t('events.calendar')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('events.calendarHint')}
          </Text>
          <Calendar
            locale={i18n.language}
            {...SAUDI_WEEK}
            hideOutsideDates
            previousLabel={t('events.previousMonth')}
            nextLabel={t('events.nextMonth')}
            classNames={{ day: classes.calendarDay }}
            onDateChange={changeMonth}
            onNextMonth={changeMonth}
            onPreviousMonth={changeMonth}
            getDayProps={(date) => (eventDays.has(date) ? { className: classes.eventDay } : {})}
          />
        </section>
      </div>
    </Container>
  );
}
