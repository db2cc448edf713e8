import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USER_TYPES } from '@hissa/contracts/user-types';

/**
 * For public forms anyone may send: returns a function giving the signed-in sender's user id
 * when a valid token came with the request, null for a visitor (no token, or one that fails).
 */
export function optionalSenderId(app: FastifyInstance) {
  const anyUser = app.authorize(Object.values(USER_TYPES));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
    if (!request.headers.authorization) return null;
    try {
      await anyUser(request, reply);
      return request.user?.id ?? null;
    } catch {
      return null;
    }
  };
}
