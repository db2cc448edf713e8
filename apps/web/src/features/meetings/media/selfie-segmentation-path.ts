import selfieSegmentationPackage from '@mediapipe/selfie_segmentation/package.json';

/**
 * Where the web build serves @mediapipe/selfie_segmentation's script, wasm and model files
 * (decision 039): our own origin, under the build's immutable assets, one folder per version.
 */
export const SELFIE_SEGMENTATION_PATH = `/assets/selfie-segmentation-${selfieSegmentationPackage.version}/`;
