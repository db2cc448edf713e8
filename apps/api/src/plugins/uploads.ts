import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { SHARED_UPLOAD_MAX_BYTES } from '@hissa/contracts/registration/registration-rules';

/**
 * multipart/form-data for the routes that take files (architecture.md: uploads). The limits here
 * bound any request (contracts registration-rules.ts SHARED_UPLOAD_MAX_BYTES per file); a route
 * reads its parts with its own tighter limit (receiveMultipart). Size overruns are counted by the
 * FileStore, so busboy only truncates (no throw) and the route answers 413.
 */
export const uploadsPlugin = fp(
  async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: SHARED_UPLOAD_MAX_BYTES + 1,
        files: 30,
        fields: 120,
        fieldSize: 64 * 1024,
        parts: 150,
        headerPairs: 100,
      },
    });
  },
  { name: 'uploads', dependencies: ['errors'] },
);
