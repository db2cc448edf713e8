import { ActionIcon, Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlayerRecord, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingRecording } from '@hissa/contracts/meetings/meeting-media';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import type { Actor } from '../api/meetings-api';
import { downloadRecording, endCapture, meetingRecordings, startCapture } from '../api/recordings-api';

const BYTES_PER_KILOBYTE = 1000;
const BYTES_PER_MEGABYTE = 1_000_000;
/** How often the list is asked again while a recording in it is unfinished (ms). */
const REFRESH_MS = 2000;

/** A recording's length in whole seconds (0 while it is still being recorded). */
function durationSeconds(recording: MeetingRecording): number {
  if (!recording.endedAt) return 0;
  return Math.max(0, Math.round((Date.parse(recording.endedAt) - Date.parse(recording.startedAt)) / 1000));
}

/**
 * The meeting's server recordings (startCapture / endCapture on the SFU path; decisions 037,
 * 048): a start / stop button for those allowed to record (`canCapture`: the host of a hosted
 * meeting, any attendee of one without host, not view-only), and every recorded attendee's WebM file with its
 * time, length and size, downloaded with the attendee's token. The server decides who may read
 * the list and refuses capture while the room is on the mesh; its messages show here.
 */
export function RecordingsPanel({ actor, canCapture }: { actor: Actor; canCapture: boolean }) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const queryClient = useQueryClient();
  const [isCapturing, setIsCapturing] = useState(false);
  const [notice, setNotice] = useState<{ isError: boolean; text: string } | null>(null);
  const queryKey = ['meeting-recordings', actor.meetingId];
  // while a file is still being finished the list asks again, until every file has its size
  const list = useQuery({
    queryKey,
    queryFn: () => meetingRecordings(actor),
    refetchInterval: (query) => (query.state.data?.some((recording) => !recording.endedAt) ? REFRESH_MS : false),
  });
  const capture = useMutation({
    mutationFn: () => (isCapturing ? endCapture(actor) : startCapture(actor)),
    onSuccess: (message) => {
      setIsCapturing(!isCapturing);
      setNotice({ isError: false, text: message });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => setNotice({ isError: true, text: errorMessage(error) }),
  });
  const sizeText = (bytes: number) =>
    bytes < BYTES_PER_MEGABYTE
      ? t('recordings.kilobytes', { value: format.number(Math.max(1, Math.round(bytes / BYTES_PER_KILOBYTE))) })
      : t('recordings.megabytes', { value: format.number(Math.round((bytes / BYTES_PER_MEGABYTE) * 10) / 10) });
  const download = (recording: MeetingRecording) => {
    const day = recording.startedAt.slice(0, 19).replaceAll(':', '-');
    downloadRecording(actor, recording.id, `${recording.attendeeName} ${day}.webm`).catch((error: unknown) =>
      setNotice({ isError: true, text: errorMessage(error) }),
    );
  };
  return (
    <Stack gap="sm" aria-label={t('recordings.title')} role="region">
      <Group gap="xs" justify={canCapture ? 'space-between' : 'flex-end'} wrap="nowrap">
        {canCapture && (
          <Button
            size="xs"
            variant={isCapturing ? 'filled' : 'light'}
            color={isCapturing ? 'red' : undefined}
            aria-pressed={isCapturing}
            loading={capture.isPending}
            leftSection={
              isCapturing ? <IconPlayerStop size={16} aria-hidden /> : <IconPlayerRecord size={16} aria-hidden />
            }
            onClick={() => {
              setNotice(null);
              capture.mutate();
            }}
          >
            {isCapturing ? t('recordings.stop') : t('recordings.start')}
          </Button>
        )}
        <ActionIcon
          variant="default"
          aria-label={t('recordings.refresh')}
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          <IconRefresh size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {notice && (
        <Alert
          color={notice.isError ? 'red' : 'teal'}
          variant="light"
          p="xs"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" variant="light" p="xs">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('recordings.empty')}
        </Text>
      )}
      {list.data?.map((recording) => {
        const seconds = durationSeconds(recording);
        const isFinished = recording.endedAt !== null && recording.bytes > 0;
        return (
          <Paper key={recording.id} withBorder radius="sm" p="xs" data-testid="meeting-recording">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {recording.attendeeName}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(recording.startedAt)}
                </Text>
                <Text size="xs" c="dimmed">
                  {isFinished
                    ? t('recordings.details', {
                        duration: t('recordings.duration', {
                          minutes: format.number(Math.floor(seconds / 60)),
                          seconds: format.number(seconds % 60),
                        }),
                        size: sizeText(recording.bytes),
                      })
                    : t('recordings.inProgress')}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="default"
                disabled={!isFinished}
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={t('recordings.downloadOf', { name: recording.attendeeName })}
                onClick={() => download(recording)}
              >
                {t('recordings.download')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
