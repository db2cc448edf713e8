import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconInbox, IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VISITOR_FOLLOW_UP_STATES,
  type VisitorFollowUpState,
  type VisitorRequestView,
} from '@hissa/contracts/requests';
import { showNotification } from '../../../lib/notify';
import { DetailList } from '../../../components/detail-list';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListPagination } from '../../../components/list-pagination';
import { useMarkVisitorContacted, useVisitorRequests, VISITOR_REQUESTS_PAGE_SIZE } from '../api/get-visitor-requests';
import { RequestBadges } from '../components/request-badges';
import classes from '../components/requests.module.css';
import { PageTitle } from '../../../components/page-title';
import surfaces from '../../../components/surfaces.module.css';

/**
 * One visitor's request: what they asked of which company, how to reach them, and whether the
 * admin has contacted them (with the button that records it).
 */
function VisitorRequestCard({ request }: { request: VisitorRequestView }) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  const markContacted = useMarkVisitorContacted();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={6}>
          <Text fw={600} className={classes.message}>
            <bdi>{request.title}</bdi>
          </Text>
          <Group gap="xs">
            <RequestBadges type={request.type} status="pending" />
            {request.contactedAt && (
              <Badge variant="light" color="green" leftSection={<IconCheck size={12} aria-hidden="true" />}>
                {t('admin.contactedOn', { date: format.dateTime(request.contactedAt) })}
              </Badge>
            )}
          </Group>
        </Stack>
        <Text size="sm" className={classes.message} dir="auto">
          {request.message}
        </Text>
        <DetailList
          items={[
            { label: t('admin.company'), value: request.companyName },
            { label: t('admin.visitor'), value: request.visitorName },
            { label: t('admin.received'), value: format.dateTime(request.createdAt) },
            { label: t('detail.meeting'), value: request.meetingDate ? format.dateTime(request.meetingDate) : null },
            { label: t('detail.expires'), value: request.expiryDate ? format.gregorianDate(request.expiryDate) : null },
          ]}
        />
        <Group gap="lg">
          <Anchor
            href={`mailto:${request.visitorEmail}`}
            size="sm"
            aria-label={t('admin.email', { name: request.visitorName })}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconMail size={16} aria-hidden="true" />
              <LtrText>{request.visitorEmail}</LtrText>
            </Group>
          </Anchor>
          <Anchor
            href={`tel:${request.visitorPhone}`}
            size="sm"
            aria-label={t('admin.call', { name: request.visitorName })}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconPhone size={16} aria-hidden="true" />
              <LtrText>{request.visitorPhone}</LtrText>
            </Group>
          </Anchor>
          {!request.contactedAt && (
            <Button
              size="xs"
              variant="light"
              ms="auto"
              leftSection={<IconCheck size={14} aria-hidden="true" />}
              loading={markContacted.isPending}
              aria-label={t('admin.markContactedOf', { name: request.visitorName })}
              onClick={() =>
                markContacted.mutate(request.id, {
                  onSuccess: ({ message }) => showNotification({ color: 'green', message }),
                })
              }
            >
              {t('admin.markContacted')}
            </Button>
          )}
        </Group>
        {markContacted.isError && <ErrorState error={markContacted.error} />}
      </Stack>
    </Paper>
  );
}

/**
 * The admin's follow-up list of visitors' requests (/admin/requests; VisitorRequestsEndpoint;
 * decision 006: the admin contacts requesters), newest first: those still to contact by default,
 * the contacted ones, or all.
 */
export function VisitorRequestsPage() {
  const { t } = useTranslation('requests');
  useDocumentTitle(t('admin.title'));
  const [page, setPage] = useState(0);
  const [state, setState] = useState<VisitorFollowUpState | null>('to_contact');
  const requests = useVisitorRequests(page, state);
  const emptyText =
    state === 'to_contact'
      ? t('admin.emptyToContact')
      : state === 'contacted'
        ? t('admin.emptyContacted')
        : t('admin.emptyText');

  let content;
  if (requests.isError) content = <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  else if (!requests.data) content = <Skeleton height={240} radius="md" />;
  else if (requests.data.data.length === 0)
    content = <EmptyState icon={<IconInbox size={28} />} title={t('admin.emptyTitle')} description={emptyText} />;
  else {
    content = (
      <Stack gap="md">
        <ul className={surfaces.cardStack} aria-label={t('admin.title')}>
          {requests.data.data.map((request) => (
            <VisitorRequestCard key={request.id} request={request} />
          ))}
        </ul>
        <ListPagination
          page={page + 1}
          totalPages={Math.ceil(requests.data.total / VISITOR_REQUESTS_PAGE_SIZE)}
          onChange={(next) => setPage(next - 1)}
          label={t('list.pagination')}
        />
      </Stack>
    );
  }

  return (
    <div className={classes.page}>
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <SegmentedControl
        value={state ?? 'all'}
        onChange={(value) => {
          setState(VISITOR_FOLLOW_UP_STATES.find((candidate) => candidate === value) ?? null);
          setPage(0);
        }}
        data={[...VISITOR_FOLLOW_UP_STATES, 'all' as const].map((value) => ({
          value,
          label: t(`admin.state.${value}`),
        }))}
        aria-label={t('admin.filterLabel')}
        style={{ alignSelf: 'flex-start' }}
      />
      {content}
    </div>
  );
}
