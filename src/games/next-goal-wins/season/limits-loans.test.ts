/** NGW-24.4 hand limits and NGW-29 the temporary exchange. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../../core/rng.ts';
import { dropTacticAction, letGoAction, loanAction } from './codes.ts';
import {
  act,
  blank,
  game,
  give,
  giveTactics,
  onTop,
  playUntil,
  runSteps,
  season,
  squad,
} from './fixtures.ts';
import { loanOffset } from './loans.ts';
import { SeasonPhase, Step } from './state.ts';

describe('NGW-24.4 hand limits', () => {
  it('NGW-24.4: a fourth tactic card must go at once, by the holder’s choice, to the bottom', () => {
    const s = blank(2);
    giveTactics(s, 0, ['Offside Trap', 'Through Ball', 'Route One']);
    onTop(s, 'Game Plan');
    runSteps(s, [Step.Event, 0], [Step.Event, 1]);
    assert.equal(s.phase, SeasonPhase.Discard, 'before seat 2 draws its event');
    assert.equal(s.eventsUsed.length, 1);
    assert.deepEqual(game.legalActions(s, 0), [0, 1, 2, 3].map(dropTacticAction));
    const third = (s.tactics[0] as number[])[2];
    act(s, 0, dropTacticAction(2));
    assert.equal(s.tacticDeck[0], third);
    assert.equal(s.tactics[0]?.length, 3);
    assert.equal(s.eventsUsed.length, 2, 'then the season goes on');
  });

  it('NGW-24.4: an eighth footballer: the holder lets one go to the bottom of its deck', () => {
    const s = blank(2);
    give(s, 0, squad(0));
    onTop(s, 'Academy Keeper');
    runSteps(s, [Step.Event, 0]);
    assert.equal(s.phase, SeasonPhase.Discard);
    assert.equal(game.legalActions(s, 0).length, 8);
    const keeper = (s.hands[0] as number[])[0] as number;
    act(s, 0, letGoAction(keeper));
    assert.equal(s.decks[0]?.[0], keeper);
    assert.equal(s.hands[0]?.length, 7);
  });
});

describe('NGW-29 temporary exchange', () => {
  it('NGW-29.1: at the start of a round every seat picks a loan face down, at once', () => {
    const s = season(3, { exchange: true }, 'loans');
    playUntil(s, Rng.fromSeed('l'), (x) => x.phase === SeasonPhase.Loan);
    assert.deepEqual([...game.actors(s)], [0, 1, 2]);
    const card = [...(s.hands[1] as number[])].sort((a, b) => a - b)[0] as number;
    act(s, 1, loanAction(card));
    assert.deepEqual([...game.actors(s)], [0, 2]);
    assert.equal(game.view(s, 0).players[1]?.loanChosen, true);
    assert.equal(game.view(s, 0).players[1]?.loanCard, null, 'the choice is hidden');
    assert.equal(game.view(s, 1).players[1]?.loanCard, card);
  });

  it('NGW-29.2: loans are shown and go k seats on, k changing each round; 2 seats swap', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((r) => loanOffset(6, r)),
      [1, 2, 3, 4, 5],
    );
    assert.deepEqual(
      [0, 1, 2].map((r) => loanOffset(4, r)),
      [1, 2, 3],
    );
    assert.equal(loanOffset(2, 0), 1);
    const s = season(2, { exchange: true }, 'swap');
    playUntil(s, Rng.fromSeed('w'), (x) => x.phase === SeasonPhase.Loan);
    const a = (s.hands[0] as number[])[0] as number;
    const b = (s.hands[1] as number[])[0] as number;
    act(s, 0, loanAction(a));
    act(s, 1, loanAction(b));
    assert.ok((s.hands[1] as number[]).includes(a));
    assert.ok((s.hands[0] as number[]).includes(b));
    const v = game.view(s, -1);
    assert.deepEqual(v.players[1]?.loanedIn, [{ card: a, from: 0 }]);
    assert.ok(v.players[1].known.some((k) => k.card === a && k.public));
  });

  it('NGW-29.3: the borrower cannot let a loan go; loans go home after the round', () => {
    const s = blank(2, { exchange: true });
    give(s, 0, squad(0));
    give(s, 1, squad(1));
    s.eventDeck.length = 0;
    runSteps(s, [Step.Round, 0]);
    const a = (s.hands[0] as number[])[6] as number;
    const b = (s.hands[1] as number[])[6] as number;
    act(s, 0, loanAction(a));
    act(s, 1, loanAction(b));
    give(s, 1, [(s.decks[2] as number[]).at(-1) as number]);
    s.todo.unshift(Step.Transfer * 8 + 1);
    s.phase = SeasonPhase.Over;
    runSteps(s);
    assert.equal(s.phase, SeasonPhase.Discard);
    assert.ok(!game.legalActions(s, 1).includes(letGoAction(a)), 'not the loan');
    act(s, 1, game.legalActions(s, 1)[0] as number);
    playUntil(s, Rng.fromSeed('r'), () => false);
    assert.ok((s.hands[0] as number[]).includes(a), 'home again');
    assert.ok((s.hands[1] as number[]).includes(b));
    assert.ok(s.lender.every((l) => l === -1));
  });
});
