import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { MeetingSignalEndpoint } from '@hissa/contracts/meetings-endpoints';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { type ClientFrame, type ServerFrame, ServerFrameSchema } from '@hissa/contracts/meetings/signal-messages';

/** The same-origin ws(s):// url of an endpoint path. */
export function sameOriginSocketUrl(path: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}

/**
 * The meeting's signalling WebSocket (decision 032) for rooms whose media go elsewhere (the
 * LiveKit room, decision 038): roster, presence, chat, host actions. `onFrame` hears every valid
 * server frame; `onLost` hears a close we did not ask for, with the server's last error message.
 */
export class SignallingSocket {
  private socket: WebSocket | null = null;
  private isClosed = false;

  constructor(
    private readonly info: JoinInfo,
    private readonly onFrame: (frame: ServerFrame) => void,
    private readonly onLost: (message: string) => void,
  ) {}

  open(): void {
    const path = endpointUrl(MeetingSignalEndpoint, undefined, {
      meetingId: this.info.meeting.meetingId,
      attendeeId: this.info.attendee.attendeeId,
      token: this.info.attendee.token,
    });
    const socket = new WebSocket(sameOriginSocketUrl(path));
    this.socket = socket;
    let lastError = '';
    socket.addEventListener('message', (event) => {
      const parsed = ServerFrameSchema.safeParse(JSON.parse(String(event.data)));
      if (!parsed.success) return;
      if (parsed.data.type === 'error') lastError = parsed.data.message;
      this.onFrame(parsed.data);
    });
    socket.addEventListener('close', (event) => {
      if (!this.isClosed) this.onLost(lastError || `WebSocket ${event.code}`);
    });
  }

  send(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  close(): void {
    this.isClosed = true;
    this.socket?.close(1000);
  }
}
