import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { PrimaryMediaServerSignal, PrimaryMediaSignal } from '@hissa/contracts/meetings/meeting-media';
import type { ChatMessage, Presence, RosterEntry } from '@hissa/contracts/meetings/signal-messages';
import type { TranscriptionStatus, TranscriptSegment } from '@hissa/contracts/meetings/transcription-rules';
import type { DeviceChoice } from '../components/device-selection';
import { openCamera } from '../media/camera';
import { microphoneConstraints, throughWebAudio } from '../media/microphone';
import { deleteAttendee, logMeetingEvent } from '../api/meetings-api';
import { createMeetingRoom } from '../room/create-meeting-room';
import { MeetingLogger } from '../room/meeting-logger';
import type { MeetingRoom, RemoteMedia, RoomClosure } from '../room/meeting-room';
import { acceptChatMessage } from '../room/meeting-view-rules';
import { withCaption } from '../room/transcript-view';
import { useAudioLevel } from './use-audio-level';
import { type ContentShare, useContentShare } from './use-content-share';
import type { StatsSource } from './use-webrtc-stats';

/** Level above which the microphone counts as speaking (0-1). */
const SPEAKING_LEVEL = 0.08;

/** The meeting's state as the page shows it. */
export type MeetingSession = {
  phase: 'connecting' | 'waiting' | 'in-meeting';
  self: RosterEntry | null;
  roster: RosterEntry[];
  remote: ReadonlyMap<string, RemoteMedia>;
  chat: ChatMessage[];
  camera: MediaStream | null;
  screen: MediaStream | null;
  microphone: MediaStreamTrack | null;
  presence: Presence;
  /** §8 'Message is throttled. Please resend' shown. */
  isThrottled: boolean;
  /** The host muted us (a notice). */
  isMutedByHost: boolean;
  /** Live transcription (decision 038): on or off, and the captions heard (a partial one per speaker at most). */
  transcription: TranscriptionStatus | null;
  captions: TranscriptSegment[];
  toggleMute: () => void;
  toggleCamera: () => Promise<void>;
  toggleScreen: () => Promise<void>;
  /** The content share: its source, options, pause and resume (decision 039). */
  share: ContentShare;
  /** The room's WebRTC statistics, for video stats and signal strength (decision 039). */
  stats: StatsSource;
  toggleHand: () => void;
  sendChat: (text: string) => void;
  /** The attendees whose camera tiles the page shows now (on the SFU only those cameras arrive). */
  showVideoOf: (attendeeIds: readonly string[]) => void;
  /** Whether a camera left out of showVideoOf stops arriving (the downlink policy can pause it). */
  canStopVideo: () => boolean;
  /** A replica's attendee: the channel to its primary meeting's media (decision 052). */
  primaryChannel: PrimaryMediaChannel;
  /**
   * Leaves: reports the leave event (event reporting on), then deletes our attendee
   * (deleteAttendee) or, with delete-attendee-to-leave off, only disconnects (decision 052).
   */
  leave: () => Promise<void>;
};

/** Signals about a replica's view of its primary meeting, over the room's socket (decision 052). */
export type PrimaryMediaChannel = {
  /** False where the room cannot carry them (LiveKit). */
  isAvailable: () => boolean;
  send: (signal: PrimaryMediaSignal) => void;
  /** Hears the primary's SFU (one listener at a time; null stops). */
  listen: (listener: ((signal: PrimaryMediaServerSignal, names: Record<string, string>) => void) | null) => void;
};

/**
 * One attendee's meeting over a MeetingRoom (decision 032): local microphone, camera and
 * screen, presence (muted, camera, share, hand, speaking from the microphone's level), roster,
 * remote media and chat (§5 stale and lifetime rules). §4 defaults: microphone on, camera off;
 * view-only sends nothing; `startMuted` starts with the microphone muted (a replica's attendee
 * just promoted, §4). `onClosed` hears how the meeting ended for us. The room is the mesh
 * or the SFU after the join info (createMeetingRoom; decision 037). The device screen's media
 * options (decision 049): the microphone opens with the audio profile's constraints and voice
 * focus, the camera at 720p under simulcast (§9), the room sends with the codec and profile, and
 * the session logs at the chosen level through the §7 logs call. Decision 052: the microphone
 * goes through Web Audio when asked, the join, leave and failure are reported (log_meeting_event)
 * unless event reporting is off, and leaving deletes the attendee unless that option is off.
 */
