import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { findNulCharacter, nulCharacterError } from '../../plugins/bad-input.ts';
import { AppError } from '../../plugins/errors.ts';
import { downloadFileName } from './download-name.ts';
import { type FileStore, FileTooLargeError } from './file-store.ts';

/**
 * A file of the request, already in the FileStore (its stored_files row is not written yet);
 * `originalName` is the uploaded name made safe, with the extension of its detected type
 * (downloadFileName).
 */
export type ReceivedFile = {
  field: string;
  fileId: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

/** What a file field accepts: content types (as detected) and the message key when it is another. */
export type FileFieldAccept = { contentTypes: readonly string[]; typeErrorKey: string };

type ReceivedMultipart = {
  /** The text parts, in order, as [name, value]. */
  fields: [string, string][];
  files: ReceivedFile[];
  /** Removes every received file from the store (call when a later step fails). */
  discard: () => Promise<void>;
};

/** Bytes file-type needs to recognise every format it knows. */
const SNIFF_BYTES = 4100;

/** Reads up to SNIFF_BYTES bytes of `iterator` and returns them with the rest as one stream. */
async function sniff(iterator: AsyncIterator<Buffer>): Promise<{ head: Buffer; stream: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  let isDone = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (isDone) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, stream: Readable.from(rest()) };
}

/**
 * Reads a multipart request (architecture.md: uploads checked by content, not by name): text
 * parts are collected; each file is sniffed (file-type) and refused unless `accept(field)`
 * allows its real type, then streamed into `store` with a limit of `maxFileBytes` bytes.
 * On any failure the files already stored are removed before the error is thrown.
 * Errors: 415 errors.unsupportedMediaType when the request is not multipart/form-data; 400
 * with a field error for a NUL character in a field's name or value or a file's name
 * (validation.nulCharacter), a file field `accept` does not know (validation.unknownField),
 * one sent twice, or a type not allowed (its typeErrorKey); 413 `tooLargeKey` over
 * maxFileBytes; a form the parser cannot read (no boundary, cut short) is thrown as the
 * parser's error, which the errors plugin answers with 400 errors.malformedMultipart.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  options: {
    store: FileStore;
    maxFileBytes: number;
    tooLargeKey: string;
    accept: (field: string) => FileFieldAccept | undefined;
  },
): Promise<ReceivedMultipart> {
  const { store, maxFileBytes } = options;
  const fields: [string, string][] = [];
  const files: ReceivedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => store.delete(file.fileId)));
  };
  const refuse = (status: number, field: string, key: string) =>
    new AppError(status, status === 413 ? key : ERROR_KEYS.validation, {}, [{ field: `body.${field}`, key }]);
  if (!request.isMultipart()) throw new AppError(415, ERROR_KEYS.unsupportedMediaType);

  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes + 1 } })) {
      const nulAt = findNulCharacter({ [part.fieldname]: part.type === 'field' ? part.value : part.filename }, 'body');
      if (nulAt) {
        if (part.type === 'file') part.file.resume();
        throw nulCharacterError(nulAt);
      }
      if (part.type === 'field') {
        fields.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
        continue;
      }
      const field = part.fieldname;
      const accept = options.accept(field);
      const isRepeated = files.some((file) => file.field === field);
      if (!accept || isRepeated) {
        part.file.resume();
        throw refuse(400, field, accept ? 'validation.invalidValue' : 'validation.unknownField');
      }
      const { head, stream } = await sniff(part.file[Symbol.asyncIterator]());
      const detected = await fileTypeFromBuffer(head);
      if (!detected || !accept.contentTypes.includes(detected.mime)) {
        part.file.resume();
        throw refuse(400, field, accept.typeErrorKey);
      }
      try {
        const blob = await store.put(stream, { maxBytes: maxFileBytes });
        files.push({
          field,
          ...blob,
          originalName: downloadFileName(part.filename, detected.mime),
          contentType: detected.mime,
        });
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          part.file.resume();
          throw refuse(413, field, options.tooLargeKey);
        }
        throw error;
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, discard };
}
