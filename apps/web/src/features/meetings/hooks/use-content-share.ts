import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CONTENT_SHARE_DEFAULT_FRAME_RATE, type ContentShareSource } from '@hissa/contracts/meetings/meeting-rules';
import type { MeetingRoom } from '../room/meeting-room';
import { mixAudio, type ShareCapture, type ShareOptions, startShareSource } from '../media/share-sources';

/** The content share as the page shows and drives it (§4 content share states). */
export type ContentShare = {
  source: ContentShareSource;
  /** The local file of the 'file' source. */
  file: File | null;
  options: ShareOptions;
  /** The shared picture (local content tile), null when not sharing or audio only. */
  stream: MediaStream | null;
  isSharing: boolean;
  isPaused: boolean;
  /** §5: 'file' chosen without a file. */
  isFileMissing: boolean;
  /** Changing the source while sharing restarts the share (§4). */
  setSource: (source: ContentShareSource) => void;
  setFile: (file: File | null) => void;
  /** Saves the options; restarts the share when volume reduction or the circular cut changed (§4). */
  saveOptions: (options: ShareOptions) => void;
  toggle: () => Promise<void>;
  pause: () => void;
  resume: () => void;
};

/** §3 default content share options. */
export const DEFAULT_SHARE_OPTIONS: ShareOptions = {
  frameRate: CONTENT_SHARE_DEFAULT_FRAME_RATE,
  reduceVolume: false,
  circularCut: false,
};

/**
 * §4 content share over the room (decision 039): start needs a selected source; the picture
 * goes on the room's screen sender, the sound is mixed with `microphone` (the mesh sends one
 * audio track per attendee); pause and resume stop and restart sending without ending the
 * share; the browser's own "stop sharing" ends it. `onSharing` hears when sharing starts and stops.
 */
export function useContentShare(
  roomRef: RefObject<MeetingRoom | null>,
  microphone: MediaStreamTrack | null,
  onSharing: (isSharing: boolean) => void,
): ContentShare {
  const [source, setSourceState] = useState<ContentShareSource>('screen');
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<ShareOptions>(DEFAULT_SHARE_OPTIONS);
  const [capture, setCapture] = useState<ShareCapture | null>(null);
  const [isPaused, setIsPaused] = useState(false);
  const [isFileMissing, setIsFileMissing] = useState(false);
  const captureRef = useRef<ShareCapture | null>(null);

  const stop = useCallback(async () => {
    captureRef.current?.stop();
    captureRef.current = null;
    setCapture(null);
    setIsPaused(false);
    await roomRef.current?.setScreen(null);
    onSharing(false);
  }, [roomRef, onSharing]);

  const start = useCallback(
    async (nextSource: ContentShareSource, nextOptions: ShareOptions) => {
      if (nextSource === 'file' && !file) {
        // §5: 'No content share file selected'
        console.warn('No content share file selected');
        setIsFileMissing(true);
        return;
      }
      setIsFileMissing(false);
      captureRef.current?.stop();
      try {
        const started = await startShareSource(nextSource, nextOptions, file);
        captureRef.current = started;
        started.video?.addEventListener('ended', () => {
          if (captureRef.current === started) void stop();
        });
        setCapture(started);
        setIsPaused(false);
        await roomRef.current?.setScreen(started.video);
        onSharing(true);
      } catch {
        // the attendee closed the browser's picker, or the file cannot play
        await stop();
      }
    },
    [file, roomRef, onSharing, stop],
  );

  // The share's sound goes out mixed with the microphone while it lasts.
  const shareAudio = capture?.audio ?? null;
  useEffect(() => {
    if (!shareAudio) return;
    const room = roomRef.current;
    const mix = mixAudio(microphone, shareAudio);
    void room?.setMicrophone(mix.audio);
    return () => {
      mix.stop();
      void room?.setMicrophone(microphone);
    };
  }, [shareAudio, microphone, roomRef]);

  useEffect(() => () => captureRef.current?.stop(), []);
  const shareVideo = capture?.video ?? null;
  const stream = useMemo(() => (shareVideo ? new MediaStream([shareVideo]) : null), [shareVideo]);

  const setPaused = (paused: boolean) => {
    const current = captureRef.current;
    if (!current) return;
    for (const track of [current.video, current.audio]) if (track) track.enabled = !paused;
    setIsPaused(paused);
  };

  return {
    source,
    file,
    options,
    stream,
    isSharing: capture !== null,
    isPaused,
    isFileMissing,
    setSource: (next) => {
      setSourceState(next);
      setIsFileMissing(false);
      if (captureRef.current) void start(next, options);
    },
    setFile: (next) => {
      setFile(next);
      setIsFileMissing(false);
    },
    saveOptions: (next) => {
      const mustRestart = next.reduceVolume !== options.reduceVolume || next.circularCut !== options.circularCut;
      setOptions(next);
      if (captureRef.current && mustRestart) void start(source, next);
      else if (captureRef.current?.video && next.frameRate !== options.frameRate)
        void captureRef.current.video.applyConstraints({ frameRate: next.frameRate }).catch(() => undefined);
    },
    toggle: () => (captureRef.current ? stop() : start(source, options)),
    pause: () => setPaused(true),
    resume: () => setPaused(false),
  };
}
