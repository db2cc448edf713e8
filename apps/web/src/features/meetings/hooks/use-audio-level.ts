import { useEffect, useState } from 'react';
import { SPEAKER_DETECTOR_INTERVAL_MS } from '@hissa/contracts/meetings/meeting-rules';

/**
 * The level (0-1) of an audio track, read every SPEAKER_DETECTOR_INTERVAL_MS ms through a
 * WebAudio AnalyserNode (the microphone's level meter, and whether we are speaking). 0 without a track.
 */
export function useAudioLevel(track: MediaStreamTrack | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track) {
      setLevel(0);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // RMS scaled so ordinary speech reaches the upper half of the meter
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    }, SPEAKER_DETECTOR_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [track]);
  return level;
}
