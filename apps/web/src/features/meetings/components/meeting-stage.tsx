import { ActionIcon, Alert, Group, Loader, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type JoinInfo, TILE_PAGE_SIZES } from '@hissa/contracts/meetings/meeting-rules';
import type { PromotionState } from '@hissa/contracts/meetings/replica-rules';
import { type MediaOptions, VIDEO_PRIORITY } from '@hissa/contracts/meetings/device-options';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { admitAttendee, deleteAttendee, endMeeting, muteEveryone } from '../api/meetings-api';
import { useDownlinkPolicy } from '../hooks/use-downlink-policy';
import type { MeetingSession } from '../hooks/use-meeting-session';
import { useSelfRecording } from '../hooks/use-self-recording';
import { useSignalStrengths } from '../hooks/use-webrtc-stats';
import { orderTiles, shownCameraKey, tilePage } from '../room/meeting-view-rules';
import { ChatPanel } from './chat-panel';
import { ContentShareBar } from './content-share-bar';
import { LiveTranscription } from './live-transcription';
import { MeetingControls } from './meeting-controls';
import { RecordingsPanel } from './recordings-panel';
import { RosterPanel } from './roster-panel';
import { TileStats } from './tile-stats';
import { VideoTile } from './video-tile';
import classes from './meeting.module.css';

/**
 * §2 in meeting: the tile grid with left and right pagination (page sizes 2-25), the roster and
 * the chat, the server recordings (decision 048), the controls (with promote to primary in a
 * replica meeting); end for everyone asks §5's confirmation first. Leaving and ending go
 * through the §7 calls; the room then closes (onLeft). Under the priority downlink policy
 * (decision 049) the least important cameras of the page pause under packet loss.
 */
