import { useEffect, useState } from 'react';
import { SPEAKER_DETECTOR_INTERVAL_MS } from '@hissa/contracts/meetings/meeting-rules';

/**
 * The level (0-1) of an audio track, read every SPEAKER_DETECTOR_INTERVAL_MS ms through a
 * WebAudio AnalyserNode (the microphone's level meter, and whether we are speaking). 0 without a track.
 */
export function useAudioLevel(track: MediaStreamTrack | null): number {
  // The level is kept with the track it was read from, so another track (or none) reads 0 at once.
  const [reading, setReading] = useState<{ track: MediaStreamTrack | null; level: number }>({ track: null, level: 0 });
  useEffect(() => {
    if (!track) return;
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
      setReading({ track, level: Math.min(1, Math.sqrt(sum / samples.length) * 4) });
    }, SPEAKER_DETECTOR_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [track]);
  return reading.track === track ? reading.level : 0;
}
