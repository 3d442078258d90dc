/**
 * The independent referees' findings (issue #31), each named by the rule it broke, each shown
 * fixed under today's rules and, where a record of 1.1.0 depends on it, kept under that edition.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, type GameEvent } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { CHOOSE, END, PASS, PLAY, ROLL, SUGGESTED, moveAction } from './actions.ts';
import { NEIGHBOURS, NONE, cellName } from './board.ts';
import { Card } from './cards.ts';
import { golazo } from './engine.ts';
import { golazoOptions } from './facts.ts';
import {
  G,
  cell,
  counter,
  kickedOff,
  moving,
  play,
  put,
  rollOutcome,
  withDice,
} from './scenario.ts';
import { Phase, sendOff, type GolazoState } from './state.ts';

const legal = (s: GolazoState, seat = golazo.actors(s)[0] ?? 0): number[] =>
  golazo.legalActions(s, seat);
const actor = (s: GolazoState): number => golazo.actors(s)[0] as number;
const step = (name: string, to: string): number => moveAction(counter(name), cell(to));
const OLD = { edition: '1.1.0' };

function hold(s: GolazoState, team: number, card: number, count: number): void {
  (s.hands[team] as number[])[card] = count;
}

/** Draws `card` for `team` on a G roll (the other team rolling a 3). */
function drawOnG(s: GolazoState, team: number, card: number): GameEvent[] {
  s.phase = Phase.Roll;
  s.deck.splice(s.deck.indexOf(card), 1);
  s.deck.push(card);
  return play(s, actor(s), ROLL, team === 0 ? rollOutcome(G, 2) : rollOutcome(2, G));
}

/** Fills every free space next to `at` with counters from `pool` (names), in order. */
function surround(s: GolazoState, at: string, pool: readonly string[]): void {
  let next = 0;
  for (const n of NEIGHBOURS[cell(at)] as readonly number[]) {
    if (s.pieceAt[n] !== NONE) continue;
    const name = pool[next++];
    assert.ok(name, `the pool ran out around ${at}`);
    put(s, { [name]: cellName(n) });
  }
}

