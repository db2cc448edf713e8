import type { FastifyBaseLogger } from 'fastify';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import type { MeetingMedia } from '@hissa/contracts/meetings/meeting-media';
import type { LiveKitConfig } from '../../config.ts';

/** How long a LiveKit token admits its attendee into the room (LiveKit reads it at connection; 6 h). */
export const LIVEKIT_TOKEN_TTL = '6h';

/** The attendee a media token is for. */
export type MediaAttendee = { id: string; name: string; status: string };

/**
 * The LiveKit media path (MEETING_MEDIA=livekit, decision 038): the server signs each attendee's access token (room = the
 * meeting id, identity = the attendee id, name = its display name): an admitted attendee may
 * publish and subscribe, a waiting one gets a token that joins nothing. Ending a meeting and
 * removing an attendee are told to the LiveKit server too (best effort, logged on failure: the
 * signalling already sends the browsers away).
 */
export class LiveKitTokenService {
  private readonly rooms: RoomServiceClient;

  constructor(
    private readonly livekit: LiveKitConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.rooms = new RoomServiceClient(toHttpUrl(livekit.url), livekit.apiKey, livekit.apiSecret);
  }

  /** The media field of the attendee's join info (and of the media-token call): the LiveKit url and its token. */
  async mediaFor(meetingId: string, attendee: MediaAttendee): Promise<MeetingMedia> {
    const token = new AccessToken(this.livekit.apiKey, this.livekit.apiSecret, {
      identity: attendee.id,
      name: attendee.name,
      ttl: LIVEKIT_TOKEN_TTL,
    });
    const isAdmitted = attendee.status === 'admitted';
    token.addGrant({
      room: meetingId,
      roomJoin: isAdmitted,
      canPublish: isAdmitted,
      canSubscribe: isAdmitted,
      canPublishData: false,
    });
    return { kind: 'livekit', url: this.livekit.url, token: await token.toJwt() };
  }

  /** The meeting ended: the LiveKit room is closed for everyone in it. */
  roomEnded(meetingId: string): void {
    this.rooms.deleteRoom(meetingId).catch((error: unknown) => this.warn(error));
  }

  /** The host removed an attendee (or it left): it is taken out of the LiveKit room. */
  attendeeGone(meetingId: string, attendeeId: string): void {
    this.rooms.removeParticipant(meetingId, attendeeId).catch((error: unknown) => this.warn(error));
  }

  private warn(error: unknown): void {
    this.log.warn({ err: error }, 'LiveKit server did not take the change (its clients are sent away by signalling)');
  }
}

/** LiveKit's server API is on the same host as its websocket: ws(s):// becomes http(s)://. */
function toHttpUrl(url: string): string {
  return url.replace(/^ws/, 'http');
}
