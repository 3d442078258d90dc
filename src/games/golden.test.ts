import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { goldenGames } from './golden.ts';
import { loadPlayableGames } from './registry.ts';

const games = await loadPlayableGames();

describe('golden transcripts', () => {
  for (const entry of games) {
    for (const golden of goldenGames(entry)) {
      it(`${entry.engine.facts.id}: ${golden.path.split('/').pop() ?? ''} is unchanged`, () => {
        assert.ok(existsSync(golden.path), `missing ${golden.path}: run npm run golden:update`);
        assert.equal(
          golden.text,
          readFileSync(golden.path, 'utf8'),
          'behaviour changed: if intended, run npm run golden:update and review the diff',
        );
      });
    }
  }
});
