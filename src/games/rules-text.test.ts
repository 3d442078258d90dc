/**
 * The player rules (rules.md) are written for players: no code, file names, schemas or tests.
 * That material lives in the game's design notes (design.md), which every playable game has.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadPlayableGames } from './registry.ts';

const games = await loadPlayableGames();

const GAMES_DIR = import.meta.dirname;

/** Words a developer writes and a player should never meet, each with a name for the report. */
const DEVELOPER_WORDS: readonly [string, RegExp][] = [
  ['code spans', /`/],
  ['file names', /\b[\w-]+\.(?:ts|tsx|js|json|md)\b/],
  ['tests', /\btests?\b|\btested\b/i],
  ['schemas', /\bschemas?\b/i],
  ['the lab', /\blab\b/i],
  ['bot internals', /\bheuristic\b|\bsearch bots?\b|\bplayouts?\b/i],
  ['option keys', /\b[a-z]+[A-Z][a-zA-Z]*\b/],
];

/** The developer words a text uses, each with the first line it is on. */
export function developerWords(text: string): string[] {
  const lines = text.split('\n');
  return DEVELOPER_WORDS.flatMap(([name, pattern]) => {
    const line = lines.find((l) => pattern.test(l));
    return line === undefined ? [] : [`${name}: ${line.trim()}`];
  });
}

describe('player rules are for players', () => {
  it('catches the developer words it looks for', () => {
    const text = [
      'Each number is named by a test in this folder.',
      'Cards are checked by a schema (`card-schema.ts`).',
      'Option `firstTo`; see design.md; the lab found it.',
      'The heuristic bot.',
    ].join('\n');
    assert.deepEqual(
      developerWords(text).map((found) => found.split(':')[0]),
      ['code spans', 'file names', 'tests', 'schemas', 'the lab', 'bot internals', 'option keys'],
    );
    assert.deepEqual(developerWords('A tied contest gives a corner (NGW-8.1).'), []);
  });

  for (const { engine } of games) {
    const dir = join(GAMES_DIR, engine.facts.id);
    it(`${engine.facts.id}: rules.md speaks to players; design.md holds the rest`, () => {
      const rules = readFileSync(join(dir, 'rules.md'), 'utf8');
      assert.deepEqual(developerWords(rules), []);
      assert.ok(existsSync(join(dir, 'design.md')), 'the game has design notes');
    });
  }
});
