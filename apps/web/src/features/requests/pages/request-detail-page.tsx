import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconClockOff,
  IconExternalLink,
  IconLock,
  IconPencil,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { RequestDetail, RequestResponseView } from '@hissa/contracts/requests';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteRequest } from '../api/delete-request';
import { useDeleteResponse } from '../api/delete-response';
import { useRequest } from '../api/get-request';
import type { RequestSide } from '../api/use-requests-mutation';
import { AttachmentList } from '../components/attachment-list';
import { EditRequestDialog } from '../components/edit-request-dialog';
import { MeetingRoomButton } from '../components/meeting-room-button';
import { RequestBadges } from '../components/request-badges';
import { RespondForm } from '../components/respond-form';
import classes from '../components/requests.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** The request id of the path, or null when it is not a positive whole number. */
function requestIdOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** One answer: who and when, the text, its files, and (mine) a delete button that confirms first. */
function AnswerItem({ answer }: { answer: RequestResponseView }) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  const deleteResponse = useDeleteResponse();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <li className={classes.answer}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {t('detail.answeredBy', { name: answer.responderName })}
            </Text>
            <Text c="dimmed" size="xs" className={classes.meta}>
              {format.dateTime(answer.createdAt)}
            </Text>
          </Stack>
          {answer.isMine && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => setIsConfirming(true)}
            >
              {t('detail.deleteAnswer')}
            </Button>
          )}
        </Group>
        <Text className={classes.message} dir="auto">
          {answer.message}
        </Text>
        <AttachmentList attachments={answer.attachments} />
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        title={t('detail.deleteAnswerTitle')}
        body={t('detail.deleteAnswerBody')}
        confirmLabel={t('detail.deleteAnswer')}
        isPending={deleteResponse.isPending}
        error={deleteResponse.error}
        onClose={() => {
          deleteResponse.reset();
          setIsConfirming(false);
        }}
        onConfirm={() =>
          deleteResponse.mutate(answer.id, {
            onSuccess: (result) => {
              showNotification({ color: 'green', message: result.message });
              setIsConfirming(false);
            },
          })
        }
      />
    </li>
  );
}

