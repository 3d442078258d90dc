/**
 * What version 1.1.0 changed (issue #31), each by its rule, and that the option `edition`
 * '1.0.0' (set only by that version's records) still plays the old way.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WINDOW_POINT } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { GOAL_ZONES, NONE, STARTS, distance } from './board.ts';
import {
  ATTACK,
  DECLINE,
  EXCHANGE,
  KICK,
  Kind,
  LET_FIRST,
  PASS,
  STAY,
  playAction,
} from './actions.ts';
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
import { supernaturalHeuristic } from './heuristic.ts';
import { Card, handSize } from './rules.ts';
import { handIndex, Step, type SsState } from './state.ts';

const { Move: M, Exchange: X, NoAction: N } = Card;
const isOpen = (s: SsState): boolean => s.step === Step.Window;
const windowOf = (s: SsState) => game.window?.(s);

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

  it('SS-10.2 a seat holding only a card drawn this phase is asked too, with only its pass', () => {
    const s = quiet(false);
    giveHand(s, 0, [Kind.Nuke]);
    s.deck.push(Kind.Bounce);
    commitAll(s, [X, N]);
    passAll(s);
    act(s, 0, EXCHANGE + Kind.Nuke);
    assert.deepEqual(game.actors(s), [0]);
    assert.deepEqual(game.legalActions(s, 0), [PASS]);
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
              const told = act(real, seat, PASS);
              act(world, seat, PASS);
              assert.equal(isOpen(world), isOpen(real), 'closes alike');
              // The pass that closes it may lead on to a reveal, a draw or a roll: not compared.
              if (told.some((e) => e.kind === WINDOW_POINT)) break;
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

describe('SS-10.1: a pause between the last commitment and the reveal', () => {
  it("SS-10.1 a kick card played before the reveal does nothing when the carrier moves (the booklet's tip)", () => {
    const s = quiet(false);
    arrange(s, [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)], hex(0, 0));
    giveHand(s, 1, [Kind.HeavyBall]);
    const told = commitAll(s, [M, N], 'before-reveal');
    assert.equal(windowOf(s)?.kind, 'committed');
    assert.ok(!told.some((e) => e.kind === 'reveal'), 'nothing shown yet');
    assert.deepEqual(game.view(s, 1).commitments, [-1, -1, -1, -1], 'Landraeth sees no card');
    assert.deepEqual(game.view(s, 1).committed, [true, true, false, false]);
    const revealed = [...act(s, 1, playAction(Kind.HeavyBall, 0)), ...passAll(s)];
    assert.ok(
      revealed.some((e) => e.kind === 'reveal'),
      'the chain resolved, then the reveal',
    );
    assert.equal(s.heavy, true, 'waiting for a kick');
    act(s, 0, STAY);
    passAll(s);
    assert.equal(s.phase, 1);
    assert.equal(s.heavy, false, 'A moved: the Heavy Ball lapsed');
    const old = quiet(true);
    giveHand(old, 1, [Kind.HeavyBall]);
    commitAll(old, [M, N], 'before-reveal');
    assert.equal(windowOf(old)?.kind, 'reveal', '1.0.0 had no pause before the reveal');
  });
});

describe('SS-5.4: the team chooses which of its actions goes first', () => {
  it('SS-5.4 A may let B move first; then B acts, then A; not with a teammate that kicks or does nothing', () => {
    const s = quiet(false);
    commitAll(s, [M, M]);
    assert.equal(s.current, 0);
    assert.equal(game.legalActions(s, 0).at(-1), LET_FIRST);
    assert.equal(game.actionLabel(s, 0, LET_FIRST), 'Let wizard B go first');
    const told = act(s, 0, LET_FIRST);
    assert.ok(
      told.some((e) => e.kind === 'let-first' && e.visibleTo === undefined),
      'in the open',
    );
    assert.equal(s.current, 1, 'B is asked first');
    assert.ok(!game.legalActions(s, 2).includes(LET_FIRST), 'once a phase');
    act(s, 2, STAY);
    assert.equal(s.current, 0, 'then A');
    assert.ok(!game.legalActions(s, 0).includes(LET_FIRST));
    for (const mate of [N, Card.Kick]) {
      const t = quiet(false);
      commitAll(t, [M, mate]);
      assert.ok(!game.legalActions(t, 0).includes(LET_FIRST));
    }
    const old = quiet(true);
    commitAll(old, [M, M]);
    assert.ok(!game.legalActions(old, 0).includes(LET_FIRST), '1.0.0: always A before B');
  });
});

describe('readings marked as RULINGs (issue #31)', () => {
  /** Combat dice as applyOutcome's index: attacker's die, defender's die. */
  const dice = (attack: number, defence: number): number => (attack - 1) * 8 + (defence - 1);

  it('SS-4.2 RULING: the point is looked at after combat: a tackle out of the zone saves it', () => {
    for (const attack of [true, false]) {
      const s = quiet(false);
      // X carries the ball in Mornoch's zone (d1); A stands next to it, outside the zone.
      arrange(s, [hex(-5, 0), hex(-2, 1), hex(-6, 0), hex(2, 1)], hex(-6, 0));
      commitAll(s, [N, N]);
      assert.equal(s.current, 0);
      if (attack) game.applyOutcome?.(s, 0, ATTACK, dice(5, 2));
      else act(s, 0, DECLINE);
      assert.deepEqual(s.scores, attack ? [0, 0] : [0, 1], attack ? 'tackled out' : 'scored');
    }
  });

  it('SS-8.2 RULING: once a turn per wizard, also for a player controlling two', () => {
    const s = quiet(false, 2);
    // X carries; A and B (both seat 0's) stand next to it.
    arrange(s, [hex(1, -1), hex(0, 1), hex(1, 0), hex(4, 3)], hex(1, 0));
    commitAll(s, [N, N]);
    assert.equal(s.current, 0);
    game.applyOutcome?.(s, 0, ATTACK, dice(2, 5));
    passAll(s);
    assert.equal(s.current, 1, 'B attacks too');
    game.applyOutcome?.(s, 0, ATTACK, dice(2, 5));
    passAll(s);
    assert.equal(s.phase, 1);
    commitAll(s, [N, N]);
    assert.notEqual(s.step, Step.Combat, 'neither attacks again this turn');
  });

  it('SS-10.5 RULING: two Long Balls add 2 once, two Heavy Balls halve once, Heavy and Long both count', () => {
    const cases: [number[], number][] = [
      [[Kind.LongBall, Kind.LongBall], 3 + 2],
      [[Kind.HeavyBall, Kind.HeavyBall], 2],
      [[Kind.HeavyBall, Kind.LongBall], 2 + 2],
    ];
    for (const [cards, steps] of cases) {
      const s = quiet(false);
      arrange(s, [hex(-4, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(-4, 0));
      giveHand(s, 0, cards);
      commitAll(s, [Card.Kick, N]);
      for (const kind of cards) act(s, 0, playAction(kind, 0));
      passAll(s);
      game.applyOutcome?.(s, 0, KICK + 0, 2); // east, a 3
      assert.equal(s.ball, hex(-4 + steps, 0), cards.join(' + '));
    }
  });
});

