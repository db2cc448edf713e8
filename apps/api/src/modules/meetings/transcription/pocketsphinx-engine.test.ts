import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineSegment } from './transcription-engine.ts';
import { parsePocketsphinxOutput, POCKETSPHINX_COMMAND, PocketsphinxEngine } from './pocketsphinx-engine.ts';

/*
 * The offline English engine (decision 038) on a committed fixture: "hello world" spoken by
 * espeak-ng, 16 kHz mono 16-bit (fixtures/hello-world-16k.wav). pocketsphinx is installed by CI
 * (.ci/run, Debian's pocketsphinx and pocketsphinx-en-us); its accuracy is basic, so the test
 * asserts a word it reliably hears and the segment's times, not the whole sentence.
 */

const isInstalled = (() => {
  try {
    execFileSync('which', [POCKETSPHINX_COMMAND]);
    return true;
  } catch {
    return false;
  }
})();

/** The fixture's PCM samples (after the 44-byte WAV header). */
function fixtureSamples(): Int16Array {
  const wav = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'hello-world-16k.wav'));
  const pcm = wav.subarray(44);
  return new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength));
}

describe('parsePocketsphinxOutput', () => {
  it('reads the words and their times, without silence, sentence marks and alternates', () => {
    const output =
      'the ah world\n<s> 0.000 0.020 0.999500\nthe 0.030 0.140 0.058547\nworld(2) 0.400 0.950 1.000000\n<sil> 0.96 1.0 1\n</s> 0.960 1.460 1.000000\n';
    expect(parsePocketsphinxOutput(output)).toEqual({ text: 'the world', startS: 0.03, endS: 0.95 });
    expect(parsePocketsphinxOutput('\n')).toBeNull();
  });
});

describe.skipIf(!isInstalled)('PocketsphinxEngine', () => {
  it('hears an utterance after its pause and gives one final segment with its times', async () => {
    const segments: EngineSegment[] = [];
    const session = new PocketsphinxEngine().start('meeting', { language: 'en-US', params: {} }, (segment) =>
      segments.push(segment),
    );
    const silence = new Int16Array(16_000);
    const audio = [...silence.subarray(0, 8000), ...fixtureSamples(), ...silence];
    for (let at = 0; at < audio.length; at += 1600) session.push('sara', Int16Array.from(audio.slice(at, at + 1600)));
    await session.stop();
    expect(segments).toHaveLength(1);
    const [segment] = segments;
    expect(segment?.text).toContain('world');
    expect(segment).toMatchObject({ attendeeId: 'sara', isPartial: false });
    // the speech starts after the half second of silence (word boundaries are approximate)
    expect(segment?.startMs).toBeGreaterThanOrEqual(400);
    expect(segment?.endMs).toBeGreaterThan(segment?.startMs ?? 0);
  });
});
