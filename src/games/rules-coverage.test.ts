/**
 * Every numbered rule of every game is named by at least one test in that game's folder. The
 * rules are numbered in the player rules (rules.md); the few numbered points that are not
 * rules of play (how search bots judge a position) sit in the design notes (design.md) with
 * numbers of the same series, and are held to the same standard. A rule id is a bold
 * `**XX-n.m**`; a test names it by writing the id anywhere in a `*.test.ts` file under the
 * folder (titles, comments, describe blocks).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadPlayableGames } from './registry.ts';

const GAMES_DIR = import.meta.dirname;
const games = await loadPlayableGames();

/** The rule ids a rules.md defines, in order, e.g. ['GK-1.1', 'GK-1.2', …]. */
export function ruleIds(markdown: string): string[] {
  return [...markdown.matchAll(/\*\*([A-Z]{2,4}-\d+\.\d+)\*\*/g)].map((m) => m[1] as string);
}

/** A game's numbered rules: the player rules', then the design notes' (if it has any). */
function gameRuleIds(dir: string): string[] {
  const notes = join(dir, 'design.md');
  return [
    ...ruleIds(readFileSync(join(dir, 'rules.md'), 'utf8')),
    ...(existsSync(notes) ? ruleIds(readFileSync(notes, 'utf8')) : []),
  ];
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

/** The rules no test names. */
function untested(ids: readonly string[], tests: string): string[] {
  return ids.filter((id) => !names(tests, id));
}

describe('every numbered rule is named by a test', () => {
  it('finds rule ids and tells GK-1.1 from GK-1.10', () => {
    assert.deepEqual(ruleIds('- **GK-1.1** a\n- **GK-1.10** b\n**GL-2**'), ['GK-1.1', 'GK-1.10']);
    assert.equal(names('GK-1.10 only', 'GK-1.1'), false);
    assert.equal(names('see GK-1.1.', 'GK-1.1'), true);
  });

  it('reports a rule of the player rules whose only test is gone', () => {
    const dir = join(GAMES_DIR, 'goalkeepers');
    const ids = gameRuleIds(dir);
    assert.ok(ids.includes('GK-4.5'));
    const tests = testSources(dir).replaceAll(/GK-4\.5(?![0-9])/g, 'a tie');
    assert.deepEqual(untested(ids, tests), ['GK-4.5']);
  });

  it('reports a numbered point of the design notes whose only test is gone', () => {
    const dir = join(GAMES_DIR, 'next-goal-wins');
    const ids = gameRuleIds(dir);
    assert.ok(ids.includes('NGW-30.6'), 'the design notes are read');
    const tests = testSources(dir).replaceAll(/NGW-30\.6(?![0-9])/g, 'a sampled season');
    assert.deepEqual(untested(ids, tests), ['NGW-30.6']);
  });

  for (const { engine } of games) {
    const dir = join(GAMES_DIR, engine.facts.id);
    it(`${engine.facts.id}: each numbered rule has a test that names it`, () => {
      const ids = gameRuleIds(dir);
      assert.ok(ids.length > 10, `${engine.facts.id} defines only ${ids.length} rules`);
      assert.equal(new Set(ids).size, ids.length, 'a rule id is defined twice');
      const missing = untested(ids, testSources(dir));
      assert.deepEqual(missing, [], `rules no test names: ${missing.join(', ')}`);
    });
  }
});