describe('SS-10.1 RULING: the pause before the reveal is the other team’s', () => {
  it('SS-10.1 only the team without the turn is asked there, until it plays; then everybody', () => {
    const s = quiet(false);
    giveHand(s, 0, [Kind.Counter]);
    giveHand(s, 1, [Kind.Bounce]);
    giveHand(s, 3, [Kind.Nuke]);
    commitAll(s, [N, N], 'before-reveal');
    assert.equal(windowOf(s)?.kind, 'committed');
    assert.deepEqual(game.actors(s), [1, 3], 'Mornoch, whose turn it is, waits for the reveal');
    act(s, 1, playAction(Kind.Bounce, 0));
    assert.deepEqual(game.actors(s), [0, 3], 'A may counter the Bounce');
    act(s, 0, PASS);
    act(s, 3, PASS);
    assert.equal(windowOf(s)?.kind, 'reveal');
    assert.deepEqual(game.actors(s), [0, 3], 'after the reveal, everybody holding a card');
  });
});

describe('SS-3.2 RULING: the lone player of three holds at most five cards', () => {
  it('SS-3.2 the lone player stops drawing at five, the pair at three each (1.0.0: six)', () => {
    for (const old of [false, true]) {
      const s = newGame(3, 'lone', 3, 0, old ? EDITION_1_0 : undefined);
      emptyHands(s);
      giveHand(s, 0, [Kind.Nuke, Kind.Nuke, Kind.Whoops, Kind.Whoops, Kind.Counter]);
      giveHand(s, 1, [Kind.Counter, Kind.Counter]);
      for (let phase = 0; phase < 4; phase++) {
        commitAll(s, [N, N]);
        passAll(s);
      }
      assert.equal(s.turnTeam, 0, "Mornoch's turn again, after Landraeth's");
      assert.equal(handSize(s, 0), old ? 6 : 5, old ? '1.0.0 drew to six' : 'no draw at five');
      assert.equal(handSize(s, 1), 3, 'X drew one, to three');
      assert.equal(handSize(s, 2), 1, 'Y drew one');
    }
  });
});

describe('SS-12.2: a computer wizard standing on the loose ball steps off it', () => {
  it('SS-12.2 X, sent home onto the ball it dropped, moves off towards the other goal', () => {
    const s = newGame(2, 'on-ball', 3, 1);
    emptyHands(s);
    arrange(s, [hex(-4, 3), hex(-4, 2), STARTS[2] as number, hex(4, 3)], STARTS[2] as number);
    s.carrier = NONE; // as a foul on its own starting space leaves it (SS-8.4)
    commitAll(s, [M, N]);
    assert.equal(s.current, 2);
    const legal = game.legalActions(s, 1);
    const decision = { seat: 1, view: game.view(s, 1), legal, label: () => '' };
    const move = supernaturalHeuristic(1, 'seed').act(decision);
    assert.notEqual(move, STAY, 'it does not stand guard on a ball it does not hold');
    assert.ok(distance(move - 5, GOAL_ZONES[0]?.[0] as number) < 9, 'towards the west goal');
  });
});
