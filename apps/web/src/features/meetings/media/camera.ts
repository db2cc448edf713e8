import { VIDEO_PRESETS, type VideoQuality } from '@hissa/contracts/meetings/meeting-rules';
import { filterBackground, type VideoFilter } from './background-filter';

/** An open camera: the stream to show and send (filtered when a filter is on), and how to close it. */
export type CameraCapture = {
  stream: MediaStream;
  /** The filter really applied ('none' when the chosen one could not load). */
  filter: VideoFilter;
  stop: () => void;
};

/**
 * Opens the camera `cameraId` (the browser's first when null) at the §9 preset of `quality`
 * and, unless `filter` is 'none', puts it through the background filter (decision 039). When
 * the filter cannot start, the camera is returned unfiltered with filter 'none'. Rejects when
 * the camera cannot be opened (§4: the caller turns the camera off).
 */
export async function openCamera(
  cameraId: string | null,
  quality: VideoQuality,
  filter: VideoFilter,
): Promise<CameraCapture> {
  const preset = VIDEO_PRESETS[quality];
  const camera = await navigator.mediaDevices.getUserMedia({
    video: {
      ...(cameraId && { deviceId: { exact: cameraId } }),
      width: preset.width,
      height: preset.height,
      frameRate: preset.frameRate,
    },
  });
  const track = camera.getVideoTracks()[0];
  const stopCamera = () => camera.getTracks().forEach((each) => each.stop());
  if (filter === 'none' || !track) return { stream: camera, filter: 'none', stop: stopCamera };
  try {
    const filtered = await filterBackground(track, filter, preset.frameRate);
    return { stream: new MediaStream([filtered.track]), filter, stop: filtered.stop };
  } catch {
    return { stream: camera, filter: 'none', stop: stopCamera };
  }
}
