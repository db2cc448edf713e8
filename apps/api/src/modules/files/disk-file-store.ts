import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStore, FileNotFoundError, FileTooLargeError } from './file-store.ts';

/** Where uploaded files are kept: DATA_DIR/uploads (architecture.md, files row). */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** 16 random bytes as hex: the only thing that names a file on disk. */
const FILE_ID = /^[0-9a-f]{32}$/;

/**
 * FileStore on the local disk under `rootDir`, as rootDir/{first 2 id chars}/{id}. A file is
 * written to {id}.part and renamed when complete, so a failed or refused upload leaves nothing.
 */
export function createDiskFileStore(rootDir: string): FileStore {
  function pathOf(fileId: string): string {
    if (!FILE_ID.test(fileId)) throw new FileNotFoundError(fileId);
    return path.join(rootDir, fileId.slice(0, 2), fileId);
  }

  return {
    async put(source, { maxBytes }) {
      const fileId = randomBytes(16).toString('hex');
      const target = pathOf(fileId);
      const partial = `${target}.part`;
      await fs.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length;
          if (sizeBytes > maxBytes) return callback(new FileTooLargeError(maxBytes));
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      // Opened before streaming: a write stream opening lazily could create the file after a
      // refused upload had already been cleaned up.
      const handle = await fs.open(partial, 'wx');
      try {
        await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, measure, handle.createWriteStream());
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { fileId, sizeBytes, sha256: hash.digest('hex') };
    },

    async get(fileId, range) {
      const file = pathOf(fileId);
      try {
        await fs.access(file);
      } catch {
        throw new FileNotFoundError(fileId);
      }
      return createReadStream(file, range);
    },

    async delete(fileId) {
      if (FILE_ID.test(fileId)) await fs.rm(pathOf(fileId), { force: true });
    },
  };
}
