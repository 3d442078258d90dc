/** The lab's restricted-bot runs (card-values.ts): a forbidden kind is never played. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Kind, PASS, decodePlay, isPlay } from './actions.ts';
import { cardRun, withoutCards } from './card-values.ts';
import { arrange, commitAll, emptyHands, game, giveHand, hex, newGame } from './fixtures.ts';
import { Card } from './rules.ts';

describe('card-values: the heuristic without a kind of Game Changer (SS-9.2)', () => {
  it('passes rather than play a forbidden card, and plays the others as before', () => {
    const s = newGame(2, 'card-values', 3, 0);
    emptyHands(s);
    // A carries the ball next to Landraeth's goal zone: a Bounce takes it away.
    arrange(s, [hex(5, 0), hex(-4, 3), hex(-3, -1), hex(-2, 1)], hex(5, 0));
    giveHand(s, 1, [Kind.Bounce, Kind.Bounce, Kind.Bounce]);
    commitAll(s, [Card.NoAction, Card.NoAction], 'before-reveal');
    const legal = game.legalActions(s, 1);
    assert.ok(legal.some((a) => isPlay(a) && decodePlay(a).kind === Kind.Bounce));
    const decision = { seat: 1, view: game.view(s, 1), legal, label: () => '' };
    const agent = withoutCards(1 << Kind.Bounce)(1, 'seed');
    const unrestricted = withoutCards(0)(1, 'seed').act(decision);
    assert.ok(isPlay(unrestricted), 'the heuristic itself would play a Bounce here');
    assert.equal(agent.act(decision), PASS);
    const free = withoutCards(1 << Kind.Nuke)(1, 'seed');
    assert.equal(free.act(decision), unrestricted);
  });

  it('plays seeded games, each side restricted in half of them', () => {
    const run = cardRun(1 << Kind.Counter, { games: 4, seats: 2, seed: 'cv', target: 1 });
    assert.equal(run.never, 'Counter Card');
    assert.equal(run.games, 4);
    for (const wins of [run.restrictedWins, run.starterWins, run.mornochWins])
      assert.ok(wins >= 0 && wins <= 4);
    assert.deepEqual(
      cardRun(1 << Kind.Counter, { games: 4, seats: 2, seed: 'cv', target: 1 }),
      run,
    );
  });
});