export function useMeetingSession(
  info: JoinInfo,
  devices: DeviceChoice,
  onClosed: (closure: RoomClosure) => void,
  options: { startMuted?: boolean } = {},
): MeetingSession {
  const roomRef = useRef<MeetingRoom | null>(null);
  const [phase, setPhase] = useState<MeetingSession['phase']>('connecting');
  const [roster, setRoster] = useState<RosterEntry[]>([]);
  const [self, setSelf] = useState<RosterEntry | null>(null);
  const [remote, setRemote] = useState<ReadonlyMap<string, RemoteMedia>>(new Map());
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [microphone, setMicrophone] = useState<MediaStreamTrack | null>(null);
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const [presence, setPresence] = useState<Presence>({
    muted: devices.viewOnly || options.startMuted === true,
    videoOn: false,
    sharing: false,
    handRaised: false,
    speaking: false,
  });
  const [isThrottled, setIsThrottled] = useState(false);
  const [isMutedByHost, setIsMutedByHost] = useState(false);
  const [transcription, setTranscription] = useState<TranscriptionStatus | null>(null);
  const [captions, setCaptions] = useState<TranscriptSegment[]>([]);
  const primaryListenerRef = useRef<Parameters<PrimaryMediaChannel['listen']>[0]>(null);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);
  // The live track, enabled or disabled in place as the microphone is muted and unmuted.
  const microphoneRef = useRef<MediaStreamTrack | null>(null);
  const { media } = devices;
  const logger = useMemo(() => new MeetingLogger(info, media.logLevel), [info, media.logLevel]);
  useEffect(() => () => logger.flush(), [logger]);
  // §9: simulcast forces 720p
  const quality = media.simulcast ? '720p' : devices.quality;

  // §7 log_meeting_event of the join, leave and failure, when event reporting is on (decision 052)
  const report = useCallback(
    (name: string, attributes: Record<string, string | number> = {}) => {
      if (media.eventReporting) logMeetingEvent(info, name, attributes);
    },
    [info, media.eventReporting],
  );

  useEffect(() => {
    logger.info(`joining over ${info.media.kind}`);
    let rosterSize = -1;
    const room = createMeetingRoom(
      info,
      {
        onRoster: (entries, me) => {
          const admitted = entries.filter((entry) => entry.status === 'admitted').length;
          if (admitted !== rosterSize) logger.info(`roster: ${admitted} admitted`);
          if (rosterSize === -1) report('meetingStartSucceeded', { mediaPath: info.media.kind });
          rosterSize = admitted;
          setRoster(entries);
          setSelf(me);
          setPhase('in-meeting');
        },
        onWaiting: () => setPhase('waiting'),
        onRemoteMedia: (attendeeId, remoteMedia) => {
          logger.debug(`remote media of ${attendeeId}: ${remoteMedia ? 'changed' : 'gone'}`);
          setRemote((current) => {
            const next = new Map(current);
            if (remoteMedia) next.set(attendeeId, remoteMedia);
            else next.delete(attendeeId);
            return next;
          });
        },
        onChat: (message) => setChat((current) => acceptChatMessage(current, message, Date.now())),
        onChatThrottled: () => {
          logger.warn('Message is throttled. Please resend');
          setIsThrottled(true);
        },
        onMutedByHost: () => {
          setIsMutedByHost(true);
          setPresence((current) => ({ ...current, muted: true }));
        },
        onClosed: (closure) => {
          if (closure.reason === 'failed') {
            logger.error(`connection failed: ${closure.message}`);
            report('meetingFailed', { message: closure.message });
          } else {
            logger.info(`closed: ${closure.reason}`);
            if (closure.reason !== 'left') report(closure.reason === 'ended' ? 'meetingEnded' : 'meetingRemoved');
          }
          onClosedRef.current(closure);
        },
        onTranscription: setTranscription,
        onCaption: (segment) => setCaptions((current) => withCaption(current, segment)),
        onPrimaryMedia: (signal, names) => primaryListenerRef.current?.(signal, names),
      },
      { media, logger },
    );
    roomRef.current = room;
    room.connect();
    return () => {
      room.close();
      roomRef.current = null;
    };
  }, [info, media, logger, report]);

  // the microphone: opened once unless view-only; muting disables the track
  useEffect(() => {
    if (devices.viewOnly) return;
    let track: MediaStreamTrack | undefined;
    let stop = () => track?.stop();
    void navigator.mediaDevices
      .getUserMedia({ audio: microphoneConstraints(devices.microphoneId, media.audioProfile, media.voiceFocus) })
      .then((stream) => {
        track = stream.getAudioTracks()[0];
        if (!track) return;
        if (media.webAudio) ({ track, stop } = throughWebAudio(track));
        microphoneRef.current = track;
        setMicrophone(track);
        void roomRef.current?.setMicrophone(track);
      })
      .catch((error: unknown) => {
        logger.error(`microphone: ${String(error)}`);
        setPresence((current) => ({ ...current, muted: true }));
      });
    return () => stop();
  }, [devices.viewOnly, devices.microphoneId, media.audioProfile, media.voiceFocus, media.webAudio, logger]);

  useEffect(() => {
    if (microphoneRef.current) microphoneRef.current.enabled = !presence.muted;
  }, [microphone, presence.muted]);

  const level = useAudioLevel(presence.muted ? null : microphone);
  const isSpeaking = level > SPEAKING_LEVEL;
  // What the others see of me: the toggled state, speaking read from the microphone's level.
  const shownPresence = useMemo(
    () => (presence.speaking === isSpeaking ? presence : { ...presence, speaking: isSpeaking }),
    [presence, isSpeaking],
  );

  useEffect(() => {
    if (phase === 'in-meeting') roomRef.current?.setPresence(shownPresence);
  }, [shownPresence, phase]);

  // Closes the open camera (and its background filter).
  const stopCameraRef = useRef<(() => void) | null>(null);

  const toggleCamera = useCallback(async () => {
    if (devices.viewOnly) return;
    if (camera) {
      stopCameraRef.current?.();
      stopCameraRef.current = null;
      setCamera(null);
      await roomRef.current?.setCamera(null, quality);
      setPresence((current) => ({ ...current, videoOn: false }));
      return;
    }
    try {
      const capture = await openCamera(devices.cameraId, quality, devices.filter);
      stopCameraRef.current = capture.stop;
      setCamera(capture.stream);
      await roomRef.current?.setCamera(capture.stream.getVideoTracks()[0] ?? null, quality);
      setPresence((current) => ({ ...current, videoOn: true }));
    } catch (error) {
      // §4: on failure the camera reverts to off
      logger.error(`camera: ${String(error)}`);
      setPresence((current) => ({ ...current, videoOn: false }));
    }
  }, [camera, devices, quality, logger]);

  const onSharing = useCallback(
    (isSharing: boolean) => setPresence((current) => ({ ...current, sharing: isSharing })),
    [],
  );
  const share = useContentShare(roomRef, microphone, onSharing);
  const stats = useMemo<StatsSource>(
    () => ({
      trackStats: async (track) => (await roomRef.current?.trackStats?.(track)) ?? null,
      linkStats: async (attendeeId) => (await roomRef.current?.linkStats?.(attendeeId)) ?? null,
    }),
    [],
  );

  useEffect(() => () => stopCameraRef.current?.(), []);

  const showVideoOf = useCallback((attendeeIds: readonly string[]) => roomRef.current?.showVideoOf(attendeeIds), []);
  const canStopVideo = useCallback(() => roomRef.current?.canStopVideo() ?? false, []);
  const primaryChannel = useMemo<PrimaryMediaChannel>(
    () => ({
      isAvailable: () => info.media.kind !== 'livekit',
      send: (signal) => roomRef.current?.sendPrimaryMedia?.(signal),
      listen: (listener) => {
        primaryListenerRef.current = listener;
      },
    }),
    [info],
  );

  return {
    phase,
    self,
    roster,
    remote,
    chat,
    camera,
    screen: share.stream,
    microphone,
    presence: shownPresence,
    isThrottled,
    isMutedByHost,
    transcription,
    captions,
    toggleMute: () => {
      if (devices.viewOnly || !microphone) return;
      setIsMutedByHost(false);
      setPresence((current) => ({ ...current, muted: !current.muted }));
    },
    toggleCamera,
    toggleScreen: share.toggle,
    share,
    stats,
    toggleHand: () => setPresence((current) => ({ ...current, handRaised: !current.handRaised })),
    sendChat: (text) => {
      setIsThrottled(false);
      roomRef.current?.sendChat(text);
    },
    showVideoOf,
    canStopVideo,
    primaryChannel,
    leave: async () => {
      report('meetingLeft');
      if (media.deleteAttendeeToLeave)
        await deleteAttendee(
          { meetingId: info.meeting.meetingId, token: info.attendee.token },
          info.attendee.attendeeId,
        );
      else roomRef.current?.close({ keepAttendee: true });
    },
  };
}
