import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TRANSCRIPTION_SAMPLE_RATE } from '@hissa/contracts/meetings/transcription-rules';
import type { EngineSegment, TranscriptionEngine, TranscriptionSession } from './transcription-engine.ts';

/** Debian's pocketsphinx (apt-get install pocketsphinx pocketsphinx-en-us), US English model by default. */
export const POCKETSPHINX_COMMAND = 'pocketsphinx_continuous';
/** Mean absolute sample above which a 16-bit chunk counts as speech. */
const SPEECH_LEVEL = 500;
/** Silence (ms) that ends an utterance, and the longest utterance (ms) before it is cut. */
const PAUSE_MS = 600;
const MAX_UTTERANCE_MS = 8000;
/** A word line of `-time yes`: word, start s, end s, confidence. */
const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (-?\d+(\.\d+)?)$/;

/** Longest one recognition may take (ms) before it is given up. */
const RECOGNITION_TIMEOUT_MS = 30_000;

const run = promisify(execFile);
const msOfSamples = (samples: number) => Math.round((samples * 1000) / TRANSCRIPTION_SAMPLE_RATE);

/** Words and their times (s) as pocketsphinx printed them for one utterance; fillers and silence left out. */
export function parsePocketsphinxOutput(output: string): { text: string; startS: number; endS: number } | null {
  const words = output
    .split('\n')
    .map((line) => WORD_LINE.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      word: (match[1] ?? '').replace(/\(\d+\)$/, ''),
      start: Number(match[2]),
      end: Number(match[3]),
    }))
    .filter(({ word }) => !/^(<s>|<\/s>|<sil>|\[NOISE\]|\+\+.*\+\+)$/.test(word));
  const [first] = words;
  const last = words.at(-1);
  if (!first || !last) return null;
  return { text: words.map(({ word }) => word).join(' '), startS: first.start, endS: last.end };
}

/**
 * Transcribes one utterance (16 kHz mono PCM) with pocketsphinx_continuous; null when nothing was
 * recognised. The audio goes through a temporary file: the program cannot read a Node pipe (a socket).
 */
export async function recogniseUtterance(pcm: Buffer): Promise<ReturnType<typeof parsePocketsphinxOutput>> {
  const file = path.join(os.tmpdir(), `hissa-utterance-${randomUUID()}.raw`);
  await fs.writeFile(file, pcm);
  try {
    const { stdout } = await run(POCKETSPHINX_COMMAND, ['-infile', file, '-time', 'yes', '-logfn', '/dev/null'], {
      timeout: RECOGNITION_TIMEOUT_MS,
    });
    return parsePocketsphinxOutput(stdout);
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** One attendee's audio: the utterance being gathered and where it starts in the attendee's audio. */
type Channel = {
  chunks: Int16Array[];
  samples: number;
  heard: number;
  startAt: number;
  silentMs: number;
  hasSpeech: boolean;
  queue: Promise<void>;
};

/**
 * The offline English engine (decision 038): Debian's pocketsphinx with its US English model,
 * basic accuracy (labelled 'offline-basic' in the meeting). pocketsphinx_continuous cannot read a
 * growing stream, so each attendee's audio is cut into utterances at pauses (PAUSE_MS of audio
 * under SPEECH_LEVEL, or MAX_UTTERANCE_MS), and each utterance is recognised by its own run,
 * one after another per attendee, in a child process off the API's event loop. Final segments
 * only (no partial results).
 */
export class PocketsphinxEngine implements TranscriptionEngine {
  readonly info = {
    engine: 'pocketsphinx' as const,
    quality: 'offline-basic' as const,
    languages: ['en-US' as const],
    medical: false,
    identifyLanguage: false,
    contentIdentification: false,
    redaction: false,
    customLanguageModel: false,
    partialResults: false,
  };

  start(_meetingId: string, _options: unknown, onSegment: (segment: EngineSegment) => void): TranscriptionSession {
    const channels = new Map<string, Channel>();
    const flush = (attendeeId: string, channel: Channel) => {
      const { chunks, startAt, hasSpeech } = channel;
      Object.assign(channel, { chunks: [], samples: 0, startAt: channel.heard, silentMs: 0, hasSpeech: false });
      if (!hasSpeech) return;
      const pcm = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
      channel.queue = channel.queue.then(async () => {
        const heard = await recogniseUtterance(pcm).catch(() => null);
        if (!heard) return;
        const offsetMs = msOfSamples(startAt);
        onSegment({
          attendeeId,
          text: heard.text,
          startMs: offsetMs + Math.round(heard.startS * 1000),
          endMs: offsetMs + Math.round(heard.endS * 1000),
          isPartial: false,
        });
      });
    };
    return {
      push: (attendeeId, pcm) => {
        const channel = channels.get(attendeeId) ?? {
          chunks: [],
          samples: 0,
          heard: 0,
          startAt: 0,
          silentMs: 0,
          hasSpeech: false,
          queue: Promise.resolve(),
        };
        channels.set(attendeeId, channel);
        channel.chunks.push(pcm);
        channel.samples += pcm.length;
        channel.heard += pcm.length;
        const level = pcm.reduce((sum, sample) => sum + Math.abs(sample), 0) / Math.max(pcm.length, 1);
        if (level >= SPEECH_LEVEL) {
          channel.hasSpeech = true;
          channel.silentMs = 0;
        } else {
          channel.silentMs += msOfSamples(pcm.length);
        }
        const isPause = channel.hasSpeech && channel.silentMs >= PAUSE_MS;
        if (isPause || msOfSamples(channel.samples) >= MAX_UTTERANCE_MS) flush(attendeeId, channel);
      },
      endAttendee: (attendeeId) => {
        const channel = channels.get(attendeeId);
        if (channel) flush(attendeeId, channel);
      },
      stop: async () => {
        for (const [attendeeId, channel] of channels) flush(attendeeId, channel);
        await Promise.all([...channels.values()].map((channel) => channel.queue));
        channels.clear();
      },
    };
  }
}
