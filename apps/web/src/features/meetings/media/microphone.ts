import { AUDIO_PROFILE_SETTINGS, AUDIO_SAMPLE_RATE, type AudioProfile } from '@hissa/contracts/meetings/device-options';

/**
 * The getUserMedia audio constraints of the microphone `deviceId` (the browser's default when
 * null) under an audio profile (decision 049): its channel count, 48 kHz, the browser's echo
 * cancellation and gain control for speech only, and noise suppression when voice focus is on.
 */
export function microphoneConstraints(
  deviceId: string | null,
  profile: AudioProfile,
  voiceFocus: boolean,
): MediaTrackConstraints {
  const settings = AUDIO_PROFILE_SETTINGS[profile];
  return {
    ...(deviceId && { deviceId: { exact: deviceId } }),
    channelCount: { ideal: settings.channelCount },
    sampleRate: { ideal: AUDIO_SAMPLE_RATE },
    echoCancellation: settings.speechProcessing,
    autoGainControl: settings.speechProcessing,
    noiseSuppression: voiceFocus,
  };
}

/**
 * The web audio option (decision 052): the microphone's `track` through an AudioContext graph
 * (source to destination), so the page sends the graph's output track; `stop` closes the graph
 * and the device's track. Muting is the returned track's `enabled`, as without the graph.
 */
export function throughWebAudio(track: MediaStreamTrack): { track: MediaStreamTrack; stop: () => void } {
  const context = new AudioContext({ sampleRate: AUDIO_SAMPLE_RATE });
  const destination = context.createMediaStreamDestination();
  context.createMediaStreamSource(new MediaStream([track])).connect(destination);
  const [output] = destination.stream.getAudioTracks();
  const stop = () => {
    output?.stop();
    track.stop();
    void context.close();
  };
  return { track: output ?? track, stop };
}
