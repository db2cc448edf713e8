import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_KEYS, INPUT_KEYS } from '@hissa/contracts/errors';
import { AppError } from './errors.ts';

const NUL = '\u0000';

/**
 * The place of the first NUL character in `value` (object keys and array items included), as
 * the dotted path after `context` ("body.members.0.name"), or undefined when there is none.
 * Walks with its own stack, so a deeply nested JSON body cannot overflow the call stack.
 */
export function findNulCharacter(value: unknown, context: string): string | undefined {
  const stack: [unknown, string][] = [[value, context]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item)
        ? item.map((child, index) => [String(index), child] as const)
        : Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const entry = entries[index];
        if (!entry) continue;
        const [key, child] = entry;
        if (key.includes(NUL)) return `${path}.${key.replaceAll(NUL, '\\0')}`;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/** The 400 envelope of a NUL character at `field` (validation.nulCharacter). */
export function nulCharacterError(field: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [{ field, key: INPUT_KEYS.nulCharacter }]);
}

/**
 * Refuses, before any route's schema or handler sees them, requests whose path parameters,
 * query string or parsed body hold a NUL character anywhere (PostgreSQL cannot store one in
 * text, and no form of the web app sends one): 400 with the field. Multipart forms are read
 * by the route and checked part by part in receiveMultipart.
 * (docs/decisions/010-browser-headers-and-bad-input.md)
 */
export const badInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const field =
        findNulCharacter(request.params, 'params') ??
        findNulCharacter(request.query, 'querystring') ??
        (request.isMultipart() ? undefined : findNulCharacter(request.body, 'body'));
      if (field) throw nulCharacterError(field);
    });
  },
  { name: 'bad-input', dependencies: ['errors', 'uploads'] },
);
