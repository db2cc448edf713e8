import { DEFAULT_TILE_PAGE_SIZE } from '@hissa/contracts/meetings/meeting-rules';

/** §2: the meeting page's query parameters. */
export type MeetingOptions = {
  /** m: prefills the meeting input. */
  prefill: string | null;
  /** region: the media region asked for. */
  region: string | null;
  /** earlyConnect=1 (read; the mesh connects when the meeting starts either way). */
  earlyConnect: boolean;
  /** fatal=1 / 0: show the fatal screen on an unhandled error (off unless 1). */
  abortOnFatal: boolean;
  /** record=true: recorder mode (joins directly, sends nothing). */
  recorder: boolean;
  /** broadcast=true: broadcaster mode (joins directly). */
  broadcaster: boolean;
  /** abort-on-reconnect=true (the mesh never reconnects: a lost connection is the failed-join screen). */
  abortOnReconnect: boolean;
  /** confirm-end=true: confirm before ending for everyone. */
  confirmEnd: boolean;
  /** attendee-presence-timeout-ms (read; presence follows the socket). */
  presenceTimeoutMs: number | null;
  /** max-content-share=true (read; one share per attendee). */
  maxContentShare: boolean;
  tilePageSize: number;
};

/** The options of the page's query string (§2). */
export function meetingOptions(search: URLSearchParams): MeetingOptions {
  const timeout = Number(search.get('attendee-presence-timeout-ms'));
  return {
    prefill: search.get('m'),
    region: search.get('region'),
    earlyConnect: search.get('earlyConnect') === '1',
    abortOnFatal: search.get('fatal') === '1',
    recorder: search.get('record') === 'true',
    broadcaster: search.get('broadcast') === 'true',
    abortOnReconnect: search.get('abort-on-reconnect') === 'true',
    confirmEnd: search.get('confirm-end') === 'true',
    presenceTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : null,
    maxContentShare: search.get('max-content-share') === 'true',
    tilePageSize: DEFAULT_TILE_PAGE_SIZE,
  };
}