export function MeetingStage({
  info,
  session,
  isViewOnly,
  tilePageSize,
  replica,
  media,
  onLeft,
}: {
  info: JoinInfo;
  session: MeetingSession;
  isViewOnly: boolean;
  tilePageSize: number;
  /** In a replica meeting (decision 048): the promotion's state and the promote button's action. */
  replica?: { state: PromotionState; onToggle: () => void };
  /** The device screen's media options (the downlink policy). */
  media: MediaOptions;
  onLeft: () => void;
}) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const recording = useSelfRecording();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(tilePageSize);
  const [isEnding, setIsEnding] = useState(false);
  const [endError, setEndError] = useState<unknown>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [isStatsOn, setIsStatsOn] = useState(false);
  const actor = { meetingId: info.meeting.meetingId, token: info.attendee.token };
  const selfId = info.attendee.attendeeId;
  const isHost = session.self?.isHost ?? info.attendee.isHost;
  // the server's rule for recordings (decision 037): the host of a hosted meeting, anyone in one without host
  const canReadRecordings = !info.meeting.hasHost || isHost;
  const byId = new Map(session.roster.map((entry) => [entry.attendeeId, entry]));
  const rosterWithSelf = session.self
    ? session.roster.map((entry) => (entry.attendeeId === selfId ? { ...entry, ...session.presence } : entry))
    : session.roster;
  const { tiles, pageCount } = tilePage(orderTiles(rosterWithSelf, selfId), page, pageSize);
  // §9 priority: the speaking attendee high, everyone else medium
  const rankedCameras = tiles.flatMap((tile) =>
    tile.isLocal || tile.isContent
      ? []
      : [
          {
            attendeeId: tile.attendeeId,
            priority: byId.get(tile.attendeeId)?.speaking ? VIDEO_PRIORITY.high : VIDEO_PRIORITY.medium,
          },
        ],
  );
  const paused = useDownlinkPolicy({
    policy: media.downlinkPolicy,
    preset: media.downlinkPreset,
    stats: session.stats,
    canPause: session.canStopVideo,
    tiles: rankedCameras,
    trackOf: (attendeeId) => session.remote.get(attendeeId)?.camera?.getVideoTracks()[0] ?? null,
  });
  // only the cameras of this page's tiles need to arrive (the SFU forwards no others), less those paused
  const shownCameras = shownCameraKey(
    rankedCameras.map((tile) => tile.attendeeId),
    paused,
  );
  const { showVideoOf } = session;
  useEffect(() => showVideoOf(shownCameras ? shownCameras.split(' ') : []), [showVideoOf, shownCameras]);
  const signal = useSignalStrengths(
    session.stats,
    session.roster
      .filter((entry) => entry.status === 'admitted' && entry.attendeeId !== selfId)
      .map((entry) => entry.attendeeId),
  );
  const run = (action: () => Promise<void>) => {
    setActionError(null);
    action().catch((error: unknown) => setActionError(errorMessage(error)));
  };

  const streamOf = (attendeeId: string, isContent: boolean, isLocal: boolean) => {
    if (isLocal) return isContent ? session.screen : session.camera;
    const entry = byId.get(attendeeId);
    const remote = session.remote.get(attendeeId);
    if (isContent) return entry?.sharing ? (remote?.screen ?? null) : null;
    // a paused camera keeps its last frame unless that option is off (decision 052)
    if (!media.keepLastFrame && paused.includes(attendeeId)) return null;
    return entry?.videoOn ? (remote?.camera ?? null) : null;
  };

  const toggleRecording = () => {
    if (recording.isRecording) return recording.stop();
    const video = session.screen?.getVideoTracks()[0] ?? session.camera?.getVideoTracks()[0];
    const tracks = [video, session.microphone].filter((track): track is MediaStreamTrack => Boolean(track));
    if (!recording.start(tracks)) setActionError(t('controls.nothingToRecord'));
  };

  return (
    <div className={classes.stage}>
      <Stack gap="sm" className={classes.main}>
        {session.isMutedByHost && (
          <Alert color="yellow" variant="light" p="xs">
            {t('stage.mutedByHost')}
          </Alert>
        )}
        {actionError && (
          <Alert color="red" variant="light" p="xs" withCloseButton onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        )}
        <div className={classes.grid} data-count={tiles.length} aria-label={t('stage.tiles')} role="region">
          {tiles.map((tile) => {
            const entry = byId.get(tile.attendeeId);
            const presence = tile.isLocal ? { ...entry, ...session.presence } : entry;
            const stream = streamOf(tile.attendeeId, tile.isContent, tile.isLocal);
            return (
              <VideoTile
                key={`${tile.attendeeId}-${tile.isContent ? 'content' : 'camera'}`}
                attendeeId={tile.attendeeId}
                name={entry?.name ?? info.attendee.name}
                stream={stream}
                isLocal={tile.isLocal}
                isContent={tile.isContent}
                isMuted={presence?.muted ?? false}
                isSpeaking={presence?.speaking ?? false}
                isHandRaised={presence?.handRaised ?? false}
                isPaused={!tile.isContent && paused.includes(tile.attendeeId)}
              >
                {isStatsOn && stream && <TileStats room={session.stats} track={stream.getVideoTracks()[0] ?? null} />}
              </VideoTile>
            );
          })}
        </div>
        <Group justify="space-between" gap="xs">
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label={t('stage.previousPage')}
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              <IconChevronLeft size={18} className="flip-rtl" />
            </ActionIcon>
            <Text size="sm" c="dimmed">
              {t('stage.page', {
                page: format.number(Math.min(page, pageCount - 1) + 1),
                count: format.number(pageCount),
              })}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={t('stage.nextPage')}
              disabled={page >= pageCount - 1}
              onClick={() => setPage(page + 1)}
            >
              <IconChevronRight size={18} className="flip-rtl" />
            </ActionIcon>
          </Group>
          <Select
            size="xs"
            w={150}
            aria-label={t('stage.pageSize')}
            data={TILE_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t('stage.perPage', { count: size, number: format.number(size) }),
            }))}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => {
              setPageSize(Number(value));
              setPage(0);
            }}
          />
        </Group>
        <MeetingControls
          state={{
            isMuted: session.presence.muted,
            isCameraOn: session.presence.videoOn,
            isSharing: session.presence.sharing,
            isHandRaised: session.presence.handRaised,
            isRecording: recording.isRecording,
            isStatsOn,
            isViewOnly,
            canEnd: !info.meeting.hasHost || isHost,
            isHost,
            promotion: replica?.state,
          }}
          onPromote={replica?.onToggle}
          onMute={session.toggleMute}
          onCamera={() => void session.toggleCamera()}
          onShare={() => void session.toggleScreen()}
          onHand={session.toggleHand}
          onRecord={toggleRecording}
          onStats={() => setIsStatsOn(!isStatsOn)}
          onMuteAll={() => run(() => muteEveryone(actor))}
          onLeave={() => {
            if (recording.isRecording) recording.stop();
            void session.leave().finally(onLeft);
          }}
          onEnd={() => setIsEnding(true)}
        />
        <ContentShareBar share={session.share} isDisabled={isViewOnly} />
        <LiveTranscription info={info} session={session} />
      </Stack>
      <Paper withBorder radius="md" p="sm" className={classes.side}>
        <Tabs defaultValue="roster">
          <Tabs.List grow>
            <Tabs.Tab value="roster">
              {t('roster.title')} ({format.number(session.roster.filter((entry) => entry.status === 'admitted').length)}
              )
            </Tabs.Tab>
            <Tabs.Tab value="chat">{t('chat.title')}</Tabs.Tab>
            {canReadRecordings && <Tabs.Tab value="recordings">{t('recordings.title')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="roster" pt="sm">
            <RosterPanel
              roster={rosterWithSelf}
              selfId={selfId}
              isHost={isHost}
              signal={signal}
              onAdmit={(attendeeId) => run(() => admitAttendee(actor, attendeeId))}
              onRemove={(attendeeId) => run(() => deleteAttendee(actor, attendeeId))}
            />
          </Tabs.Panel>
          <Tabs.Panel value="chat" pt="sm" keepMounted>
            <ChatPanel
              messages={session.chat}
              selfId={selfId}
              isThrottled={session.isThrottled}
              onSend={session.sendChat}
            />
          </Tabs.Panel>
          {canReadRecordings && (
            <Tabs.Panel value="recordings" pt="sm">
              <RecordingsPanel actor={actor} canCapture={!isViewOnly} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
      <ConfirmDialog
        opened={isEnding}
        title={t('end.title')}
        body={t('end.confirm')}
        confirmLabel={t('end.action')}
        isPending={false}
        error={endError}
        onConfirm={() => {
          setEndError(null);
          endMeeting(actor).catch((error: unknown) => setEndError(error));
        }}
        onClose={() => setIsEnding(false)}
      />
    </div>
  );
}

/** The connecting and waiting-room states before the meeting shows. */
export function MeetingPending({ isWaiting }: { isWaiting: boolean }) {
  const { t } = useTranslation('meetings');
  return (
    <Group gap="sm" justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text>{isWaiting ? t('stage.waitingRoom') : t('stage.connecting')}</Text>
    </Group>
  );
}
