import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../../../src/core/rng.ts';
import { newGame } from '../../../../src/games/goalkeepers/rules.ts';
import { Phase } from '../../../../src/games/goalkeepers/state.ts';
import { buildView } from '../../../../src/games/goalkeepers/view.ts';
import type { SeatSummary } from '../../protocol.ts';
import { badges, directionWords, waitingFor, waitingWords } from './marks.ts';

const seats = [{ kind: 'human' }, { kind: 'bot' }] as unknown as SeatSummary[];

describe('Goalkeepers marks and words', () => {
  it('marks the seat the game waits for: the shoot-out winner, not the player whose turn it is', () => {
    const s = newGame(2, 3, Rng.fromSeed('marks'));
    s.current = 1; // the bot answered a challenge…
    s.phase = Phase.Reward; // …and lost it: the person chooses the reward
    s.rewardWinner = 0;
    s.rewardLoser = 1;
    const view = buildView(s, 0);
    assert.deepEqual(badges(view, seats, 0), ['You', 'Turn']);
    assert.deepEqual(badges(view, seats, 1), ['Bot']);
  });

  it('marks the roller as usual', () => {
    const s = newGame(2, 3, Rng.fromSeed('marks'));
    s.current = 1;
    const view = buildView(s, 0);
    assert.deepEqual(badges(view, seats, 1), ['Turn', 'Bot']);
  });

  it('tells the player whose turn it is, and nobody once the table was closed', () => {
    const s = newGame(2, 3, Rng.fromSeed('marks'));
    const view = buildView(s, 0); // seat 1 (this browser) is to roll
    const names = ['Ana', 'Robo'];
    assert.equal(waitingWords(view, names), 'Your turn: roll your 6 dice.');
    assert.deepEqual(badges(view, seats, 0), ['You', 'Turn']);
    // Closed for lack of play while seat 1 was to roll: no "Your turn", no Turn mark.
    assert.equal(waitingWords(view, names, true), 'The table was closed before full time.');
    assert.deepEqual(badges(view, seats, 0, true), ['You']);
    assert.equal(waitingFor(view, true), -1);
    assert.equal(waitingWords(buildView(s, 1), names), 'Ana is about to roll.');
  });

  it('names no direction of play with two players (GK-8.1)', () => {
    assert.equal(directionWords(2, -1), null);
    assert.equal(directionWords(2, 1), null);
    assert.equal(directionWords(3, -1), 'Play passes in reverse seat order');
    assert.equal(directionWords(5, 1), 'Play passes in seat order');
  });
});
