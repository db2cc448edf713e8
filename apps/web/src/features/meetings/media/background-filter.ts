import type { Results, SelfieSegmentation } from '@mediapipe/selfie_segmentation';
import { SEGMENTER_LOAD_TIMEOUT_MS } from '@hissa/contracts/meetings/meeting-rules';
import dunesUrl from './backgrounds/dunes.svg';
import officeUrl from './backgrounds/office.svg';
import seaUrl from './backgrounds/sea.svg';
import { SELFIE_SEGMENTATION_PATH } from './selfie-segmentation-path';

/** The bundled replacement backgrounds (500 × 500 gradient images, §9). */
export const BACKGROUND_IMAGES = { dunes: dunesUrl, sea: seaUrl, office: officeUrl } as const;
export type BackgroundImage = keyof typeof BACKGROUND_IMAGES;

/** §2 video filter: none, background blur, or one of the bundled replacement backgrounds. */
export type VideoFilter = 'none' | 'blur' | BackgroundImage;
export const VIDEO_FILTERS: readonly VideoFilter[] = ['none', 'blur', 'dunes', 'sea', 'office'];

/** CSS blur radius of the blurred background, in pixels of the camera frame. */
const BLUR_RADIUS_PX = 12;

/** The segmenter's class, once its script (served from our own origin) has run. */
let segmenterClass: Promise<typeof SelfieSegmentation> | null = null;

/**
 * Loads @mediapipe/selfie_segmentation's script from SELFIE_SEGMENTATION_PATH (decision 039:
 * the package sets a global rather than exporting a module, and loads its wasm and model from
 * beside itself). Rejects after §9's library load time-out.
 */
function loadSegmenterClass(): Promise<typeof SelfieSegmentation> {
  segmenterClass ??= new Promise<typeof SelfieSegmentation>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(
      () => reject(new Error('selfie segmentation load time-out')),
      SEGMENTER_LOAD_TIMEOUT_MS,
    );
    script.src = `${SELFIE_SEGMENTATION_PATH}selfie_segmentation.js`;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const loaded = (window as unknown as { SelfieSegmentation?: typeof SelfieSegmentation }).SelfieSegmentation;
      if (loaded) resolve(loaded);
      else reject(new Error('selfie segmentation did not load'));
    });
    script.addEventListener('error', () => reject(new Error('selfie segmentation did not load')));
    document.head.append(script);
  }).catch((error: unknown) => {
    segmenterClass = null;
    throw error;
  });
  return segmenterClass;
}

/** An image element that has finished loading `url`. */
async function loadedImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/** Draws `image` over the whole canvas, cropped to cover it (like object-fit: cover). */
function drawCover(context: CanvasRenderingContext2D, image: HTMLImageElement): void {
  const { width, height } = context.canvas;
  const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
  const drawnWidth = image.naturalWidth * scale;
  const drawnHeight = image.naturalHeight * scale;
  context.drawImage(image, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
}

/** A camera track with its background processed: `track` is sent instead of the camera's; stop() ends both. */
export type FilteredTrack = { track: MediaStreamTrack; stop: () => void };

/**
 * Background blur or replacement (§2 video filter; decision 039): every frame of `source` goes
 * through the selfie segmenter; the person is kept and the rest is blurred or replaced by the
 * bundled image, on a canvas whose captured stream (at `frameRate`) is the returned track.
 * Rejects when the segmenter cannot load (the caller then sends the camera unfiltered).
 */
export async function filterBackground(
  source: MediaStreamTrack,
  filter: Exclude<VideoFilter, 'none'>,
  frameRate: number,
): Promise<FilteredTrack> {
  const Segmenter = await loadSegmenterClass();
  const background = filter === 'blur' ? null : await loadedImage(BACKGROUND_IMAGES[filter]);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([source]);
  await video.play();
  const settings = source.getSettings();
  const canvas = document.createElement('canvas');
  canvas.width = settings.width ?? video.videoWidth;
  canvas.height = settings.height ?? video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const segmenter = new Segmenter({ locateFile: (file) => `${SELFIE_SEGMENTATION_PATH}${file}` });
  segmenter.setOptions({ modelSelection: 1 });
  segmenter.onResults((results: Results) => {
    context.save();
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(results.segmentationMask, 0, 0, canvas.width, canvas.height);
    context.globalCompositeOperation = 'source-in';
    context.drawImage(results.image, 0, 0, canvas.width, canvas.height);
    context.globalCompositeOperation = 'destination-over';
    if (background) drawCover(context, background);
    else {
      context.filter = `blur(${BLUR_RADIUS_PX}px)`;
      context.drawImage(results.image, 0, 0, canvas.width, canvas.height);
    }
    context.restore();
  });
  await segmenter.initialize();
  const output = canvas.captureStream(frameRate).getVideoTracks()[0];
  if (!output) throw new Error('no canvas track');

  let isStopped = false;
  let timer = 0;
  const frameMs = 1000 / frameRate;
  const step = async () => {
    const startedAt = performance.now();
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) await segmenter.send({ image: video });
    if (!isStopped)
      timer = window.setTimeout(() => void step(), Math.max(0, frameMs - (performance.now() - startedAt)));
  };
  void step();

  const stop = () => {
    if (isStopped) return;
    isStopped = true;
    window.clearTimeout(timer);
    output.stop();
    source.stop();
    video.srcObject = null;
    void segmenter.close();
  };
  source.addEventListener('ended', stop);
  return { track: output, stop };
}
