import { execFile } from 'node:child_process';
import type { TranscriptionEngineInfo, TranscriptionStreamParams } from '@hissa/contracts/meetings/transcription-rules';
import type { TranscriptionEngineChoice } from '../../../config.ts';
import { FakeTranscriptionEngine } from './fake-engine.ts';
import { POCKETSPHINX_COMMAND, PocketsphinxEngine } from './pocketsphinx-engine.ts';

/** A caption an engine heard on one attendee's audio: times in ms since that attendee's first audio. */
export type EngineSegment = { attendeeId: string; text: string; startMs: number; endMs: number; isPartial: boolean };

/** What start_transcription asked for (already checked against §5 and the engine's abilities). */
export type EngineOptions = { language: string | undefined; params: TranscriptionStreamParams };

/** One meeting's running transcription on this instance. */
export interface TranscriptionSession {
  /** Audio of one attendee: 16 kHz mono signed 16-bit PCM, in order. */
  push(attendeeId: string, pcm: Int16Array): void;
  /** Ends the attendee's audio (its socket closed): what is buffered is still transcribed. */
  endAttendee(attendeeId: string): void;
  /** Ends every attendee's audio; resolves when the last segment was emitted. */
  stop(): Promise<void>;
}

/**
 * A live transcription engine (decision 038): started per meeting, fed each attendee's 16 kHz
 * mono PCM, it emits segments (attendee, text, start/end ms, partial or final). `info` says what
 * it can honour; the options modal shows the rest disabled.
 *
 * Built: PocketsphinxEngine (offline, English, basic accuracy) and FakeTranscriptionEngine
 * (tests). A cloud engine is an adapter of the same shape, not built: `start` opens one
 * streaming session per attendee at the provider (e.g. Amazon Transcribe streaming with the
 * §3 parameters as they are: language or identifyLanguage with languageOptions and
 * preferredLanguage, contentIdentificationType / contentRedactionType with piiEntityTypes,
 * languageModelName, partial-results stability; the medical engine for PHI), `push` writes the
 * PCM to it, each provider result becomes a segment (partial while `IsPartial`), `stop` closes
 * the streams; its `info` then allows the options that provider offers.
 */
export interface TranscriptionEngine {
  readonly info: TranscriptionEngineInfo;
  start(meetingId: string, options: EngineOptions, onSegment: (segment: EngineSegment) => void): TranscriptionSession;
}

/** What no engine can do: start_transcription answers 501. */
export const NO_ENGINE: TranscriptionEngineInfo = {
  engine: null,
  quality: null,
  languages: [],
  medical: false,
  identifyLanguage: false,
  contentIdentification: false,
  redaction: false,
  customLanguageModel: false,
  partialResults: false,
};

/** True when `command` can be run (it answers anything at all). */
function isInstalled(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, ['-h'], { timeout: 5000 }, (error) =>
      resolve(!(error && 'code' in error && error.code === 'ENOENT')),
    );
  });
}

/** The engine MEETING_TRANSCRIPTION chooses: 'auto' is pocketsphinx when installed, else none. */
export async function chooseTranscriptionEngine(
  choice: TranscriptionEngineChoice = 'auto',
): Promise<TranscriptionEngine | null> {
  if (choice === 'fake') return new FakeTranscriptionEngine();
  if (choice === 'none') return null;
  if (choice === 'pocketsphinx' || (await isInstalled(POCKETSPHINX_COMMAND))) return new PocketsphinxEngine();
  return null;
}
