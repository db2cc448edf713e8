import type { FastifyReply } from 'fastify';
import type { storedFiles } from '../../db/schema/files.ts';
import type { FileStore } from './file-store.ts';

/**
 * Answers with a stored file as an attachment: Content-Type the type detected at upload (never
 * sniffed again by the browser), its original name in Content-Disposition (ASCII fallback and
 * RFC 5987 UTF-8 form, so Arabic names survive). Errors: FileNotFoundError when the bytes are gone.
 */
export async function sendStoredFile(reply: FastifyReply, fileStore: FileStore, file: typeof storedFiles.$inferSelect): Promise<FastifyReply> {
  const stream = await fileStore.get(file.id);
  const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header('content-length', file.sizeBytes)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
    .send(stream);
}