/** The request's facts, message, files and answers, and what the viewer may do. */
function RequestView({ request, side }: { request: RequestDetail; side: RequestSide }) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  const navigate = useNavigate();
  const deleteRequest = useDeleteRequest();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const counterpart = side === 'mine' ? request.recipient : request.sender;
  // The sender opens (and hosts) the request's own meeting room; the recipient follows its link.
  const isMyMeetingRequest = side === 'mine' && request.type === 'one_to_one_meeting';

  return (
    <>
      <div className={classes.header}>
        <Stack gap="xs" miw={0}>
          <Title order={1} className={classes.message}>
            <bdi>{request.title}</bdi>
          </Title>
          <RequestBadges type={request.type} status={request.status} />
        </Stack>
        {side === 'mine' && (
          <Group gap="sm">
            {request.canEdit && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => setIsEditing(true)}
              >
                {t('detail.edit')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setIsConfirmingDelete(true)}
            >
              {t('detail.delete')}
            </Button>
          </Group>
        )}
      </div>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('detail.title')}>
        <Stack gap="md">
          <DetailList
            items={[
              { label: side === 'mine' ? t('detail.to') : t('detail.from'), value: counterpart.name },
              { label: t('detail.sent'), value: format.dateTime(request.createdAt) },
              {
                label: t('detail.meeting'),
                value: request.meetingDate && (
                  <Stack gap={2}>
                    <span className={classes.meta}>{format.dateTime(request.meetingDate)}</span>
                    {isMyMeetingRequest && <MeetingRoomButton requestId={request.id} />}
                    {request.meetingLink && !isMyMeetingRequest && (
                      <Anchor href={request.meetingLink} target="_blank" rel="noopener noreferrer" size="sm">
                        <Group gap={4} component="span" wrap="nowrap">
                          {t('detail.joinMeeting')}
                          <IconExternalLink size={14} aria-hidden="true" />
                        </Group>
                        <LtrText>
                          <Text span size="xs" c="dimmed" className={classes.fileName}>
                            {request.meetingLink}
                          </Text>
                        </LtrText>
                      </Anchor>
                    )}
                  </Stack>
                ),
              },
              {
                label: t('detail.expires'),
                value: request.expiryDate ? format.gregorianDate(request.expiryDate) : t('detail.noExpiry'),
              },
            ]}
          />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('detail.message')}
            </Text>
            <Text className={classes.message} dir="auto">
              {request.message}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('detail.attachments')}
            </Text>
            {request.attachments.length === 0 ? (
              <Text size="sm">{t('detail.noAttachments')}</Text>
            ) : (
              <AttachmentList attachments={request.attachments} />
            )}
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconLock size={14} aria-hidden="true" />
              <Text size="xs">{t('detail.privateFiles')}</Text>
            </Group>
          </Stack>
        </Stack>
      </Paper>

      <section aria-labelledby="answers-title" className={classes.panel}>
        <Stack gap="md">
          <Title order={2} size="h4" id="answers-title">
            {t('detail.answers')}
          </Title>
          {request.responses.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('detail.noAnswers')}
            </Text>
          ) : (
            <ul className={surfaces.cardStack}>
              {request.responses.map((answer) => (
                <AnswerItem key={answer.id} answer={answer} />
              ))}
            </ul>
          )}
        </Stack>
      </section>

      {side === 'others' && request.canRespond && <RespondForm requestId={request.id} />}
      {request.status === 'expired' && (
        <Alert color="gray" variant="light" icon={<IconClockOff size={18} aria-hidden="true" />}>
          {t('detail.expiredNotice')}
        </Alert>
      )}
      {side === 'mine' && request.status === 'responded' && (
        <Text size="sm" c="dimmed">
          {t('detail.lockedNotice')}
        </Text>
      )}

      {side === 'mine' && (
        <>
          <EditRequestDialog request={request} opened={isEditing} onClose={() => setIsEditing(false)} />
          <ConfirmDialog
            opened={isConfirmingDelete}
            title={t('detail.deleteTitle')}
            body={t('detail.deleteBody')}
            confirmLabel={t('detail.deleteConfirm')}
            isPending={deleteRequest.isPending}
            error={deleteRequest.error}
            onClose={() => {
              deleteRequest.reset();
              setIsConfirmingDelete(false);
            }}
            onConfirm={() =>
              deleteRequest.mutate(request.id, {
                onSuccess: (answer) => {
                  showNotification({ color: 'green', message: answer.message });
                  void navigate('..', { relative: 'path' });
                },
              })
            }
          />
        </>
      )}
    </>
  );
}

/**
 * A request (my-requests/:requestId for the sender, other-requests/:requestId for the recipient;
 * MyRequestEndpoint, OtherRequestEndpoint): its details, files (downloadable by the two parties
 * only), answers; the sender edits while pending and deletes (after a confirmation); the recipient
 * answers until it expires and deletes their own answers (after a confirmation).
 */
function RequestDetailPage({ side }: { side: RequestSide }) {
  const { t } = useTranslation('requests');
  const { requestId: param } = useParams();
  const requestId = requestIdOf(param);
  const request = useRequest(side, requestId);
  const isNotFound = requestId === null || (request.error instanceof ApiError && request.error.isNotFound);
  useDocumentTitle(request.data?.title ?? (isNotFound ? t('detail.notFoundTitle') : t('detail.title')));
  const backLabel = side === 'mine' ? t('my.title') : t('other.title');

  let content;
  if (isNotFound) {
    content = (
      <EmptyState
        icon={<IconSearch size={28} />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundText')}
        headingOrder={1}
        action={
          <Button component={Link} to=".." relative="path">
            {backLabel}
          </Button>
        }
      />
    );
  } else if (request.isError) content = <ErrorState error={request.error} onRetry={() => void request.refetch()} />;
  else if (!request.data) content = <Skeleton height={320} radius="lg" />;
  else content = <RequestView request={request.data} side={side} />;

  return (
    <div className={classes.page}>
      <Anchor component={Link} to=".." relative="path" className={classes.backLink}>
        <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        {backLabel}
      </Anchor>
      {content}
    </div>
  );
}

/** A request I sent (my-requests/:requestId). */
export function MyRequestDetailPage() {
  return <RequestDetailPage side="mine" />;
}

/** A request sent to me (other-requests/:requestId). */
export function OtherRequestDetailPage() {
  return <RequestDetailPage side="others" />;
}
