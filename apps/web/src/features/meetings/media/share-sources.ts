import {
  CIRCULAR_CUT_RADIUS,
  type ContentShareSource,
  TEST_STREAM_FRAME_RATE,
  TEST_STREAM_HEIGHT,
  TEST_STREAM_WIDTH,
  TEST_TONE_LEFT_HZ,
  TEST_TONE_RIGHT_HZ,
  VOLUME_REDUCTION_GAIN,
} from '@hissa/contracts/meetings/meeting-rules';
import speechUrl from './speech.wav';

/** §3 content share options: frame rate (fps), reduce audio volume, circular crop. */
export type ShareOptions = { frameRate: number; reduceVolume: boolean; circularCut: boolean };

/** A started content share: its video (for the local tile and the screen sender) and audio, and how to end it. */
export type ShareCapture = {
  video: MediaStreamTrack | null;
  audio: MediaStreamTrack | null;
  stop: () => void;
};

/** §9 echo of the stereo speech source's right channel: delay (s) and gain. */
const ECHO_DELAY_S = 0.05;
const ECHO_GAIN = 0.8;

/** Runs `draw` on `canvas` every 1/frameRate s; returns the canvas's captured track and how to stop drawing. */
function canvasTrack(canvas: HTMLCanvasElement, frameRate: number, draw: () => void): ShareCapture {
  const track = canvas.captureStream(frameRate).getVideoTracks()[0] ?? null;
  draw();
  const timer = window.setInterval(draw, 1000 / frameRate);
  return {
    video: track,
    audio: null,
    stop: () => {
      window.clearInterval(timer);
      track?.stop();
    },
  };
}

/** §9 test video: a 480 × 270 canvas at 5 fps with moving colour bars and the time. */
function testVideo(): ShareCapture {
  const canvas = document.createElement('canvas');
  canvas.width = TEST_STREAM_WIDTH;
  canvas.height = TEST_STREAM_HEIGHT;
  const context = canvas.getContext('2d');
  const colours = ['#c92a2a', '#e67700', '#2b8a3e', '#1864ab', '#5f3dc4', '#0b7285'];
  let frame = 0;
  return canvasTrack(canvas, TEST_STREAM_FRAME_RATE, () => {
    if (!context) return;
    const barWidth = canvas.width / colours.length;
    colours.forEach((colour, index) => {
      context.fillStyle = colour;
      context.fillRect(((index + frame) % colours.length) * barWidth, 0, barWidth, canvas.height);
    });
    context.fillStyle = 'rgba(0, 0, 0, 0.6)';
    context.fillRect(0, canvas.height - 48, canvas.width, 48);
    context.fillStyle = '#fff';
    context.font = '24px sans-serif';
    context.fillText(new Date().toISOString().slice(11, 19), 16, canvas.height - 16);
    frame += 1;
  });
}

/** An audio context whose output is a track (not the speakers); `build` connects the sources to `destination`. */
function audioTrack(build: (context: AudioContext, destination: AudioNode) => void): ShareCapture {
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  build(context, destination);
  const track = destination.stream.getAudioTracks()[0] ?? null;
  return {
    video: null,
    audio: track,
    stop: () => {
      track?.stop();
      void context.close();
    },
  };
}

/** §9 stereo test tone: 500 Hz on the left, 1000 Hz on the right. */
function stereoTone(): ShareCapture {
  return audioTrack((context, destination) => {
    const merger = context.createChannelMerger(2);
    [TEST_TONE_LEFT_HZ, TEST_TONE_RIGHT_HZ].forEach((hz, channel) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = hz;
      oscillator.connect(merger, 0, channel);
      oscillator.start();
    });
    merger.connect(destination);
  });
}

/** The bundled test speech, looped: mono, or stereo with the right channel an echo of the left (§9 delay and gain). */
async function speech(isStereo: boolean): Promise<ShareCapture> {
  const bytes = await (await fetch(speechUrl)).arrayBuffer();
  return audioTrack((context, destination) => {
    const source = context.createBufferSource();
    source.loop = true;
    void context.decodeAudioData(bytes).then((buffer) => {
      source.buffer = buffer;
      source.start();
    });
    if (!isStereo) return void source.connect(destination);
    const merger = context.createChannelMerger(2);
    const delay = context.createDelay();
    delay.delayTime.value = ECHO_DELAY_S;
    const gain = context.createGain();
    gain.gain.value = ECHO_GAIN;
    source.connect(merger, 0, 0);
    source.connect(delay).connect(gain).connect(merger, 0, 1);
    merger.connect(destination);
  });
}

