import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.ts';

describe('precompressing the build', () => {
  it('writes .br and .gz beside text files worth it, which decompress to the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'matchday-precompress-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const bundle = `export const team = ${JSON.stringify('eleven players '.repeat(500))};`;
      writeFileSync(join(dir, 'assets', 'index-abc.js'), bundle);
      writeFileSync(join(dir, 'assets', 'tiny-abc.css'), 'a{}');
      writeFileSync(join(dir, 'assets', 'ball-abc.png'), Buffer.alloc(5000, 7));
      const files = ['assets/index-abc.js', 'assets/tiny-abc.css', 'assets/ball-abc.png'];
      const written = await precompress(dir, files);
      assert.deepEqual(written, ['assets/index-abc.js.br', 'assets/index-abc.js.gz']);
      const path = join(dir, 'assets', 'index-abc.js');
      const br = readFileSync(`${path}.br`);
      assert.equal(brotliDecompressSync(br).toString(), bundle);
      assert.equal(gunzipSync(readFileSync(`${path}.gz`)).toString(), bundle);
      assert.ok(br.length < bundle.length / 4, `${br.length} of ${bundle.length} bytes`);
      assert.ok(!existsSync(join(dir, 'assets', 'ball-abc.png.br')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
