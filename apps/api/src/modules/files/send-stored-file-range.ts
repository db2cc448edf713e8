import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { MEDIA_KEYS } from '@hissa/contracts/media/media';
import type { storedFiles } from '../../db/schema/files.ts';
import { AppError } from '../../plugins/errors.ts';
import type { FileStore } from './file-store.ts';

/**
 * Answers with a stored file for playing in place (audio), honouring HTTP range requests
 * (RFC 9110 §14): always Accept-Ranges bytes; a single satisfiable Range (parsed by
 * range-parser) gets 206 with that slice and Content-Range "bytes start-end/size"; several
 * ranges, or a malformed header, get the whole file (200), as the RFC allows.
 * Errors: 416 media.rangeInvalid (Content-Range: bytes, a star, the size) for a range wholly outside the file.
 */
export async function sendStoredFileRange(
  request: FastifyRequest,
  reply: FastifyReply,
  fileStore: FileStore,
  file: typeof storedFiles.$inferSelect,
): Promise<FastifyReply> {
  const size = file.sizeBytes;
  reply
    .type(file.contentType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=3600');
  const header = request.headers.range;
  const ranges = header ? parseRange(size, header, { combine: true }) : undefined;
  if (ranges === -1) {
    throw new AppError(416, MEDIA_KEYS.rangeInvalid, {}, [], { 'content-range': `bytes */${size}` });
  }
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (!range) {
    return reply.header('content-length', size).send(await fileStore.get(file.id));
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await fileStore.get(file.id, range));
}
