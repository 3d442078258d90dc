/**
 * What version 1.1.0 changed (issue #31), each by its rule, and that the option `edition`
 * '1.0.0' (set only by that version's records) still plays the old way.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../core/rng.ts';
import { NONE, STARTS } from './board.ts';
import { ATTACK, EXCHANGE, Kind, PASS, STAY, playAction } from './actions.ts';
import { EDITION_1_0 } from './facts.ts';
import {
  act,
  arrange,
  commitAll,
  emptyHands,
  game,
  giveHand,
  hex,
  newGame,
  passAll,
} from './fixtures.ts';
import { Card } from './rules.ts';
import { handIndex, Step, type SsState } from './state.ts';

const { Move: M, Exchange: X, NoAction: N } = Card;
const isOpen = (s: SsState): boolean => s.step === Step.Window;

/** A game with empty hands, Mornoch to act; `old` plays by 1.0.0's rules. */
function quiet(old: boolean, seats = 4): SsState {
  const s = newGame(seats, 'edition', 3, 0, old ? EDITION_1_0 : undefined);
  emptyHands(s);
  return s;
}

/** X carrying the ball on its own starting space, A next to it; Mornoch's phase at its end. */
function carrierAtHome(old: boolean): SsState {
  const s = quiet(old);
  arrange(s, [hex(2, -1), hex(-4, 3), STARTS[2] as number, hex(4, 3)], STARTS[2] as number);
  commitAll(s, [N, N]);
  assert.equal(s.current, 0, 'A may attack X');
  return s;
}

describe('SS-8.4 and SS-9.3: a carrier sent home is without the ball', () => {
  it('SS-8.4 a carrier fouling on its own starting space stays there without the ball', () => {
    const s = carrierAtHome(false);
    game.applyOutcome?.(s, 0, ATTACK, 2 * 8 - 1); // attacker 2, carrier 8: the carrier fouls
    assert.equal(s.cellOf[2], STARTS[2]);
    assert.equal(s.ball, STARTS[2], 'the ball stays where it was');
    assert.equal(s.carrier, NONE, 'and X is without it');
    const old = carrierAtHome(true);
    game.applyOutcome?.(old, 0, ATTACK, 2 * 8 - 1);
    assert.equal(old.carrier, 2, '1.0.0 gave it straight back');
  });

  it('SS-9.3 Sent Home and Nuke on a carrier standing on its start leave the ball loose', () => {
    for (const kind of [Kind.SentHome, Kind.Nuke]) {
      for (const old of [false, true]) {
        const s = quiet(old);
        arrange(s, [STARTS[0] as number, hex(-4, 3), hex(4, 0), hex(4, 3)], STARTS[0] as number);
        giveHand(s, 1, [kind]);
        commitAll(s, [N, N]);
        act(s, 1, playAction(kind, 0));
        passAll(s);
        assert.equal(s.cellOf[0], STARTS[0]);
        assert.equal(s.ball, STARTS[0]);
        assert.equal(s.carrier, old ? 0 : NONE, `${String(kind)} under ${old ? '1.0.0' : '1.1.0'}`);
      }
    }
  });

  it('SS-9.3 a wizard standing on the loose ball leaves it when it moves; nobody else enters', () => {
    const s = carrierAtHome(false);
    game.applyOutcome?.(s, 0, ATTACK, 2 * 8 - 1);
    passAll(s);
    assert.equal(s.turnTeam, 0);
    commitAll(s, [M, N]);
    passAll(s);
    const legal = game.legalActions(s, 0);
    assert.ok(legal.length > 1);
    assert.ok(!legal.some((a) => a - 5 === STARTS[2]), "A may not enter X's hex");
  });

  it('SS-9.2 Body Swap onto a loose ball under a wizard: the wizard swapped on takes it', () => {
    const s = carrierAtHome(false);
    game.applyOutcome?.(s, 0, ATTACK, 2 * 8 - 1);
    giveHand(s, 0, [Kind.BodySwap]);
    passAll(s);
    commitAll(s, [N, N]);
    act(s, 0, playAction(Kind.BodySwap, 0 * 4 + 2));
    passAll(s);
    assert.equal(s.cellOf[0], STARTS[2]);
    assert.equal(s.carrier, 0);
  });
});

