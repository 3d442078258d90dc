/**
 * The levels' strength on a small seeded sample: iteration budgets and fixed seeds make every
 * game here the same on any machine. Only a margin that a handful of games shows robustly is
 * asserted here (hard against random at Goal!); closer contests, such as hard against the
 * heuristic (about 75–85% of decided games at Goal!), need hundreds of games and intervals:
 * `npm run bench:bots`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadFinder, type PlayableGame } from '../games/registry.ts';
import { botFor } from './agents.ts';
import { playPairing, type Entrant } from './tournament/pairing.ts';

const findGame = await loadFinder();

function playable(id: string): PlayableGame {
  const found = findGame(id);
  assert.ok(found.ok);
  return found.value;
}

function entrant(name: string, game: PlayableGame): Entrant {
  const found = botFor(name, game);
  assert.ok(found.ok);
  return { name, make: found.value };
}

describe('the hard level', () => {
  it('beats the random bot at Goal!, seats swapped, losing none of 6 games', () => {
    const goal = playable('goal');
    const r = playPairing(goal.engine, entrant('bot:hard', goal), entrant('bot:random', goal), {
      pairs: 3,
      seedPrefix: 'strength/random',
    });
    assert.ok(r.wins >= 5 && r.losses === 0, `hard ${r.wins}-${r.draws}-${r.losses} random`);
  });
});
