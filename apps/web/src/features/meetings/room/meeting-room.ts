import type { ChatMessage, Presence, RosterEntry } from '@hissa/contracts/meetings/signal-messages';
import type { TranscriptionStatus, TranscriptSegment } from '@hissa/contracts/meetings/transcription-rules';
import type { VideoQuality } from '@hissa/contracts/meetings/meeting-rules';
import type {
  MeetingMedia,
  PrimaryMediaServerSignal,
  PrimaryMediaSignal,
} from '@hissa/contracts/meetings/meeting-media';
import type { MediaOptions } from '@hissa/contracts/meetings/device-options';
import type { MeetingLogger } from './meeting-logger';

/*
 * The room a meeting page talks to (decision 032). The page never touches RTCPeerConnection or
 * the signalling socket: it gives the room its local tracks and hears the roster, the remote
 * media and the chat. MeshRoom (browser-to-browser, up to 4 attendees), SfuRoom (through our
 * SFU, decision 037) and LiveKitRoom (a LiveKit server, decision 038) implement it;
 * createMeetingRoom picks one from the join info's media and switches when the server moves the
 * room, so the page does not change.
 */

/** The media one remote attendee sends: microphone, camera and screen share (each null when off). */
export type RemoteMedia = { audio: MediaStream | null; camera: MediaStream | null; screen: MediaStream | null };

/** Why the room closed: left by us, ended for everyone, removed by the host, or refused / lost. */
export type RoomClosure =
  { reason: 'left' } | { reason: 'ended' } | { reason: 'removed' } | { reason: 'failed'; message: string };

/** How a room sends media (the device screen's options, decision 049) and where it logs. */
export type RoomSettings = { media: MediaOptions; logger: MeetingLogger };

/** How a room closes: `keepAttendee` leaves without ending our attendee server-side (decision 052). */
export type CloseOptions = { keepAttendee?: boolean };

/** What the room tells the page. */
export type RoomEvents = {
  /** Admitted: the first roster is here (and each later one). */
  onRoster: (roster: RosterEntry[], self: RosterEntry) => void;
  /** In a hosted meeting's waiting room. */
  onWaiting: () => void;
  /** An attendee's media changed (null: that attendee is gone). */
  onRemoteMedia: (attendeeId: string, media: RemoteMedia | null) => void;
  onChat: (message: ChatMessage) => void;
  /** §8: our last chat message was throttled and not sent. */
  onChatThrottled: () => void;
  /** The host muted everyone. */
  onMutedByHost: () => void;
  onClosed: (closure: RoomClosure) => void;
  /** The server moved the room to another media path (createMeetingRoom reconnects on it). */
  onMediaChanged?: (media: MeetingMedia) => void;
  /** Live transcription was turned on or off (decision 038). */
  onTranscription?: (status: TranscriptionStatus) => void;
  /** A live caption, partial or final. */
  onCaption?: (segment: TranscriptSegment) => void;
  /**
   * A replica's attendee watching the primary meeting (decision 052): the primary's SFU offers
   * its tracks; `names` are the primary's attendees' names by attendee id.
   */
  onPrimaryMedia?: (signal: PrimaryMediaServerSignal, names: Record<string, string>) => void;
};

export interface MeetingRoom {
  /** Opens the signalling connection and starts the media. */
  connect(): void;
  /** The microphone track sent to everyone (null: send silence). */
  setMicrophone(track: MediaStreamTrack | null): Promise<void>;
  /** The camera track sent to everyone with the §9 preset's frame rate and bitrate (null: no video). */
  setCamera(track: MediaStreamTrack | null, quality: VideoQuality): Promise<void>;
  /** The screen share track (null: not sharing). */
  setScreen(track: MediaStreamTrack | null): Promise<void>;
  /** What the roster shows of us. */
  setPresence(presence: Presence): void;
  /** The attendees whose camera tile the page shows: only those cameras need to arrive (the SFU forwards only them). */
  showVideoOf(attendeeIds: readonly string[]): void;
  /** Whether a camera left out of showVideoOf stops arriving (the SFU: yes; the mesh and LiveKit's own adaptation: no). */
  canStopVideo(): boolean;
  /** Sends a chat message on the 'chat' topic (already trimmed, not empty). */
  sendChat(text: string): void;
  /**
   * A replica's attendee: about its subscribe-only connection to the primary meeting's media
   * (decision 052), over this room's socket; absent on LiveKit (not built there).
   */
  sendPrimaryMedia?(signal: PrimaryMediaSignal): void;
  /**
   * The WebRTC statistics of `track` (a remote track we receive or a local one we send), for
   * the video stats (decision 039); null when no connection carries it.
   */
  trackStats?(track: MediaStreamTrack): Promise<RTCStatsReport | null>;
  /** The statistics of our connection to `attendeeId` and its state, for the roster's signal strength. */
  linkStats?(attendeeId: string): Promise<{ report: RTCStatsReport; isConnected: boolean } | null>;
  /**
   * Closes every connection (after leaving, or when the page goes away). `keepAttendee`: the
   * server keeps our attendee (delete-attendee-to-leave off, decision 052); otherwise it has left.
   */
  close(options?: CloseOptions): void;
}
