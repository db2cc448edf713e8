import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { USER_TYPES } from './user-types.ts';

/* Stored files (decision 003 for how uploads are kept, 012 for the pattern). */

/**
 * Download an uploaded file (admin): the bytes as an attachment, Content-Type the type detected
 * at upload, the original name in Content-Disposition; 404 errors.notFound.
 */
export const AdminFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/files/:fileId',
  summary: 'Download an uploaded file',
  tags: ['admin'],
  access: [USER_TYPES.admin],
  file: true,
  params: z.object({ fileId: z.string().max(64, 'validation.tooLong') }),
  responses: { 200: z.unknown().describe('file bytes') },
});
