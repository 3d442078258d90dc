import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { formatSource } from './format-source.ts';

describe('formatSource', () => {
  it("formats with the repository's style (single quotes, 100 columns)", async () => {
    const long = `export const names = [${Array.from({ length: 12 }, (_, i) => `"name${i}"`).join(', ')}];\n`;
    const formatted = await formatSource('generated.ts', long);
    assert.match(formatted, /^export const names = \[\n {2}'name0',/);
    assert.ok(formatted.split('\n').every((line) => line.length <= 100));
  });

  it('leaves a file of the tree as it is, as the format check does', async () => {
    const path = fileURLToPath(new URL('./free-port.ts', import.meta.url));
    const text = readFileSync(path, 'utf8');
    assert.equal(await formatSource(path, text), text);
  });

  it('refuses text that does not parse, naming the file', async () => {
    await assert.rejects(formatSource('broken.ts', 'export const = ;'), /cannot format broken\.ts/);
  });
});
