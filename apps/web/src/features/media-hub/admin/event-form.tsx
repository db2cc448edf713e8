// The date pickers' styles come with the code that shows one, not in the start style sheet (decision 034).
import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EVENT_MODES, EventInputSchema, type EventInput, type MediaEvent } from '@hissa/contracts/media/media';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../lib/routes';
import { SAUDI_WEEK, useDatesLocale } from '../../../lib/use-dates-locale';
import { useSaveEvent } from '../api/media-admin-api';
import { TitleAndDescriptionFields } from './bilingual-content-fields';
import { PublicationFields } from './publication-fields';
import classes from './media-admin.module.css';
import { useMediaForm } from './use-media-form';

type EventFormValues = {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  status: string;
  publishAt: string;
  mode: string;
  startsAt: string;
  endsAt: string;
  locationEn: string;
  locationAr: string;
  latitude: string;
  longitude: string;
  meetingUrl: string;
};

/** '' -> null, otherwise the number typed (NaN fails the contract's check). */
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));

function toRequest(values: EventFormValues): EventInput {
  return {
    ...values,
    status: values.status as EventInput['status'],
    publishAt: values.publishAt || null,
    mode: values.mode as EventInput['mode'],
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    locationEn: values.locationEn || null,
    locationAr: values.locationAr || null,
    meetingUrl: values.meetingUrl || null,
  };
}

function initialValuesOf(event: MediaEvent | undefined): EventFormValues {
  return {
    titleEn: event?.titleEn ?? '',
    titleAr: event?.titleAr ?? '',
    descriptionEn: event?.descriptionEn ?? '',
    descriptionAr: event?.descriptionAr ?? '',
    status: event?.status ?? 'draft',
    publishAt: event?.publishAt ?? '',
    mode: event?.mode ?? 'in_person',
    startsAt: event?.startsAt ?? '',
    endsAt: event?.endsAt ?? '',
    locationEn: event?.locationEn ?? '',
    locationAr: event?.locationAr ?? '',
    latitude: event?.latitude?.toString() ?? '',
    longitude: event?.longitude?.toString() ?? '',
    meetingUrl: event?.meetingUrl ?? '',
  };
}

/**
 * The newsroom's event editor (decision 040; contracts EventInputSchema): bilingual title and
 * description, draft, scheduled (with its publish time) or published, start and end (picked in the admin's time zone, stored as UTC
 * instants), and either the place in both languages with optional coordinates (the map link) or
 * the online meeting link.
 */
export function EventForm({ event }: { event?: MediaEvent }) {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const datesLocale = useDatesLocale();
  const save = useSaveEvent(event?.id ?? null);
  const fields = useMediaForm<EventFormValues, EventInput>({
    contract: EventInputSchema,
    toRequest,
    initialValues: initialValuesOf(event),
    isNew: event === undefined,
    save,
    editPath: (id) => `${MEDIA_ADMIN_PATHS.events}/${id}`,
  });
  const { values, inputProps, errorOf, form, submit } = fields;
  const instantPicker = (name: 'startsAt' | 'endsAt') => (
    <DateTimePicker
      label={t(`admin.event.${name}`)}
      required
      renderDay={(date) => format.wholeNumber(dayjs(date).date())}
      valueFormat="YYYY-MM-DD HH:mm"
      classNames={{ input: classes.ltrValue }}
      previousLabel={t('events.previousMonth')}
      nextLabel={t('events.nextMonth')}
      submitButtonProps={{ 'aria-label': t('admin.event.pickDone') }}
      timePickerProps={{ hoursInputLabel: t('admin.event.hours'), minutesInputLabel: t('admin.event.minutes') }}
      value={values[name] ? new Date(values[name]) : null}
      onChange={(value) => form.setFieldValue(name, value ? new Date(value).toISOString() : '')}
      error={errorOf(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TitleAndDescriptionFields fields={fields} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <PublicationFields fields={fields} />
          <Select
            label={t('admin.event.mode')}
            data={EVENT_MODES.map((value) => ({ value, label: t(`admin.event.modes.${value}`) }))}
            allowDeselect={false}
            required
            {...inputProps('mode')}
          />
          <DatesProvider settings={{ locale: datesLocale, ...SAUDI_WEEK }}>
            {instantPicker('startsAt')}
            {instantPicker('endsAt')}
          </DatesProvider>
        </SimpleGrid>
        {values.mode === 'online' ? (
          <TextInput
            label={t('admin.event.meetingUrl')}
            description={t('admin.event.meetingUrlHint')}
            dir="ltr"
            required
            {...inputProps('meetingUrl')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t('admin.event.locationEn')} dir="ltr" required {...inputProps('locationEn')} />
            <TextInput label={t('admin.event.locationAr')} dir="rtl" lang="ar" required {...inputProps('locationAr')} />
            <TextInput label={t('admin.event.latitude')} dir="ltr" inputMode="decimal" {...inputProps('latitude')} />
            <TextInput label={t('admin.event.longitude')} dir="ltr" inputMode="decimal" {...inputProps('longitude')} />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={fields.isSaving}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
