import type { FastifyBaseLogger } from 'fastify';
import { TranscriptionStreamParamsSchema } from '@hissa/contracts/meetings/transcription-rules';
import type { WebSocket } from 'ws';
import type { Db } from '../../../db/client.ts';
import type { AttendeeRow } from '../meeting-records.ts';
import type { MeetingRooms } from '../meeting-rooms.ts';
import type { TranscriptionEngine, TranscriptionSession } from './transcription-engine.ts';
import { saveSegment, type TranscriptionRow } from './transcription-records.ts';

/** One meeting's transcription on this instance: the engine session and the audio sockets feeding it. */
type Running = {
  row: TranscriptionRow;
  session: TranscriptionSession;
  sockets: Set<WebSocket>;
  /** Per attendee: its name and when (ms since the transcription started) its audio began. */
  speakers: Map<string, { name: string; offsetMs: number }>;
};

/**
 * The transcriptions running on this API instance (decision 038): an engine session per meeting
 * that has audio sockets here, fed by them. Each segment the engine hears becomes a caption for
 * every attendee (through the rooms) and, when final, a saved row. The session stops when the
 * last audio socket of the meeting closes or transcription is stopped.
 */
export class TranscriptionHub {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly db: Db,
    private readonly rooms: MeetingRooms,
    private readonly engine: TranscriptionEngine,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Attaches an attendee's audio socket to its meeting's session; `push` takes PCM frames, `close` detaches. */
  open(
    row: TranscriptionRow,
    attendee: AttendeeRow,
    socket: WebSocket,
  ): { push: (pcm: Buffer) => void; close: () => void } {
    const running = this.sessionOf(row);
    running.sockets.add(socket);
    running.speakers.set(attendee.id, { name: attendee.name, offsetMs: Date.now() - row.startedAt.getTime() });
    return {
      push: (pcm) => {
        const samples = new Int16Array(pcm.length / 2);
        for (let index = 0; index < samples.length; index += 1) samples[index] = pcm.readInt16LE(index * 2);
        running.session.push(attendee.id, samples);
      },
      close: () => {
        running.session.endAttendee(attendee.id);
        running.sockets.delete(socket);
        if (running.sockets.size === 0 && this.running.get(row.meetingId) === running) void this.finish(row.meetingId);
      },
    };
  }

  /** Transcription was stopped: this instance's audio sockets of the meeting close and its session ends. */
  async stopMeeting(meetingId: string): Promise<void> {
    const running = this.running.get(meetingId);
    if (!running) return;
    for (const socket of running.sockets) socket.close(1000);
    await this.finish(meetingId);
  }

  /** The server is closing. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((meetingId) => this.stopMeeting(meetingId)));
  }

  private sessionOf(row: TranscriptionRow): Running {
    const current = this.running.get(row.meetingId);
    if (current?.row.id === row.id) return current;
    const speakers = new Map<string, { name: string; offsetMs: number }>();
    const session = this.engine.start(
      row.meetingId,
      { language: row.language ?? undefined, params: TranscriptionStreamParamsSchema.parse(row.params) },
      (heard) => {
        const speaker = speakers.get(heard.attendeeId);
        if (!speaker) return;
        const segment = {
          ...heard,
          name: speaker.name,
          startMs: speaker.offsetMs + heard.startMs,
          endMs: speaker.offsetMs + heard.endMs,
        };
        this.rooms.broadcast(row.meetingId, { type: 'caption', segment });
        if (!segment.isPartial)
          saveSegment(this.db, row, segment).catch((error: unknown) =>
            this.log.error({ err: error }, 'transcript segment not saved'),
          );
      },
    );
    const running: Running = { row, session, sockets: new Set(), speakers };
    this.running.set(row.meetingId, running);
    return running;
  }

  private async finish(meetingId: string): Promise<void> {
    const running = this.running.get(meetingId);
    if (!running) return;
    this.running.delete(meetingId);
    await running.session.stop();
  }
}
