import { isLogged, type LineLevel, type LogLevel } from '@hissa/contracts/meetings/device-options';
import { MeetingLogsEndpoint } from '@hissa/contracts/meetings-endpoints';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { callEndpoint } from '../../../lib/api-client';

/** One stored line, as the §7 logs call takes it. */
export type LogLine = { sequenceNumber: number; message: string; timestampMs: number; logLevel: LineLevel };

/** Lines sent in one logs call at most (the call's limit), and how often lines are sent (ms). */
const LINES_PER_CALL = 100;
const FLUSH_INTERVAL_MS = 5000;

/** §7: the logs call is not sent from a page served on localhost port 4200. */
function mayUpload(): boolean {
  return !(window.location.hostname === 'localhost' && window.location.port === '4200');
}

/**
 * The meeting page's client logger (§2 log level; decision 049). Lines at or above the chosen
 * level go to the browser console and, every FLUSH_INTERVAL_MS, to the §7 logs call, stored with
 * the meeting (kind 'log'); lines below it, and every line at 'off', are dropped. A failed upload
 * is dropped too: logging never disturbs the meeting.
 */
export class MeetingLogger {
  private readonly pending: LogLine[] = [];
  private sequenceNumber = 0;
  private timer: number | null = null;

  constructor(
    private readonly joinInfo: JoinInfo,
    readonly level: LogLevel,
    /** Where lines are sent (the logs call; tests give their own). */
    private readonly upload: (lines: LogLine[]) => Promise<unknown> = (lines) => uploadLines(joinInfo, lines),
  ) {}

  debug(message: string): void {
    this.log('debug', message);
  }

  info(message: string): void {
    this.log('info', message);
  }

  warn(message: string): void {
    this.log('warn', message);
  }

  error(message: string): void {
    this.log('error', message);
  }

  /** Sends the lines not yet sent. */
  flush(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
    while (this.pending.length) void this.upload(this.pending.splice(0, LINES_PER_CALL)).catch(() => undefined);
  }

  private log(level: LineLevel, message: string): void {
    if (!isLogged(level, this.level)) return;
    console[level](`[meeting ${this.joinInfo.meeting.meetingId}] ${message}`);
    if (!mayUpload()) return;
    this.pending.push({ sequenceNumber: this.sequenceNumber++, message, timestampMs: Date.now(), logLevel: level });
    this.timer ??= window.setTimeout(() => this.flush(), FLUSH_INTERVAL_MS);
  }
}

/** The §7 logs call for the attendee of `info`. */
async function uploadLines(info: JoinInfo, lines: LogLine[]): Promise<void> {
  await callEndpoint(MeetingLogsEndpoint, {
    body: {
      appName: 'hissa-web',
      meetingId: info.meeting.meetingId,
      attendeeId: info.attendee.attendeeId,
      logs: lines.map((line) => ({ ...line, message: line.message.slice(0, 4000) })),
    },
  });
}
