// The date pickers' styles come with the code that shows one, not in the start style sheet (decision 034).
import '@mantine/dates/styles.css';
import { Badge, Select, type SelectProps } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_STATUSES, type PublicationStatus } from '@hissa/contracts/publication';
import { useFormatters } from '../lib/formatting';
import { SAUDI_WEEK, useDatesLocale } from '../lib/use-dates-locale';
import classes from './publication-status.module.css';

const STATUS_COLOR: Record<PublicationStatus, string> = { draft: 'gray', scheduled: 'yellow', published: 'green' };

/** A newsroom item's publication status (draft, scheduled, published) as a badge with its word, never colour alone. */
export function PublicationStatusBadge({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} c="dark.7">
      {t(`publication.statuses.${status}`)}
    </Badge>
  );
}

/** The statuses as select options, with "all" first when `withAll` (the admin lists' filter). */
export function usePublicationStatusOptions(withAll = false): { value: string; label: string }[] {
  const { t } = useTranslation();
  const statuses = PUBLICATION_STATUSES.map((value) => ({ value, label: t(`publication.statuses.${value}`) }));
  return withAll ? [{ value: 'all', label: t('publication.all') }, ...statuses] : statuses;
}

/**
 * A newsroom editor's publication fields (contracts publication.ts; decisions 029 and 040): the
 * status select (`statusInput`: the form's value, onChange and error props) and, for a scheduled
 * item, the publish time picked in the admin's time zone (`publishAt`: an ISO instant or '';
 * `onPublishAtChange` gets the same), future times only. Renders two grid cells, no wrapper.
 */
export function PublicationStatusFields({
  statusInput,
  publishAt,
  onPublishAtChange,
  publishAtError,
}: {
  statusInput: Omit<SelectProps, 'data' | 'label'> & { value?: string };
  publishAt: string;
  onPublishAtChange: (publishAt: string) => void;
  publishAtError?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const datesLocale = useDatesLocale();
  const options = usePublicationStatusOptions();
  return (
    <>
      <Select label={t('publication.status')} data={options} allowDeselect={false} required {...statusInput} />
      {statusInput.value === 'scheduled' && (
        <DatesProvider settings={{ locale: datesLocale, ...SAUDI_WEEK }}>
          <DateTimePicker
            label={t('publication.publishAt')}
            required
            minDate={new Date()}
            renderDay={(date) => format.wholeNumber(dayjs(date).date())}
            valueFormat="YYYY-MM-DD HH:mm"
            classNames={{ input: classes.ltrValue }}
            previousLabel={t('publication.previousMonth')}
            nextLabel={t('publication.nextMonth')}
            submitButtonProps={{ 'aria-label': t('publication.pickDone') }}
            timePickerProps={{ hoursInputLabel: t('publication.hours'), minutesInputLabel: t('publication.minutes') }}
            value={publishAt ? new Date(publishAt) : null}
            onChange={(value) => onPublishAtChange(value ? new Date(value).toISOString() : '')}
            error={publishAtError}
          />
        </DatesProvider>
      )}
    </>
  );
}
