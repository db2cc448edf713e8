import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { AppError } from './errors.ts';

type KeyedLimit = {
  /** Names the limit, so two limits on the same key do not share a counter. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted, e.g. the submitted e-mail; read after the body is validated. */
  key: (request: FastifyRequest) => string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that allows `max` calls per `timeWindowMs` ms for each `key` (per account,
     * where the route's `config.rateLimit` counts per IP). Errors: 429 envelope with Retry-After.
     */
    limitPerKey: (limit: KeyedLimit) => (request: FastifyRequest) => Promise<void>;
  }
}

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(429, ERROR_KEYS.rateLimited, {}, [], { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Rate limits (architecture.md: in memory now, Redis later through the plugin's `redis` option).
 * Nothing is limited globally: a route opts in with `config: { rateLimit: { max, timeWindow } }`
 * (per IP) and/or `preHandler: app.limitPerKey(...)`. Both answer 429 in the error envelope.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
    });
    app.decorate('limitPerKey', ({ name, max, timeWindowMs, key }: KeyedLimit) => {
      const check = app.createRateLimit({
        max,
        timeWindow: timeWindowMs,
        keyGenerator: (request) => `${name}:${key(request)}`,
      });
      return async (request: FastifyRequest) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
      };
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
