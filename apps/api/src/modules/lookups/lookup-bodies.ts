import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { DigitSystem, Language } from '@hissa/contracts/languages';
import { LOOKUP_LISTS, type LookupListName } from '@hissa/contracts/lookups/lookup-lists';
import type { Db } from '../../db/client.ts';
import { codeNamesInDigits } from '../../lib/code-name.ts';
import { weakEtagOf } from '../../lib/etag.ts';
import { createPromiseCache } from '../../lib/promise-cache.ts';
import { createLookupsService } from './lookups-service.ts';

/** Content encodings a lookup body is kept in besides plain JSON, in the server's order of preference. */
export const LOOKUP_ENCODINGS = ['br', 'gzip'] as const;
export type LookupEncoding = (typeof LOOKUP_ENCODINGS)[number];

const compressors: Record<LookupEncoding, (json: string) => Promise<Buffer>> = {
  br: (json) =>
    promisify(zlib.brotliCompress)(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json) => promisify(zlib.gzip)(json, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** One lookup list in one language as it goes on the wire: the JSON text, its ETag, and its compressed bytes. */
export type LookupBody = {
  json: string;
  etag: string;
  /** The body compressed with `encoding` (best quality, made once on first use). */
  compressed: (encoding: LookupEncoding) => Promise<Buffer>;
};

/**
 * The answers of LookupListEndpoint, serialised once per list, language and digits and kept for the
 * process's life (lists change only with a migration or the seed, i.e. with a deployment):
 * `{data: [...]}` or the plain array as LOOKUP_LISTS says, items sorted by name in the language.
 */
export function createLookupBodies(db: Db) {
  const lookups = createLookupsService(db);
  const bodies = createPromiseCache<LookupBody>();

  async function build(name: LookupListName, language: Language, digits: DigitSystem): Promise<LookupBody> {
    const items = codeNamesInDigits(await lookups.getList(name, language), digits);
    const json = JSON.stringify(LOOKUP_LISTS[name].isPlainArray ? items : { data: items });
    const compressed = createPromiseCache<Buffer>();
    return {
      json,
      etag: weakEtagOf(json),
      compressed: (encoding) => compressed.get(encoding, () => compressors[encoding](json)),
    };
  }

  return {
    /** The body of list `name` in `language`, its names' numbers in `digits` (decision 044). */
    get(name: LookupListName, language: Language, digits: DigitSystem): Promise<LookupBody> {
      return bodies.get(`${name}:${language}:${digits}`, () => build(name, language, digits));
    },
  };
}
