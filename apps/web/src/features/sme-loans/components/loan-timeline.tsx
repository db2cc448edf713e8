import { Badge, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoanApplication, LoanStatus } from '@hissa/contracts/sme-loans/loan-application';
import { useFormatters } from '../../../lib/formatting';

/** Badge colours of the statuses: waiting (gray, blue), action needed (orange), closed (teal, red). */
const STATUS_COLORS: Record<LoanStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  under_review: 'indigo',
  information_requested: 'orange',
  referred: 'violet',
  approved: 'teal',
  declined: 'red',
};

/** An application's status as a coloured badge. */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { t } = useTranslation('smeLoans');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="lg" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * The timeline the applicant (and the team) sees: each status change, oldest first, with its
 * date, who made it (the team or the applicant) and the note.
 */
export function LoanTimeline({ timeline }: { timeline: LoanApplication['timeline'] }) {
  const { t } = useTranslation('smeLoans');
  const format = useFormatters();
  return (
    <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2}>
      {timeline.map((event) => (
        <Timeline.Item key={`${event.at}${event.status}`} title={t(`status.${event.status}`)}>
          <Text size="xs" c="dimmed">
            {format.dateTime(event.at)} · {event.byTeam ? t('mine.byTeam') : t('mine.byYou')}
          </Text>
          {event.note && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {event.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
