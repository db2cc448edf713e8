import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  BROADCASTER_NAME,
  DEFAULT_MEDIA_REGION,
  DEFAULT_TILE_PAGE_SIZE,
  type JoinInfo,
  MEDIA_REGIONS,
  meetingPagePath,
  RECORDER_NAME,
} from '@hissa/contracts/meetings/meeting-rules';
import { DEFAULT_MEDIA_OPTIONS, mediaOptionsFromQuery } from '@hissa/contracts/meetings/device-options';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { joinMeeting, logMeetingEvent, nearestMediaRegion } from '../api/meetings-api';
import { type DeviceChoice, DeviceSelection } from '../components/device-selection';
import { JoinForm, type JoinFormValues } from '../components/join-form';
import { MeetingNotice, NoticeText } from '../components/meeting-notice';
import { ReplicaMeeting } from '../components/replica-meeting';
import { SessionStage } from '../components/session-stage';
import { HALT_DELAY_MS } from '../room/after-meeting';
import type { RoomClosure } from '../room/meeting-room';
import { meetingOptions } from '../room/meeting-options';
import { supportedMediaOptions } from '../room/media-support';
import classes from '../components/meeting.module.css';

/** §2 flows of the meeting page, one at a time. */
type Flow =
  | { name: 'authenticate' }
  | { name: 'need-permission'; info: JoinInfo }
  | { name: 'devices'; info: JoinInfo; devices: MediaDeviceInfo[] }
  | { name: 'meeting'; info: JoinInfo; choice: DeviceChoice }
  | { name: 'failed-meeting'; meetingId: string; message: string; isNotFound: boolean }
  | { name: 'failed-join'; meetingId: string; message: string }
  | { name: 'fatal'; error: Error }
  | { name: 'closed'; reason: 'left' | 'ended' | 'removed'; isHalted: boolean };

const NO_DEVICES: DeviceChoice = {
  microphoneId: null,
  cameraId: null,
  speakerId: null,
  quality: '540p',
  filter: 'none',
  viewOnly: true,
  afterMeeting: 'nothing',
  tilePageSize: DEFAULT_TILE_PAGE_SIZE,
  media: DEFAULT_MEDIA_OPTIONS,
};

/** The attendee's media devices, labelled: asks for the microphone and camera once (§2 permission check). */
async function labelledDevices(): Promise<MediaDeviceInfo[]> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
  stream.getTracks().forEach((track) => track.stop());
  return navigator.mediaDevices.enumerateDevices();
}

/** A random generated name (§3: 'Attendee' and a number below 1000). */
function generatedName(): string {
  return `Attendee ${(crypto.getRandomValues(new Uint16Array(1))[0] ?? 0) % 1000}`;
}

/**
 * The meeting page, /join-meeting/{mid} (meeting spec §2, §4, §8; decision 032): join form
 * (authenticate) -> device selection (devices; need-permission when the browser refuses device
 * labels) -> meeting; failed-meeting when the join call fails, failed-join when the room cannot
 * be entered, fatal on an unhandled error with fatal=1. Recorder and broadcaster modes and
 * quick join skip device selection. After the meeting ends or we leave, the §4 behaviour chosen
 * on the device screen (stay, home, reload, back to the join form, 'Gone' after 2 s). No role check (§6): anyone with the link joins.
 */
