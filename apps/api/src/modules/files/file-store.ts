import type { Readable } from 'node:stream';

/** What put wrote: the new id, the byte count and the SHA-256 (hex) of the content. */
export type StoredBlob = { fileId: string; sizeBytes: number; sha256: string };

/**
 * Where uploaded bytes live (architecture.md, files row): the disk under DATA_DIR/uploads now,
 * an S3-compatible bucket later behind the same interface. Ids are random; the user's file
 * name never reaches a path. What a file is (name, type, owner) is in the stored_files table.
 */
export type FileStore = {
  /**
   * Writes `source` under a new random id. Errors: FileTooLargeError (nothing kept) when it
   * holds more than `maxBytes` bytes; the source's own errors.
   */
  put: (source: Readable | Buffer, options: { maxBytes: number }) => Promise<StoredBlob>;
  /**
   * The content of `fileId`, or only bytes `range.start` to `range.end` (both included, 0-based)
   * for an HTTP range request. Errors: FileNotFoundError.
   */
  get: (fileId: string, range?: { start: number; end: number }) => Promise<Readable>;
  /** Removes `fileId`; nothing happens when it does not exist. */
  delete: (fileId: string) => Promise<void>;
};

/** put's answer to a source longer than its byte limit. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/** get's answer to an unknown id. */
export class FileNotFoundError extends Error {
  constructor(readonly fileId: string) {
    super(`no stored file ${fileId}`);
  }
}