describe('SS-6.3: a wizard a card puts on the ball may not move any further that phase', () => {
  for (const old of [false, true]) {
    it(`SS-6.3 Telekinesis onto the ball ends A's move before it starts (${old ? '1.0.0: it ran on' : '1.1.0'})`, () => {
      const s = quiet(old);
      arrange(s, [hex(-3, 0), hex(-4, 3), hex(4, 0), hex(4, 3)], hex(0, 0));
      giveHand(s, 0, [Kind.Telekinesis]);
      commitAll(s, [M, N]);
      act(s, 0, playAction(Kind.Telekinesis, 0 * 6 + 0)); // A east, three hexes: onto the ball
      passAll(s);
      assert.equal(s.carrier, 0);
      assert.equal(s.step, Step.Act);
      if (old) assert.ok(game.legalActions(s, 0).length > 1);
      else {
        assert.deepEqual(game.legalActions(s, 0), [STAY]);
        assert.deepEqual(game.view(s, 1).stopped, [true, false, false, false], 'public');
      }
    });
  }
});

describe('SS-7.4 RULING: an exchange gives away a fresh card before a playable one', () => {
  for (const old of [false, true]) {
    it(`SS-7.4 of two Bounces, one drawn this phase, the playable one is kept (${old ? '1.0.0 gave it away' : '1.1.0'})`, () => {
      const s = quiet(old, 2);
      giveHand(s, 0, [Kind.Nuke, Kind.Bounce]);
      giveHand(s, 1, [Kind.Whoops]); // keeps the window open under 1.0.0's rules too
      s.deck.push(Kind.Counter, Kind.Bounce); // A draws the Bounce, B the Counter Card
      commitAll(s, [X, X]);
      passAll(s);
      act(s, 0, EXCHANGE + Kind.Nuke);
      assert.equal(s.fresh[handIndex(0, Kind.Bounce)], 1);
      passAll(s);
      act(s, 0, EXCHANGE + Kind.Bounce);
      assert.equal(s.hands[handIndex(0, Kind.Bounce)], 1);
      assert.equal(s.fresh[handIndex(0, Kind.Bounce)], old ? 1 : 0);
      assert.equal(game.legalActions(s, 0).includes(playAction(Kind.Bounce, 0)), !old);
    });
  }
});

describe('SS-10.2: who a window asks follows from public facts alone', () => {
  it('SS-10.2 a seat holding only Counter Cards is asked at an empty chain, with only its pass', () => {
    const s = quiet(false);
    giveHand(s, 1, [Kind.Counter]);
    giveHand(s, 3, [Kind.Bounce]);
    commitAll(s, [N, N]);
    assert.deepEqual(game.actors(s), [1, 3]);
    assert.deepEqual(game.legalActions(s, 1), [PASS]);
    assert.equal(game.view(s, 0).passes.length, 4);
    act(s, 1, PASS);
    assert.deepEqual(game.view(s, 0).passes, [false, true, false, false], 'a pass is public');
    const old = quiet(true);
    giveHand(old, 1, [Kind.Counter]);
    giveHand(old, 3, [Kind.Bounce]);
    commitAll(old, [N, N]);
    assert.deepEqual(game.actors(old), [3], '1.0.0 asked only who could play');
  });

  it('SS-10.2 a card drawn by an exchange this phase does not make its holder asked', () => {
    const s = quiet(false);
    giveHand(s, 0, [Kind.Nuke]);
    s.deck.push(Kind.Bounce);
    commitAll(s, [X, N]);
    passAll(s);
    act(s, 0, EXCHANGE + Kind.Nuke);
    assert.notEqual(s.step, Step.Window, 'only a fresh card in any hand: nobody is asked');
  });

  it("SS-10.2 hands swapped from any seat's view ask the same seats, show the same, close alike", () => {
    let windows = 0;
    for (let g = 0; g < 6; g++) {
      const seats = 2 + (g % 3);
      const s = newGame(seats, `swap/${String(g)}`);
      const pick = Rng.fromSeed(`swap/pick/${String(g)}`);
      for (let step = 0; step < 600 && s.step !== Step.Over; step++) {
        const actors = game.actors(s);
        if (s.step === Step.Window) {
          windows++;
          for (let viewer = 0; viewer < seats; viewer++) {
            const world = game.determinize(game.view(s, viewer), viewer, pick.clone());
            const real = game.clone(s);
            for (let passes = 0; isOpen(real); passes++) {
              assert.deepEqual(game.actors(world), game.actors(real), `actors, ${passes} passes`);
              assert.deepEqual(game.window?.(world), game.window?.(real));
              assert.deepEqual(game.view(world, viewer), game.view(real, viewer));
              const seat = game.actors(real)[0] as number;
              act(real, seat, PASS);
              act(world, seat, PASS);
              assert.equal(isOpen(world), isOpen(real), 'closes alike');
            }
          }
        }
        const seat = actors[pick.int(actors.length)] as number;
        const legal = game.legalActions(s, seat);
        game.apply(s, seat, legal[pick.int(legal.length)] as number);
      }
    }
    assert.ok(windows > 50, `${String(windows)} windows met`);
  });
});
