import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fromMultipartFields } from '@hissa/contracts/registration/multipart-fields';
import { validationError } from '../../plugins/errors.ts';
import type { FileStore } from './file-store.ts';
import { type FileFieldAccept, type ReceivedFile, receiveMultipart } from './receive-multipart.ts';

/**
 * Reads a multipart form (form-data posts, objects flattened to fields): its files through
 * receiveMultipart (checked by content with `accept`, at most `maxFileBytes` each), its text
 * fields checked with `schema`, then runs `store` with both. The files leave the store again when
 * the check or `store` fails.
 * Errors: those of receiveMultipart (415 not multipart; 400 field errors (body.{field}), a file
 * of another type or an unknown file field, a malformed form; 413 `tooLargeKey`); 400 field
 * errors of `schema`; whatever `store` throws.
 */
export async function receiveMultipartForm<T extends z.ZodObject, R>(
  request: FastifyRequest,
  options: {
    fileStore: FileStore;
    schema: T;
    maxFileBytes: number;
    tooLargeKey: string;
    accept: (field: string) => FileFieldAccept | undefined;
  },
  store: (fields: z.output<T>, files: readonly ReceivedFile[]) => Promise<R>,
): Promise<R> {
  const upload = await receiveMultipart(request, {
    store: options.fileStore,
    maxFileBytes: options.maxFileBytes,
    tooLargeKey: options.tooLargeKey,
    accept: options.accept,
  });
  try {
    const parsed = options.schema.safeParse(fromMultipartFields(options.schema, upload.fields));
    if (!parsed.success) throw validationError(parsed.error.issues);
    return await store(parsed.data, upload.files);
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