export function JoinMeetingPage() {
  const { t } = useTranslation('meetings');
  const { mid = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [options] = useState(() => meetingOptions(search));
  // decision 049: the media options of the query string, the device screen's starting point
  const [media] = useState(() => mediaOptionsFromQuery(search));
  const [flow, setFlow] = useState<Flow>({ name: 'authenticate' });
  const [isJoining, setIsJoining] = useState(false);
  const [region, setRegion] = useState<string>(DEFAULT_MEDIA_REGION);
  useDocumentTitle(t('page.title'));

  useEffect(() => {
    if (options.region) return;
    void nearestMediaRegion()
      .then((nearest) => setRegion(nearest || DEFAULT_MEDIA_REGION))
      .catch(() => undefined);
  }, [options.region]);

  useEffect(() => {
    if (!options.abortOnFatal) return;
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in event ? event.reason : event.error;
      setFlow({ name: 'fatal', error: error instanceof Error ? error : new Error(String(error)) });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, [options.abortOnFatal]);

  const toDevices = async (info: JoinInfo) => {
    if (!navigator.mediaDevices) {
      setFlow({
        name: 'failed-meeting',
        meetingId: info.meeting.meetingId,
        message: t('errors.insecure'),
        isNotFound: false,
      });
      return;
    }
    try {
      setFlow({ name: 'devices', info, devices: await labelledDevices() });
    } catch {
      setFlow({ name: 'need-permission', info });
    }
  };

  const join = async (values: JoinFormValues, quick: boolean) => {
    setIsJoining(true);
    const isSpecial = options.recorder || options.broadcaster;
    const name = options.recorder ? RECORDER_NAME : options.broadcaster ? BROADCASTER_NAME : values.name;
    try {
      const info = await joinMeeting(
        values.title,
        name,
        values.region as (typeof MEDIA_REGIONS)[number],
        values.primaryExternalMeetingId.trim() || undefined,
      );
      if (info.meeting.meetingId !== mid) void navigate(meetingPagePath(info.meeting.meetingId), { replace: true });
      if (media.eventReporting) logMeetingEvent(info, 'meetingJoinRequested', { quickJoin: quick ? 1 : 0 });
      const supported = supportedMediaOptions(media, info.media.kind);
      if (isSpecial) setFlow({ name: 'meeting', info, choice: { ...NO_DEVICES, media: supported } });
      else if (quick) setFlow({ name: 'meeting', info, choice: { ...NO_DEVICES, viewOnly: false, media: supported } });
      else await toDevices(info);
    } catch (error) {
      setFlow({
        name: 'failed-meeting',
        meetingId: values.title,
        message: t('errors.server', { error: errorMessage(error) }),
        isNotFound: error instanceof ApiError && error.isNotFound,
      });
    } finally {
      setIsJoining(false);
    }
  };

  const back = () => setFlow({ name: 'authenticate' });

  // §4: after the meeting ended or we left, the chosen behaviour; removed and failed show their card.
  const afterClosed = (info: JoinInfo, choice: DeviceChoice, closure: RoomClosure) => {
    if (closure.reason === 'failed')
      return setFlow({ name: 'failed-join', meetingId: info.meeting.meetingId, message: closure.message });
    const isHandled = closure.reason === 'left' || closure.reason === 'ended';
    if (isHandled && choice.afterMeeting === 'leave') return void navigate(PATHS.home);
    if (isHandled && choice.afterMeeting === 'reload')
      return window.location.assign(meetingPagePath(info.meeting.meetingId));
    if (isHandled && choice.afterMeeting === 'spa') return back();
    setFlow({ name: 'closed', reason: closure.reason, isHalted: false });
    if (isHandled && choice.afterMeeting === 'halt')
      window.setTimeout(
        () => setFlow((current) => (current.name === 'closed' ? { ...current, isHalted: true } : current)),
        HALT_DELAY_MS,
      );
  };
  return (
    <Container size="xl" py="lg" className={classes.page}>
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {flow.name === 'meeting' ? flow.info.meeting.title : t('page.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('page.subtitle')}
          </Text>
        </Stack>
        {flow.name === 'authenticate' && (
          <Paper withBorder p="lg" radius="md" maw={560}>
            <JoinForm
              initialValues={{
                title: options.prefill ?? (mid === 'new' ? '' : mid),
                name: options.recorder ? RECORDER_NAME : options.broadcaster ? BROADCASTER_NAME : generatedName(),
                region:
                  options.region && (MEDIA_REGIONS as readonly string[]).includes(options.region)
                    ? options.region
                    : region,
                primaryExternalMeetingId: '',
              }}
              key={region}
              isPending={isJoining}
              onJoin={(values, quick) => void join(values, quick)}
            />
          </Paper>
        )}
        {flow.name === 'need-permission' && (
          <MeetingNotice
            title={t('errors.labelsTitle')}
            action={{ label: t('errors.tryAgain'), onClick: () => void toDevices(flow.info) }}
          >
            <NoticeText>{t('errors.labelsText')}</NoticeText>
          </MeetingNotice>
        )}
        {flow.name === 'devices' && (
          <Paper withBorder p="lg" radius="md">
            <DeviceSelection
              devices={flow.devices}
              tilePageSize={options.tilePageSize}
              media={supportedMediaOptions(media, flow.info.media.kind)}
              mediaKind={flow.info.media.kind}
              onJoin={(choice) => setFlow({ name: 'meeting', info: flow.info, choice })}
            />
          </Paper>
        )}
        {flow.name === 'meeting' && (
          <InMeeting
            info={flow.info}
            choice={flow.choice}
            onClosed={(closure) => afterClosed(flow.info, flow.choice, closure)}
          />
        )}
        {flow.name === 'failed-meeting' && (
          <MeetingNotice
            title={flow.isNotFound ? t('errors.unableFindMeeting') : t('errors.failedMeeting')}
            details={`${t('errors.meetingId', { id: flow.meetingId })}\n${flow.message}`}
            action={{ label: t('errors.ok'), onClick: back }}
          >
            <NoticeText>
              {flow.isNotFound ? t('errors.unableMeetingMessage') : t('errors.failedMeetingText')}
            </NoticeText>
          </MeetingNotice>
        )}
        {flow.name === 'failed-join' && (
          <MeetingNotice
            title={t('errors.failedJoin')}
            details={`${t('errors.meetingId', { id: flow.meetingId })}\n${t('errors.error', { message: flow.message })}`}
            action={{ label: t('errors.ok'), onClick: back }}
          >
            <NoticeText>{t('errors.failedJoinText')}</NoticeText>
          </MeetingNotice>
        )}
        {flow.name === 'fatal' && (
          <MeetingNotice title={t('errors.fatal')} details={flow.error.stack ?? flow.error.message}>
            <NoticeText>{t('errors.fatalText')}</NoticeText>
          </MeetingNotice>
        )}
        {flow.name === 'closed' && flow.isHalted && (
          <Title order={2} ta="center" py="xl">
            {t('closed.gone')}
          </Title>
        )}
        {flow.name === 'closed' && !flow.isHalted && (
          <MeetingNotice
            title={t(`closed.${flow.reason}`)}
            action={{ label: t('closed.home'), onClick: () => void navigate(PATHS.home) }}
          >
            <NoticeText>{t('closed.text')}</NoticeText>
          </MeetingNotice>
        )}
      </Stack>
    </Container>
  );
}

/** The meeting flow: connects on mount, leaves on unmount; a replica meeting's attendee can promote itself (decision 048). */
function InMeeting({
  info,
  choice,
  onClosed,
}: {
  info: JoinInfo;
  choice: DeviceChoice;
  onClosed: (closure: RoomClosure) => void;
}) {
  if (info.primaryExternalMeetingId) return <ReplicaMeeting info={info} choice={choice} onClosed={onClosed} />;
  return <SessionStage info={info} choice={choice} onClosed={onClosed} onLeft={() => onClosed({ reason: 'left' })} />;
}
