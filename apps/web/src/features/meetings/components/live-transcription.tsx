import { Button, Stack } from '@mantine/core';
import { IconBadgeCc } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type {
  TranscriptionChoice,
  TranscriptionEngineInfo,
  TranscriptionStatus,
} from '@hissa/contracts/meetings/transcription-rules';
import { ApiError } from '../../../lib/api-client';
import {
  meetingTranscript,
  startTranscription,
  stopTranscription,
  transcriptionEngine,
} from '../api/transcription-api';
import type { MeetingSession } from '../hooks/use-meeting-session';
import { useTranscriptionAudio } from '../hooks/use-transcription-audio';
import { transcriptText } from '../room/transcript-view';
import { CaptionsPanel } from './captions-panel';
import { TranscriptionModal } from './transcription-modal';

/**
 * §2/§4 live transcription in the meeting (decision 038): the toggle button (on: stop; off: the
 * options modal; disabled with the reason when no engine runs), the captions, the transcript
 * download, and the microphone sent to the server while it is on. The status of a meeting joined
 * while transcription runs comes from the transcript call, later changes from the room.
 */
export function LiveTranscription({ info, session }: { info: JoinInfo; session: MeetingSession }) {
  const { t } = useTranslation('meetings');
  const [engine, setEngine] = useState<TranscriptionEngineInfo | null>(null);
  const [initial, setInitial] = useState<TranscriptionStatus | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = session.transcription ?? initial;
  const isOn = Boolean(status?.isOn);
  useTranscriptionAudio(info, session.microphone, isOn);

  useEffect(() => {
    void transcriptionEngine().then(setEngine, () => undefined);
    void meetingTranscript(info).then(
      (transcript) => setInitial(transcript.status),
      () => undefined,
    );
  }, [info]);

  const start = async (choice: TranscriptionChoice) => {
    try {
      await startTranscription(info, choice);
      setIsOpen(false);
      setError(null);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    }
  };
  const download = async () => {
    const { segments } = await meetingTranscript(info);
    const url = URL.createObjectURL(new Blob([transcriptText(segments)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `transcript-${info.meeting.meetingId}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const hasEngine = Boolean(engine?.engine);

  return (
    <Stack gap="xs">
      <Button
        variant={isOn ? 'filled' : 'light'}
        aria-pressed={isOn}
        leftSection={<IconBadgeCc size={18} aria-hidden />}
        disabled={!hasEngine}
        title={hasEngine ? undefined : t('transcription.unavailable')}
        onClick={() => (isOn ? void stopTranscription(info).catch(() => undefined) : setIsOpen(true))}
        style={{ alignSelf: 'flex-start' }}
      >
        {isOn ? t('transcription.stop') : t('transcription.open')}
      </Button>
      <CaptionsPanel status={status} captions={session.captions} onDownload={() => void download()} />
      {engine && (
        <TranscriptionModal
          opened={isOpen}
          engine={engine}
          error={error}
          onClose={() => setIsOpen(false)}
          onStart={(choice) => void start(choice)}
        />
      )}
    </Stack>
  );
}
