import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  NEWS_COVER_FIELD,
  NEWS_COVER_MAX_BYTES,
  NEWS_COVER_MAX_SIDE,
  NEWS_KEYS,
} from '@hissa/contracts/news/news-articles';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { newsArticles } from '../../db/schema/news.ts';
import { AppError } from '../../plugins/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Re-encodes an uploaded cover (png, jpeg or webp, already checked by content) with sharp: turned
 * upright, metadata dropped, the longest side at most NEWS_COVER_MAX_SIDE pixels, kept in its
 * format. The re-encoded bytes replace the upload in `fileStore`. Errors: 400 news.coverType (field
 * body.cover) when the bytes do not decode as an image.
 */
export async function processCover(fileStore: FileStore, upload: ReceivedFile): Promise<ReceivedFile> {
  const original = await buffer(await fileStore.get(upload.fileId));
  let data: Buffer;
  try {
    const resized = sharp(original, { failOn: 'error' })
      .rotate()
      .resize({ width: NEWS_COVER_MAX_SIDE, height: NEWS_COVER_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      upload.contentType === 'image/png'
        ? resized.png({ compressionLevel: 9 })
        : upload.contentType === 'image/webp'
          ? resized.webp({ quality: 82 })
          : resized.jpeg({ quality: 85, mozjpeg: true });
    data = await encoded.toBuffer();
  } catch {
    throw new AppError(400, ERROR_KEYS.validation, {}, [
      { field: `body.${NEWS_COVER_FIELD}`, key: NEWS_KEYS.coverType },
    ]);
  }
  const blob = await fileStore.put(Readable.from([data]), { maxBytes: NEWS_COVER_MAX_BYTES * 4 });
  await fileStore.delete(upload.fileId);
  return {
    ...upload,
    ...blob,
    originalName: `cover.${EXTENSIONS[upload.contentType] ?? 'img'}`,
  };
}

/**
 * Makes `cover` article `articleId`'s cover in one transaction: records it, points the article at
 * it and forgets the earlier cover's row; returns the earlier file's id (its bytes to delete after
 * the commit), or null. 404 news.notFound.
 */
export async function setArticleCover(db: Db, articleId: number, cover: ReceivedFile): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ coverFileId: newsArticles.coverFileId })
      .from(newsArticles)
      .where(eq(newsArticles.id, articleId))
      .for('update');
    if (!article) throw new AppError(404, NEWS_KEYS.notFound);
    await recordStoredFiles(tx, { ownerType: 'news_article', ownerId: articleId }, [cover]);
    await tx
      .update(newsArticles)
      .set({ coverFileId: cover.fileId, updatedAt: new Date() })
      .where(eq(newsArticles.id, articleId));
    if (article.coverFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, article.coverFileId));
    return article.coverFileId;
  });
}