describe('issue #31: the engine against the booklet and its own rules', () => {
  it('GZ-1.2, GZ-9.17: a keeper with the ball may not Nutmeg: it never leaves its space', () => {
    const position = (options: Record<string, unknown>): GolazoState => {
      const s = kickedOff(options, 2, 2);
      put(s, { b9: 'e2' }); // ahead of the Reds' keeper on e1
      moving(s, 0, 2, 'r1');
      hold(s, 0, Card.Nutmeg, 1);
      return s;
    };
    assert.ok(!legal(position({})).includes(PLAY + Card.Nutmeg));
    // 1.1.0 let it, and its records replay so: the keeper ended on e2.
    const old = position(OLD);
    assert.ok(legal(old).includes(PLAY + Card.Nutmeg));
    play(old, 0, PLAY + Card.Nutmeg);
    assert.equal(cellName(old.cellOf[counter('r1')] as number), 'e2');
  });

  it('GZ-13.2: no slide tackle with a card’s moves (Covering Run, Injury Time): no roll was lost', () => {
    const position = (options: Record<string, unknown>, card: number): GolazoState => {
      const s = kickedOff({ slideTackle: true, ...options }, 2, 1);
      play(s, 0, END);
      put(s, { b9: 'e8' }); // next to the Reds' carrier on e7
      drawOnG(s, 1, card);
      assert.equal(s.phase, Phase.Moves);
      assert.equal(s.mover, 1);
      return s;
    };
    const slide = step('b9', 'e7');
    for (const card of [Card.ThroughBall, Card.TimeWasting]) {
      assert.ok(!legal(position({}, card)).includes(slide), `not with ${card}'s moves`);
      assert.ok(legal(position(OLD, card)).includes(slide), `1.1.0 let ${card}'s moves slide`);
    }
    // A lost roll's moves may.
    const s = kickedOff({ slideTackle: true }, 2, 1);
    play(s, 0, END);
    put(s, { b9: 'e8' });
    play(s, actor(s), ROLL, rollOutcome(3, 1));
    play(s, 0, END);
    assert.ok(legal(s, 1).includes(slide));
  });

  it('GZ-13.2, GZ-6.2: a counter with no free space next to it may not slide in to win the ball', () => {
    const s = kickedOff({ slideTackle: true }, 2, 1);
    play(s, 0, END);
    put(s, { b9: 'e8' });
    surround(s, 'e8', ['b2', 'b3', 'b4', 'b5', 'b7']);
    play(s, actor(s), ROLL, rollOutcome(3, 1));
    play(s, 0, END);
    assert.equal(s.mover, 1);
    assert.ok(!legal(s, 1).includes(step('b9', 'e7')));
  });

  it('GZ-8.3: Route One rolling 12 lets the team choose any outfield counter, the carrier too', () => {
    const routeOne = (options: Record<string, unknown>): GolazoState => {
      const s = kickedOff(options, 2, 1);
      play(s, 0, END);
      withDice(s, [5, 5]);
      drawOnG(s, 0, Card.RouteOne);
      assert.equal(s.phase, Phase.Choose);
      return s;
    };
    const s = routeOne({});
    assert.ok(legal(s).includes(CHOOSE + counter('r9')), 'the carrier');
    assert.equal(legal(s).length, 10);
    assert.ok(!legal(routeOne(OLD)).includes(CHOOSE + counter('r9')), '1.1.0 left it out');
  });

  it('GZ-9.9: Interception goes to the nearest outfield counter that may hold the ball', () => {
    const intercept = (options: Record<string, unknown>): GolazoState => {
      const s = kickedOff(options, 2, 1);
      play(s, 0, END);
      // The Blues' #9 on f8 and #10 on d8 are both one step from the carrier on e7; #9 is
      // surrounded.
      surround(s, 'f8', ['r2', 'r3', 'r4', 'r5', 'r11']);
      drawOnG(s, 1, Card.RouteOne);
      return s;
    };
    assert.equal(intercept({}).carrier, counter('b10'));
    assert.equal(intercept(OLD).carrier, counter('b9'), '1.1.0 handed it to a surrounded #9');
  });

  it('GZ-8.3, GZ-6.2: a high clearance to a surrounded shirt goes to the other team’s', () => {
    const clearance = (options: Record<string, unknown>): GolazoState => {
      const s = kickedOff(options, 2, 1);
      put(s, { b8: 'c10' });
      surround(s, 'c10', ['r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r11', 'r10']);
      s.phase = Phase.Clearance;
      s.actingTeam = 1;
      s.carrier = counter('b1');
      play(s, 1, 6 /* CLEAR */, 8 - 2);
      return s;
    };
    assert.equal(clearance({}).carrier, counter('r8'));
    assert.equal(clearance(OLD).carrier, counter('b8'));
    // A 12: the surrounded counter is no choice.
    const s = kickedOff({}, 2, 1);
    put(s, { b8: 'c10' });
    surround(s, 'c10', ['r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r11', 'r10']);
    s.phase = Phase.Clearance;
    s.actingTeam = 1;
    s.carrier = counter('b1');
    play(s, 1, 6, 12 - 2);
    assert.equal(s.phase, Phase.Choose);
    assert.ok(!legal(s).includes(CHOOSE + counter('b8')));
  });

  it('GZ-9.15, GZ-6.2: a Last-Ditch Tackle is made by the lowest defender beside the carrier that may hold the ball', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e12', b4: 'd12' });
    s.carrier = counter('r9');
    surround(s, 'd12', ['r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r10', 'r11']);
    hold(s, 1, Card.LastDitchTackle, 1);
    play(s, 0, step('r2', 'b5'));
    // #4 on d12 is walled in; #5 on d11 is next to the carrier too, and wins it.
    play(s, 1, PLAY + Card.LastDitchTackle);
    assert.equal(s.carrier, counter('b5'));
  });
});

