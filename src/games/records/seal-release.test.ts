/**
 * The seal script (npm run records:seal -- <game>) writes the current version's fixtures with
 * their views, and never writes over a version that has some.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { parseRecord } from '../../core/record.ts';
import { loadEngine } from '../registry.ts';
import { listFixtures, readViews, sealedProblem } from './fixtures.ts';
import { sealRelease } from './seal-release.ts';

const dir = mkdtempSync(join(tmpdir(), 'matchday-seal-'));
const folder = pathToFileURL(`${dir}/released/`);
const readme = pathToFileURL(`${dir}/README.md`);
writeFileSync(readme, '| fixture | version | setup | sealed by |\n| --- | --- | --- | --- |\n');

describe('records:seal', () => {
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("seals the current version's fixtures, each replaying with every seat's view", async () => {
    const found = await loadEngine('goalkeepers');
    assert.ok(found.ok);
    const game = found.value;
    const { version } = game.facts;
    const written = await sealRelease('goalkeepers', { folder, readme });
    assert.deepEqual(written, [`goalkeepers-${version}-1.json`, `goalkeepers-${version}-2.json`]);
    assert.deepEqual(
      listFixtures(folder).map((f) => f.file),
      written,
    );
    for (const file of written) {
      const record = parseRecord(readFileSync(new URL(file, folder), 'utf8'));
      assert.ok(record.ok);
      assert.equal(record.value.engineVersion, version);
      const views = readViews(folder, file);
      assert.ok(views);
      assert.equal(sealedProblem(game, record.value, views), undefined);
      assert.match(readFileSync(readme, 'utf8'), new RegExp(`\\| ${file} \\| goalkeepers`));
    }
  });

  it('refuses a version that has fixtures, writing nothing; --add seals one more beside them', async () => {
    const before = readFileSync(new URL(listFixtures(folder)[0]?.file ?? '', folder), 'utf8');
    await assert.rejects(sealRelease('goalkeepers', { folder, readme }), /never rewritten/);
    assert.equal(listFixtures(folder).length, 2);
    const added = await sealRelease('goalkeepers', { folder, readme, add: true });
    assert.equal(added.length, 1);
    assert.match(added[0] ?? '', /-3\.json$/);
    const first = listFixtures(folder)[0]?.file ?? '';
    assert.equal(readFileSync(new URL(first, folder), 'utf8'), before);
  });
});
