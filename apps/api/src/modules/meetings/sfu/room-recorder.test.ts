import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaStreamTrack } from 'werift';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomRecorder } from './room-recorder.ts';

/* werift's MediaRecorder, replaced: it writes a few bytes where it is told to, and its stop()
   fails as werift's does when a camera's timestamps go back (a negative cue time). */
vi.mock('werift/nonstandard', () => ({
  MediaRecorder: class {
    constructor(options: { path: string }) {
      writeFileSync(options.path, Buffer.alloc(4096, 1));
    }
    stop(): Promise<void> {
      return Promise.reject(new Error('EBML.typedArrayUtils.getNumberByteLength: negative number not implemented'));
    }
  },
}));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hissa-recorder-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('RoomRecorder', () => {
  it('ends a recording with the bytes on disk when the recorder cannot write its index', async () => {
    const ended: { peerId: string; file: string; bytes: number }[] = [];
    const recorder = new RoomRecorder(dir, 'room-1', {
      started: () => {},
      ended: (peerId, file, bytes) => ended.push({ peerId, file, bytes }),
      needKeyframe: () => {},
    });
    const track = {} as MediaStreamTrack;
    recorder.add('sara', 'audio', track);
    recorder.add('sara', 'camera', track);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await recorder.stopAll();
    consoleError.mockRestore();
    expect(ended).toEqual([{ peerId: 'sara', file: expect.stringMatching(/^room-1-sara-\d+\.webm$/), bytes: 4096 }]);
  });
});
