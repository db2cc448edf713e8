import { useRef, useState } from 'react';

/** WebM types tried in order (Chromium and Firefox record VP8/VP9 with Opus). */
const WEBM_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];

/**
 * §4 self recording: MediaRecorder over our own camera (or screen) and microphone; stopping
 * saves a WebM file (meeting-{date}.webm) through a temporary object URL.
 */
export function useSelfRecording() {
  const recorderRef = useRef<MediaRecorder | null>(null);
  const [isRecording, setIsRecording] = useState(false);

  const start = (tracks: MediaStreamTrack[]) => {
    if (!tracks.length) return false;
    const mimeType = WEBM_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
    const recorder = new MediaRecorder(new MediaStream(tracks), mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      const url = URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `meeting-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.webm`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
    recorder.start(1000);
    recorderRef.current = recorder;
    setIsRecording(true);
    return true;
  };

  const stop = () => {
    recorderRef.current?.stop();
    recorderRef.current = null;
    setIsRecording(false);
  };

  return { isRecording, start, stop };
}
