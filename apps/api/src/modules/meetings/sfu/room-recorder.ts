import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStreamTrack } from 'werift';
import { MediaRecorder } from 'werift/nonstandard';
import type { MediaSource } from '@hissa/contracts/meetings/meeting-media';

/** Size written into the WebM's video track header (players scale to the frames' real size). */
const RECORDING_SIZE = { width: 1280, height: 720 };

/** One attendee's recording: its file and the recorder once both its audio and camera tracks are known. */
type Recording = {
  file: string;
  tracks: Partial<Record<MediaSource, MediaStreamTrack>>;
  recorder: MediaRecorder | null;
};

/** What the recorder reports: a file started (name inside the directory) and a file finished with its size. */
export type RecorderListener = {
  started: (peerId: string, file: string) => void;
  ended: (peerId: string, file: string, bytes: number) => void;
  /** Asks the publisher for a keyframe, so the file starts with a decodable picture. */
  needKeyframe: (peerId: string) => void;
};

/**
 * The server recording of one SFU room (startCapture / endCapture; decision 037): every
 * publishing attendee's microphone and camera, as forwarded, into one WebM file each
 * (werift's MediaRecorder: Opus and VP8 copied from RTP, no transcoding) inside `dir`.
 * Attendees who start publishing during the capture are recorded from then on.
 */
export class RoomRecorder {
  private readonly recordings = new Map<string, Recording>();

  constructor(
    private readonly dir: string,
    private readonly roomId: string,
    private readonly listener: RecorderListener,
  ) {}

  /** A published track: recording of its attendee starts once its audio and camera are both known. */
  add(peerId: string, source: MediaSource, track: MediaStreamTrack): void {
    if (source === 'screen') return;
    const recording = this.recordings.get(peerId) ?? {
      file: `${this.roomId}-${peerId}-${Date.now()}.webm`,
      tracks: {},
      recorder: null,
    };
    this.recordings.set(peerId, recording);
    recording.tracks[source] = track;
    const { audio, camera } = recording.tracks;
    if (recording.recorder || !audio || !camera) return;
    recording.recorder = new MediaRecorder({
      path: path.join(this.dir, recording.file),
      tracks: [camera, audio],
      ...RECORDING_SIZE,
      disableLipSync: true,
    });
    this.listener.started(peerId, recording.file);
    this.listener.needKeyframe(peerId);
  }

  /**
   * Finishes the attendee's file (it left, or the capture ends) and reports it with its size in
   * bytes, also when the recorder fails to write the file's closing index.
   */
  async stop(peerId: string): Promise<void> {
    const recording = this.recordings.get(peerId);
    if (!recording) return;
    this.recordings.delete(peerId);
    if (!recording.recorder) return;
    try {
      await recording.recorder.stop();
    } catch (error) {
      // werift cannot write the file's index (its cues) when a camera's timestamps went back (a
      // negative cue time). The clusters already on disk play as a stream without an index, as a
      // browser's own MediaRecorder file does, so the recording still ends with them.
      console.error('recording index not written', recording.file, error);
    }
    const bytes = await stat(path.join(this.dir, recording.file)).then(
      (stats) => stats.size,
      () => 0,
    );
    this.listener.ended(peerId, recording.file, bytes);
  }

  /** Finishes every file. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.recordings.keys()].map((peerId) => this.stop(peerId)));
  }
}