describe('GZ-9.19: who a window asks depends on public facts only', () => {
  it('GZ-9.19: the team without the ball is asked when the ball is in its half and it holds a card', () => {
    const s = kickedOff({}, 2, 1);
    hold(s, 1, Card.SecondWind, 1); // no card for this moment
    const events = play(s, 0, step('r9', 'e8'));
    assert.equal(s.phase, Phase.Window);
    assert.deepEqual(golazo.actors(s), [1]);
    assert.deepEqual(legal(s, 1), [PASS]);
    const passed = play(s, 1, PASS).find((e) => e.kind === 'pass');
    assert.equal(passed?.visibleTo, undefined, 'a pass is public');
    assert.ok(events.some((e) => e.kind === 'window-point'));
    // Not without a card, nor with the ball in the carrier's own half.
    const none = kickedOff({}, 2, 1);
    play(none, 0, step('r9', 'e8'));
    assert.notEqual(none.phase, Phase.Window);
    const own = kickedOff({}, 2, 1);
    hold(own, 1, Card.OffsideTrap, 1);
    play(own, 0, step('r10', 'g7'));
    assert.notEqual(own.phase, Phase.Window);
  });

  it('GZ-9.19, GZ-9.11: an Offside Trap may follow an Interception that leaves the ball in your half', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e5', b9: 'e4' });
    s.carrier = counter('r9');
    play(s, 0, END);
    hold(s, 0, Card.OffsideTrap, 1);
    drawOnG(s, 1, Card.RouteOne); // Interception: the Blues' #9 on e4 has it, in the Reds' half
    assert.equal(s.carrier, counter('b9'));
    assert.equal(s.phase, Phase.Window);
    assert.deepEqual(legal(s, 0), [PASS, PLAY + Card.OffsideTrap]);
    play(s, 0, PLAY + Card.OffsideTrap);
    assert.equal(s.carrier, counter('r1'));
    // 1.1.0 had no window there.
    const old = kickedOff(OLD, 2, 1);
    put(old, { r9: 'e5', b9: 'e4' });
    old.carrier = counter('r9');
    play(old, 0, END);
    hold(old, 0, Card.OffsideTrap, 1);
    drawOnG(old, 1, Card.RouteOne);
    assert.notEqual(old.phase, Phase.Window);
  });

  it('GZ-9.19: one card a turn for each team', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e10', r8: 'd10' });
    s.carrier = counter('r9');
    hold(s, 1, Card.OffsideTrap, 2);
    sendOff(s, counter('b8'));
    play(s, 0, step('r9', 'e11'));
    play(s, 1, PLAY + Card.OffsideTrap);
    assert.equal(s.windowPlayed, 2);
    assert.equal(s.phase, Phase.Clearance);
    // The clearance's 8 is sent off: the Reds' #8 gets it, in the Blues' half, where the
    // Blues still hold a trap; but they have played their card this turn.
    const events = play(s, 1, 6 /* CLEAR */, 8 - 2);
    assert.equal(s.carrier, counter('r8'));
    assert.ok(events.some((e) => e.kind === 'window-point'));
    assert.notEqual(s.phase, Phase.Window);
    assert.equal(s.windowPlayed, 0, 'a new turn, a new card');
  });

  /** Random play to a window, or undefined; the same seeds always reach the same positions. */
  function toWindow(seed: string, seats: number): GolazoState | undefined {
    const s = golazo.setup(golazoOptions.parse({}), seats, Rng.fromSeed(seed));
    const pick = Rng.fromSeed(`${seed}/pick`);
    for (let n = 0; n < 4000 && golazo.actors(s).length > 0; n++) {
      if (golazo.window?.(s) && n > 100) return s;
      const actors = golazo.actors(s);
      const seat = actors[pick.int(actors.length)] as number;
      const options = golazo.legalActions(s, seat);
      // Cards kept a while, so that hands hold some.
      const keep = options.filter((a) => a !== PLAY + Card.SecondWind);
      golazo.apply(s, seat, keep[pick.int(keep.length)] ?? (options[0] as number));
    }
    return undefined;
  }

  it('GZ-9.19, GZ-9.3: other hands dealt again (determinize from a seat’s view) ask the same seats the same way', () => {
    let windows = 0;
    for (let i = 0; i < 60; i++) {
      const real = toWindow(`contract/${i}`, 2 + (i % 3));
      if (!real) continue;
      windows++;
      for (let viewer = 0; viewer < real.seats; viewer++) {
        const other = golazo.determinize(golazo.view(real, viewer), viewer, Rng.fromSeed(`d${i}`));
        const a = golazo.clone(real);
        // Every asked seat passes, on both, through to the window's close; what follows the
        // closing pass may roll (stoppage time), so only the closing is compared there.
        for (let guard = 0; guard < 8; guard++) {
          assert.deepEqual(golazo.actors(other), golazo.actors(a), 'the same seats asked');
          assert.deepEqual(golazo.window?.(other), golazo.window?.(a));
          assert.deepEqual(golazo.view(other, viewer), golazo.view(a, viewer));
          assert.deepEqual(golazo.view(other, SPECTATOR), golazo.view(a, SPECTATOR));
          const w = golazo.window?.(a);
          assert.ok(w, 'a window open on both');
          const seat = golazo.actors(a)[0] as number;
          assert.ok(golazo.legalActions(other, seat).includes(w.pass));
          const realEvents: GameEvent[] = [];
          const otherEvents: GameEvent[] = [];
          golazo.apply(a, seat, w.pass, realEvents);
          golazo.apply(other, seat, w.pass, otherEvents);
          const open = golazo.window?.(a) !== undefined;
          assert.equal(golazo.window?.(other) !== undefined, open);
          if (!open) break;
          const seen = (events: GameEvent[]): GameEvent[] =>
            events.filter((e) => e.visibleTo === undefined || e.visibleTo.includes(viewer));
          assert.deepEqual(seen(otherEvents), seen(realEvents));
        }
      }
      // The asked team's hand swapped for one with nothing playable now: asked all the same.
      const t = real.actingTeam;
      const size = (real.hands[t] as number[]).reduce((x, y) => x + y, 0);
      const swapped = golazo.clone(real);
      (swapped.hands[t] as number[]).fill(0);
      hold(swapped, t, Card.SecondWind, size);
      assert.deepEqual(golazo.actors(swapped), golazo.actors(real));
      assert.deepEqual(legal(swapped, actor(swapped)), [PASS]);
      // The other team (seat 1 - t is one of its seats) sees nothing different.
      assert.deepEqual(golazo.view(swapped, 1 - t), golazo.view(real, 1 - t));
    }
    assert.ok(windows >= 20, `${windows} windows reached`);
  });
});

describe('GZ-8.1: a placement as a person makes it on the board', () => {
  it('GZ-8.1: every placement names its counter, its space and where it goes; the suggestion one action', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e11', r10: 'd12' });
    s.carrier = counter('r9');
    hold(s, 1, Card.OffsideTrap, 1);
    play(s, 0, step('r9', 'e12'));
    play(s, 1, PLAY + Card.OffsideTrap); // the Blues' keeper has it "as after a save"
    assert.equal(s.phase, Phase.Place);
    const seat = actor(s);
    const infos = legal(s, seat).map((a) => golazo.actionInfo(s, seat, a));
    assert.equal(infos[0]?.kind, 'place-suggested');
    const cells = new Set(infos.slice(1).map((i) => `${i.piece}:${i.to}`));
    assert.equal(cells.size, infos.length - 1, 'one action per counter and space');
    for (const info of infos.slice(1)) assert.equal(info.from, s.cellOf[info.piece as number]);
    play(s, seat, SUGGESTED);
    assert.equal(s.phase, Phase.Clearance);
  });
});
