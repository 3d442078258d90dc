/**
 * A Vite plugin, run by Node at build time only (web/vite.config.ts): beside every text file
 * of the build it writes a brotli (.br) and a gzip (.gz) copy, which the server sends to
 * browsers that accept them (@fastify/static's preCompressed). Compressing once at build, at
 * the best ratio, costs the server nothing per request; the main bundle shrinks about fourfold.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text that compresses; images and fonts already are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|md)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `file`.br and `file`.gz for each of `files` (paths inside `dir`) worth compressing. */
export async function precompress(dir: string, files: readonly string[]): Promise<string[]> {
  const done = await Promise.all(
    files.filter((name) => COMPRESSIBLE.test(name)).map((file) => compressFile(dir, file)),
  );
  return done.flat();
}

/** The copies written for one file: none when it is too small to gain. */
async function compressFile(dir: string, file: string): Promise<string[]> {
  const path = join(dir, file);
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return [`${file}.br`, `${file}.gz`];
}

export function precompressed(): Plugin {
  return {
    name: 'matchday-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await precompress(options.dir, Object.keys(bundle));
    },
  };
}
