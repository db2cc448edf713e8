import { TRANSCRIPTION_SAMPLE_RATE } from '@hissa/contracts/meetings/transcription-rules';
import type { EngineSegment, TranscriptionEngine, TranscriptionSession } from './transcription-engine.ts';

/** Samples in one fake caption (one second of audio). */
const SAMPLES_PER_CAPTION = TRANSCRIPTION_SAMPLE_RATE;

/**
 * A deterministic engine for tests (MEETING_TRANSCRIPTION=fake): for each attendee, half a
 * second of audio gives a partial "Caption n" and each full second the final one, whatever was
 * said. It shows that audio arrives and captions flow without a speech model.
 */
export class FakeTranscriptionEngine implements TranscriptionEngine {
  readonly info = {
    engine: 'fake' as const,
    quality: 'test' as const,
    languages: ['en-US' as const],
    medical: false,
    identifyLanguage: false,
    contentIdentification: false,
    redaction: false,
    customLanguageModel: false,
    partialResults: true,
  };

  start(_meetingId: string, _options: unknown, onSegment: (segment: EngineSegment) => void): TranscriptionSession {
    const heard = new Map<string, number>();
    const msOf = (samples: number) => Math.round((samples * 1000) / TRANSCRIPTION_SAMPLE_RATE);
    return {
      push: (attendeeId, pcm) => {
        const before = heard.get(attendeeId) ?? 0;
        const after = before + pcm.length;
        heard.set(attendeeId, after);
        const caption = Math.floor(before / SAMPLES_PER_CAPTION) + 1;
        const start = (caption - 1) * SAMPLES_PER_CAPTION;
        const half = start + SAMPLES_PER_CAPTION / 2;
        if (before < half && after >= half)
          onSegment({
            attendeeId,
            text: `Caption ${caption}`,
            startMs: msOf(start),
            endMs: msOf(half),
            isPartial: true,
          });
        if (after >= start + SAMPLES_PER_CAPTION)
          onSegment({
            attendeeId,
            text: `Caption ${caption}`,
            startMs: msOf(start),
            endMs: msOf(start + SAMPLES_PER_CAPTION),
            isPartial: false,
          });
      },
      endAttendee: (attendeeId) => heard.delete(attendeeId),
      stop: async () => heard.clear(),
    };
  }
}
