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
 * Opens the meeting's signalling WebSocket (same origin, ws: or wss: as the page) for the
 * attendee of `info`. Each valid server frame goes to `onFrame`; when the socket closes,
 * `onClose` hears the last 'error' frame's message, or "WebSocket <code>".
 */
export function openSignalSocket(
  info: JoinInfo,
  onFrame: (frame: ServerFrame) => void,
  onClose: (message: string) => void,
): WebSocket {
  const path = endpointUrl(MeetingSignalEndpoint, undefined, {
    meetingId: info.meeting.meetingId,
    attendeeId: info.attendee.attendeeId,
    token: info.attendee.token,
  });
  const socket = new WebSocket(sameOriginSocketUrl(path));
  let lastError = '';
  socket.addEventListener('message', (event) => {
    const parsed = ServerFrameSchema.safeParse(JSON.parse(String(event.data)));
    if (!parsed.success) return;
    if (parsed.data.type === 'error') lastError = parsed.data.message;
    onFrame(parsed.data);
  });
  socket.addEventListener('close', (event) => onClose(lastError || `WebSocket ${event.code}`));
  return socket;
}

/** Sends a frame on the signalling socket when it is open (dropped otherwise: the room resyncs on welcome). */
export function sendFrame(socket: WebSocket | null, frame: ClientFrame): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}
