/*
 * AudioWorklet (decision 038): the microphone downsampled to 16 kHz mono signed 16-bit PCM for
 * live transcription, posted to the page in chunks of 100 ms (an ArrayBuffer each). Served from
 * our origin as its own file (strict CSP: no inline or blob: scripts).
 */

declare const sampleRate: number;
declare function registerProcessor(name: string, processor: unknown): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

const TARGET_RATE = 16_000;
const CHUNK_SAMPLES = 1600;

class Pcm16kProcessor extends AudioWorkletProcessor {
  private readonly step = sampleRate / TARGET_RATE;
  private position = 0;
  private chunk = new Int16Array(CHUNK_SAMPLES);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const input = inputs[0]?.[0];
    if (!input) return true;
    // average the input samples that fall into each 16 kHz sample (a simple low-pass and decimation)
    while (this.position < input.length) {
      const start = Math.floor(this.position);
      const end = Math.min(input.length, Math.max(start + 1, Math.floor(this.position + this.step)));
      let sum = 0;
      for (let index = start; index < end; index += 1) sum += input[index] ?? 0;
      const value = Math.max(-1, Math.min(1, sum / (end - start)));
      this.chunk[this.filled] = Math.round(value * 32767);
      this.filled += 1;
      if (this.filled === CHUNK_SAMPLES) {
        this.port.postMessage(this.chunk.buffer, [this.chunk.buffer]);
        this.chunk = new Int16Array(CHUNK_SAMPLES);
        this.filled = 0;
      }
      this.position += this.step;
    }
    this.position -= input.length;
    return true;
  }
}

registerProcessor('pcm-16k', Pcm16kProcessor);
