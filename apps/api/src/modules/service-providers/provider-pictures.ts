import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp, { type OutputInfo } from 'sharp';
import {
  PROVIDER_PICTURE_MAX_BYTES,
  PROVIDER_PICTURE_MAX_SIDE,
  PROVIDER_PROFILE_KEYS,
  PROVIDER_THUMBNAIL_SIDE,
} from '@hissa/contracts/services-marketplace/provider-content';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { AppError } from '../../plugins/errors.ts';
import type { FileStore, StoredBlob } from '../files/file-store.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';

/** A picture re-encoded and its thumbnail, both in the FileStore (no stored_files rows yet). */
export type ProcessedPicture = {
  picture: StoredBlob & { contentType: string; originalName: string };
  thumbnail: StoredBlob & { contentType: string; originalName: string };
  width: number;
  height: number;
};

/**
 * Re-encodes an uploaded png or jpeg (already checked by content) with sharp: turned upright by
 * its EXIF orientation, metadata dropped, the longest side at most PROVIDER_PICTURE_MAX_SIDE
 * pixels, kept in its format (png stays png for logos with transparency; jpeg at quality 85);
 * and a PROVIDER_THUMBNAIL_SIDE square thumbnail (cover crop, jpeg on white, or png for png).
 * Both go to `fileStore`; the uploaded original is removed. Errors: 400 providerProfile.pictureType
 * (field body.picture) when the bytes do not decode as an image.
 */
export async function processPicture(fileStore: FileStore, upload: ReceivedFile): Promise<ProcessedPicture> {
  const original = await buffer(await fileStore.get(upload.fileId));
  const isPng = upload.contentType === 'image/png';
  let full: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    const base = sharp(original, { failOn: 'error' }).rotate();
    const resized = base.clone().resize({
      width: PROVIDER_PICTURE_MAX_SIDE,
      height: PROVIDER_PICTURE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    full = await (isPng ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 85, mozjpeg: true })).toBuffer(
      {
        resolveWithObject: true,
      },
    );
    const square = base
      .clone()
      .resize({ width: PROVIDER_THUMBNAIL_SIDE, height: PROVIDER_THUMBNAIL_SIDE, fit: 'cover' });
    thumb = await (
      isPng ? square.png({ compressionLevel: 9 }) : square.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw new AppError(400, ERROR_KEYS.validation, {}, [
      { field: 'body.picture', key: PROVIDER_PROFILE_KEYS.pictureType },
    ]);
  }
  const extension = isPng ? 'png' : 'jpg';
  const maxBytes = PROVIDER_PICTURE_MAX_BYTES * 4;
  const picture = await fileStore.put(Readable.from([full.data]), { maxBytes });
  const thumbnail = await fileStore.put(Readable.from([thumb]), { maxBytes });
  await fileStore.delete(upload.fileId);
  return {
    picture: { ...picture, contentType: upload.contentType, originalName: `picture.${extension}` },
    thumbnail: { ...thumbnail, contentType: upload.contentType, originalName: `thumbnail.${extension}` },
    width: full.info.width,
    height: full.info.height,
  };
}
