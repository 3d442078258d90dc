import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { playableIds } from './registry.ts';

/** The source of a playable game's vocabulary module, which every playable game has. */
function vocabularyOf(id: string): string {
  return readFileSync(new URL(`./${id}/vocabulary.ts`, import.meta.url), 'utf8');
}

describe("each game's vocabulary: the words and data its engine and its board share", () => {
  it('is data only: it imports types, and other vocabularies, and nothing else', () => {
    for (const id of playableIds()) {
      // Every import and re-export, also over several lines: its own words and where from.
      for (const [, words = '', from = ''] of vocabularyOf(id).matchAll(
        /^((?:import|export)\b[^;]*?)\bfrom '([^']+)'/gm,
      )) {
        assert.ok(
          words.startsWith('import type ') || from.endsWith('/vocabulary.ts'),
          `${id}/vocabulary.ts: '${words}from ${from}' would bring code into the board's bundle`,
        );
      }
      assert.doesNotMatch(vocabularyOf(id), /\bimport\(|\brequire\(/, id);
    }
  });
});
