import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';

/**
 * Compresses dynamic answers (JSON, HTML) by the browser's `Accept-Encoding`. Answers that carry their
 * encoding already pass untouched: cached public pages and pre-compressed build files are compressed once.
 */
export default fp(
  async function compression(app) {
    await app.register(fastifyCompress, {
      globalCompression: true,
      // Request bodies stay as sent: nothing of ours sends them compressed, and unpacking costs the server.
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Compressed on each request, so a fast setting: most of the gain for a fraction of the time.
      brotliOptions: {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        },
      },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
