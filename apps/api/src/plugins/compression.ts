import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this many bytes go out uncompressed: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text types worth compressing: text/*, JSON, XML, JavaScript and SVG. Anything else (PDF,
 * PNG, JPEG, WebP, octet-stream downloads) is already compressed or opaque and goes out as is.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|javascript(?:;|$)/u;

/**
 * Compression of the API's own answers (decision 025): brotli (quality 4, the cheap setting) or
 * gzip, as the request's Accept-Encoding prefers, for text answers of COMPRESSION_THRESHOLD_BYTES
 * or more, with `Vary: Accept-Encoding`. Answers that already carry a Content-Encoding (the web
 * app's pre-compressed files, the lookup lists compressed once) are left alone.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE_TYPES,
      // request bodies are read as sent, as before: no compressed uploads to inflate
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