/** A local video file played (looped) into a stream: its picture and its sound (not played on our speakers). */
async function localFile(file: File): Promise<ShareCapture> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.src = url;
  video.loop = true;
  video.playsInline = true;
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  context.createMediaElementSource(video).connect(destination);
  await video.play();
  const picture = (video as HTMLVideoElement & { captureStream: () => MediaStream }).captureStream();
  return {
    video: picture.getVideoTracks()[0] ?? null,
    audio: destination.stream.getAudioTracks()[0] ?? null,
    stop: () => {
      video.pause();
      picture.getTracks().forEach((track) => track.stop());
      void context.close();
      URL.revokeObjectURL(url);
    },
  };
}

/** The screen, a window or a tab the attendee picks in the browser's own dialog, at `frameRate`. */
async function screen(frameRate: number): Promise<ShareCapture> {
  const stream = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate }, audio: false });
  return {
    video: stream.getVideoTracks()[0] ?? null,
    audio: null,
    stop: () => stream.getTracks().forEach((track) => track.stop()),
  };
}

/** §4 circular cut: the picture inside a circle of radius 150 px at its centre, black around it. */
function circularCut(track: MediaStreamTrack, frameRate: number): ShareCapture {
  const video = document.createElement('video');
  video.muted = true;
  video.srcObject = new MediaStream([track]);
  void video.play();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  const cut = canvasTrack(canvas, frameRate, () => {
    if (!context || !video.videoWidth) return;
    if (canvas.width !== video.videoWidth) canvas.width = video.videoWidth;
    if (canvas.height !== video.videoHeight) canvas.height = video.videoHeight;
    context.fillStyle = '#000';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.save();
    context.beginPath();
    context.arc(canvas.width / 2, canvas.height / 2, CIRCULAR_CUT_RADIUS, 0, 2 * Math.PI);
    context.clip();
    context.drawImage(video, 0, 0);
    context.restore();
  });
  return { ...cut, stop: () => (cut.stop(), (video.srcObject = null)) };
}

/** §4 volume reduction: the audio at gain 0.1 (§9). */
function reducedVolume(track: MediaStreamTrack): ShareCapture {
  return audioTrack((context, destination) => {
    const gain = context.createGain();
    gain.gain.value = VOLUME_REDUCTION_GAIN;
    context
      .createMediaStreamSource(new MediaStream([track]))
      .connect(gain)
      .connect(destination);
  });
}

/**
 * Starts the content share `source` (§4: screen capture, test video, mono or stereo speech,
 * stereo tone, a local `file`) with the §3 options: the frame rate of the screen capture,
 * volume reduction on its audio, the circular cut on its picture. Rejects when the attendee
 * closes the screen picker or the file cannot play; `file` must be given for 'file'.
 */
export async function startShareSource(
  source: ContentShareSource,
  options: ShareOptions,
  file: File | null,
): Promise<ShareCapture> {
  const base =
    source === 'screen'
      ? await screen(options.frameRate)
      : source === 'test-video'
        ? testVideo()
        : source === 'stereo-tone'
          ? stereoTone()
          : source === 'file'
            ? await localFile(file as File)
            : await speech(source === 'stereo-speech');
  const cut = options.circularCut && base.video ? circularCut(base.video, options.frameRate) : null;
  const quieter = options.reduceVolume && base.audio ? reducedVolume(base.audio) : null;
  return {
    video: cut?.video ?? base.video,
    audio: quieter?.audio ?? base.audio,
    stop: () => {
      cut?.stop();
      quieter?.stop();
      base.stop();
    },
  };
}

/** The microphone and the share's audio mixed into one track (the mesh sends one audio track per attendee). */
export function mixAudio(microphone: MediaStreamTrack | null, share: MediaStreamTrack): ShareCapture {
  return audioTrack((context, destination) => {
    for (const track of [microphone, share])
      if (track) context.createMediaStreamSource(new MediaStream([track])).connect(destination);
  });
}
