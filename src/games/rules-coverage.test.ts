/**
 * Every numbered rule of every game's rules.md is named by at least one test in that game's
 * folder. A rule id is a bold `**XX-n.m**` at the start of a rule; a test names it by writing
 * the id anywhere in a `*.test.ts` file under the folder (titles, comments, describe blocks).
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadPlayableGames } from './registry.ts';

const GAMES_DIR = import.meta.dirname;
const games = await loadPlayableGames();

/** The rule ids a rules.md defines, in order, e.g. ['GK-1.1', 'GK-1.2', …]. */
export function ruleIds(markdown: string): string[] {
  return [...markdown.matchAll(/\*\*([A-Z]{2,4}-\d+\.\d+)\*\*/g)].map((m) => m[1] as string);
}

function testSources(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

/** Whether `id` occurs in `text` as a whole id (GK-1.1 is not named by GK-1.10). */
function names(text: string, id: string): boolean {
  return new RegExp(`${id.replace('.', '\\.')}(?![0-9])`).test(text);
}

describe('every numbered rule is named by a test', () => {
  it('finds rule ids and tells GK-1.1 from GK-1.10', () => {
    assert.deepEqual(ruleIds('- **GK-1.1** a\n- **GK-1.10** b\n**GL-2**'), ['GK-1.1', 'GK-1.10']);
    assert.equal(names('GK-1.10 only', 'GK-1.1'), false);
    assert.equal(names('see GK-1.1.', 'GK-1.1'), true);
  });

  for (const { engine } of games) {
    const dir = join(GAMES_DIR, engine.facts.id);
    it(`${engine.facts.id}: each rule of rules.md has a test that names it`, () => {
      const ids = ruleIds(readFileSync(join(dir, 'rules.md'), 'utf8'));
      assert.ok(ids.length > 10, `${engine.facts.id}/rules.md defines only ${ids.length} rules`);
      assert.equal(new Set(ids).size, ids.length, 'a rule id is defined twice');
      const tests = testSources(dir);
      const missing = ids.filter((id) => !names(tests, id));
      assert.deepEqual(missing, [], `rules no test names: ${missing.join(', ')}`);
    });
  }
});
