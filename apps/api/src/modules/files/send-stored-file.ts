import type { FastifyReply } from 'fastify';
import type { storedFiles } from '../../db/schema/files.ts';
import { attachmentDisposition, downloadFileName } from './download-name.ts';
import type { FileStore } from './file-store.ts';

/**
 * Answers with a stored file as an attachment: Content-Type the type detected at upload (never
 * sniffed again by the browser), saved under its original name made safe, with the extension
 * of that type (downloadFileName), in an RFC 6266 Content-Disposition with an ASCII fallback
 * and the UTF-8 form, so Arabic names survive. `disposition` 'inline' lets the browser show it
 * (a receipt the admin previews). Errors: FileNotFoundError when the bytes are gone.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  fileStore: FileStore,
  file: typeof storedFiles.$inferSelect,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<FastifyReply> {
  const stream = await fileStore.get(file.id);
  return reply
    .type(file.contentType)
    .header('content-length', file.sizeBytes)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      attachmentDisposition(downloadFileName(file.originalName, file.contentType), disposition),
    )
    .send(stream);
}
