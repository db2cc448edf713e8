import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { ChatMessage, Presence, RosterEntry } from '@hissa/contracts/meetings/signal-messages';
import type { TranscriptionStatus, TranscriptSegment } from '@hissa/contracts/meetings/transcription-rules';
import type { DeviceChoice } from '../components/device-selection';
import { openCamera } from '../media/camera';
import { createMeetingRoom } from '../room/create-meeting-room';
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
};

/**
 * One attendee's meeting over a MeetingRoom (decision 032): local microphone, camera and
 * screen, presence (muted, camera, share, hand, speaking from the microphone's level), roster,
 * remote media and chat (§5 stale and lifetime rules). §4 defaults: microphone on, camera off;
 * view-only sends nothing. `onClosed` hears how the meeting ended for us. The room is the mesh
 * or the SFU after the join info (createMeetingRoom; decision 037).
 */
export function useMeetingSession(
  info: JoinInfo,
  devices: DeviceChoice,
  onClosed: (closure: RoomClosure) => void,
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
    muted: devices.viewOnly,
    videoOn: false,
    sharing: false,
    handRaised: false,
    speaking: false,
  });
  const [isThrottled, setIsThrottled] = useState(false);
  const [isMutedByHost, setIsMutedByHost] = useState(false);
  const [transcription, setTranscription] = useState<TranscriptionStatus | null>(null);
  const [captions, setCaptions] = useState<TranscriptSegment[]>([]);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);
  // The live track, enabled or disabled in place as the microphone is muted and unmuted.
  const microphoneRef = useRef<MediaStreamTrack | null>(null);

  useEffect(() => {
    const room = createMeetingRoom(info, {
      onRoster: (entries, me) => {
        setRoster(entries);
        setSelf(me);
        setPhase('in-meeting');
      },
      onWaiting: () => setPhase('waiting'),
      onRemoteMedia: (attendeeId, media) =>
        setRemote((current) => {
          const next = new Map(current);
          if (media) next.set(attendeeId, media);
          else next.delete(attendeeId);
          return next;
        }),
      onChat: (message) => setChat((current) => acceptChatMessage(current, message, Date.now())),
      onChatThrottled: () => setIsThrottled(true),
      onMutedByHost: () => {
        setIsMutedByHost(true);
        setPresence((current) => ({ ...current, muted: true }));
      },
      onClosed: (closure) => onClosedRef.current(closure),
      onTranscription: setTranscription,
      onCaption: (segment) => setCaptions((current) => withCaption(current, segment)),
    });
    roomRef.current = room;
    room.connect();
    return () => {
      room.close();
      roomRef.current = null;
    };
  }, [info]);

  // the microphone: opened once unless view-only; muting disables the track
  useEffect(() => {
    if (devices.viewOnly) return;
    let track: MediaStreamTrack | undefined;
    void navigator.mediaDevices
      .getUserMedia({ audio: devices.microphoneId ? { deviceId: { exact: devices.microphoneId } } : true })
      .then((stream) => {
        track = stream.getAudioTracks()[0];
        if (!track) return;
        microphoneRef.current = track;
        setMicrophone(track);
        void roomRef.current?.setMicrophone(track);
      })
      .catch(() => setPresence((current) => ({ ...current, muted: true })));
    return () => track?.stop();
  }, [devices.viewOnly, devices.microphoneId]);

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
      await roomRef.current?.setCamera(null, devices.quality);
      setPresence((current) => ({ ...current, videoOn: false }));
      return;
    }
    try {
      const capture = await openCamera(devices.cameraId, devices.quality, devices.filter);
      stopCameraRef.current = capture.stop;
      setCamera(capture.stream);
      await roomRef.current?.setCamera(capture.stream.getVideoTracks()[0] ?? null, devices.quality);
      setPresence((current) => ({ ...current, videoOn: true }));
    } catch {
      // §4: on failure the camera reverts to off
      setPresence((current) => ({ ...current, videoOn: false }));
    }
  }, [camera, devices]);

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
  };
}
