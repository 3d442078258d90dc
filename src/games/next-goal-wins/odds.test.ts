import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { Effect } from './cards.ts';
import { nextGoalWins } from './engine.ts';
import { nextGoalWinsOptions } from './facts.ts';
import { PLAIN, arrange, ballAt } from './fixtures.ts';
import {
  HIGHER_OF_TWO,
  ONE_DIE,
  TWO_DICE,
  contestOdds,
  forecast,
  rollCounts,
  type Contest,
  type ContestSide,
  type Odds,
  type Tie,
} from './odds.ts';
import type { MatchState } from './state.ts';
import { DEF, MID, STK } from './stats.ts';

const side = (add: number, dice = ONE_DIE, onDie: readonly number[] = []): ContestSide => ({
  add,
  dice,
  onDie,
});
const total = (o: Odds): number => o.success + o.stopped + o.freeKick + o.corner + o.penalty;
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-12;

describe('NGW odds: counting the dice of a contest', () => {
  it('NGW-6.4, NGW-8.4: 3 against 3 on one die each, a tie rolling the stalemate die', () => {
    const c: Contest = { attack: side(3), defence: side(3), tie: 'stalemate' };
    assert.deepEqual(rollCounts(c), { success: 15, stopped: 15, freeKick: 0, tie: 6, total: 36 });
    // Of the 6 ties in 36, 2 in 6 roll again: what ends, ends out of 36 - 2 = 34 (102 / 3).
    assert.deepEqual(contestOdds(c), {
      success: 45 / 102,
      stopped: 51 / 102,
      freeKick: 6 / 102,
      corner: 0,
      penalty: 0,
    });
  });

  it('NGW-8.1: a shot of 5 against a save of 3; a tie is a corner', () => {
    const odds = contestOdds({ attack: side(5), defence: side(3), tie: 'corner' });
    // X - Y > -2 in 26 of 36 rolls, X - Y = -2 in 4.
    assert.deepEqual(odds, {
      success: 26 / 36,
      stopped: 6 / 36,
      freeKick: 0,
      corner: 4 / 36,
      penalty: 0,
    });
  });

  it('NGW-14.7: the higher of two dice against one', () => {
    // Keeping x has 2x - 1 of 36 ways and beats x - 1 faces: 0 + 3 + 10 + 21 + 36 + 55 = 125.
    const counts = rollCounts({ attack: side(0, HIGHER_OF_TWO), defence: side(0), tie: 'penalty' });
    assert.deepEqual(counts, { success: 125, stopped: 55, freeKick: 0, tie: 36, total: 216 });
  });

  it('NGW-14.3, NGW-14.6: a defender winning on 5 or 6, unless the attacker’s die skill fires too', () => {
    const noNonsense = [-1, -1, -1, -1, -1, Effect.WinBallInjure, Effect.WinBallInjure];
    const c: Contest = {
      attack: side(10),
      defence: side(0, ONE_DIE, noNonsense),
      tie: 'stalemate',
    };
    assert.deepEqual(rollCounts(c), { success: 24, stopped: 12, freeKick: 0, tie: 0, total: 36 });
    const succeedOnSix = [-1, -1, -1, -1, -1, -1, Effect.Succeed];
    // With a 6 on the attacker's die both fire and cancel: 10 + 6 beats anything.
    const both = rollCounts({ ...c, attack: side(10, ONE_DIE, succeedOnSix) });
    assert.deepEqual(both, { success: 26, stopped: 10, freeKick: 0, tie: 0, total: 36 });
  });

  it('agrees with a brute force over every physical die, for random contests', () => {
    const rng = Rng.fromSeed('odds-brute');
    const ties: Tie[] = ['stalemate', 'corner', 'penalty', 'foul'];
    const effects = [
      -1,
      -1,
      -1,
      Effect.Succeed,
      Effect.WinBall,
      Effect.SentOff,
      Effect.WinBallInjure,
    ];
    for (let n = 0; n < 300; n++) {
      const dieSkill = (): number[] =>
        rng.int(3) === 0 ? ONE_DIE.map(() => effects[rng.int(effects.length)] ?? -1) : [];
      const pick = (): { dice: readonly number[]; count: number; sum: boolean } => {
        const r = rng.int(3);
        return r === 0
          ? { dice: ONE_DIE, count: 1, sum: false }
          : r === 1
            ? { dice: HIGHER_OF_TWO, count: 2, sum: false }
            : { dice: TWO_DICE, count: 2, sum: true };
      };
      const a = pick();
      const d = pick();
      const aSkill = a.sum ? [] : dieSkill();
      const dSkill = d.sum ? [] : dieSkill();
      const c: Contest = {
        attack: side(rng.int(9), a.dice, aSkill),
        defence: side(rng.int(9), d.dice, dSkill),
        tie: ties[rng.int(4)] ?? 'stalemate',
      };
      const brute = bruteForce(c, a, d);
      const odds = contestOdds(c);
      assert.ok(close(total(odds), 1), `the chances add up to 1: ${JSON.stringify(odds)}`);
      for (const key of Object.keys(brute) as (keyof Odds)[])
        assert.ok(close(odds[key], brute[key]), `${key}: ${odds[key]} against ${brute[key]}`);
    }
  });
});

/**
 * Every physical die rolled, one by one, and the stalemate die as a series of rerolls summed
 * until nothing is left to add: the slow way, written from the rules, not from odds.ts.
 */
function bruteForce(
  c: Contest,
  a: { count: number; sum: boolean },
  d: { count: number; sum: boolean },
): Odds {
  const rolls = (count: number): number[][] =>
    count === 1
      ? [1, 2, 3, 4, 5, 6].map((x) => [x])
      : rolls(1).flatMap((x) => rolls(1).map((y) => [...x, ...y]));
  const value = (dice: number[], sum: boolean): number =>
    sum ? dice.reduce((t, x) => t + x, 0) : Math.max(...dice);
  let [win, lose, foul, tie, all] = [0, 0, 0, 0, 0];
  const byTotals = (diff: number): void => {
    if (diff > 0) win++;
    else if (diff < 0) lose++;
    else tie++;
  };
  for (const ad of rolls(a.count))
    for (const dd of rolls(d.count)) {
      all++;
      const x = value(ad, a.sum);
      const y = value(dd, d.sum);
      const as = c.attack.onDie[x] ?? -1;
      const ds = c.defence.onDie[y] ?? -1;
      const diff = c.attack.add + x - c.defence.add - y;
      if (as >= 0 && ds >= 0) byTotals(diff);
      else if (as === Effect.Succeed) win++;
      else if (ds === Effect.SentOff) foul++;
      else if (ds >= 0) lose++;
      else byTotals(diff);
    }
  const [w, l, f, t] = [win / all, lose / all, foul / all, tie / all];
  if (c.tie === 'corner') return { success: w, stopped: l, freeKick: f, corner: t, penalty: 0 };
  if (c.tie === 'penalty') return { success: w, stopped: l, freeKick: f, corner: 0, penalty: t };
  if (c.tie === 'foul') return { success: w, stopped: l, freeKick: f + t, corner: 0, penalty: 0 };
  // NGW-8.4: Try again (2 in 6) rolls the whole contest again.
  let reach = 1;
  const odds = { success: 0, stopped: 0, freeKick: 0, corner: 0, penalty: 0 };
  for (let round = 0; round < 400; round++) {
    odds.success += reach * w;
    odds.stopped += reach * (l + t / 3);
    odds.freeKick += reach * (f + t / 3);
    reach *= t / 3;
  }
  return odds;
}

// ---------------------------------------------------------------------------------------------
// Agreement with the engine: each forecast met in random matches is checked by playing the
// choice (and the other side's answer that makes the case) with every sequence of dice.

type Result = keyof Odds | 'retry';

const NEED = new Error('more dice');

/** Integer weights: 6^(DEPTH - dice rolled) for each sequence of dice. */
const DEPTH = 7;

function scriptDice(s: MatchState, faces: readonly number[]): void {
  let next = 0;
  s.rng.int = (n: number) => {
    assert.equal(n, 6, 'only dice');
    const face = faces[next++];
    if (face === undefined) throw NEED;
    return face - 1;
  };
}

/** Where the moves ended, read from their events and the attacker's view. */
function resultOf(
  s: MatchState,
  all: readonly GameEvent[],
  attacker: Seat,
  attackNo: number,
  needed: boolean,
): Result | null {
  // From the contest's roll on: a free kick chosen before it is no result of it.
  const roll = all.findIndex((e) => e.kind === 'roll');
  if (roll < 0 && needed) return null;
  const events = roll < 0 ? all : all.slice(roll);
  const face = events.find((e) => e.kind === 'stalemate')?.data?.face;
  if (typeof face === 'number' && face <= 2) return 'retry';
  if (events.some((e) => e.kind === 'goal')) return 'success';
  const award = events.find((e) => e.kind === 'set-piece')?.text ?? '';
  if (award.includes('penalty')) return 'penalty';
  if (award.includes('corner')) return 'corner';
  if (award.includes('free kick')) return 'freeKick';
  if (needed) return null;
  const v = nextGoalWins.view(s, attacker);
  if (events.some((e) => e.kind === 'lost') || v.match.attackNo !== attackNo) return 'stopped';
  if (events.some((e) => e.kind === 'beaten' || (e.kind === 'ball' && e.seat === attacker)))
    return 'success';
  if (v.phase === 'foul-choice' || (v.phase === 'replace' && v.match.replaceSeat !== attacker))
    return 'freeKick';
  throw new Error(`no result: ${v.phase}: ${events.map((e) => e.text).join(' / ')}`);
}

/** The chances of each result, counting every sequence of dice the moves may meet. */
function enumerate(start: MatchState, moves: readonly (readonly [Seat, Action])[]): Odds {
  const attacker = nextGoalWins.view(start, 0).match.attacker;
  const attackNo = nextGoalWins.view(start, 0).match.attackNo;
  const counts = new Map<Result, number>();
  const visit = (faces: number[]): void => {
    assert.ok(faces.length < DEPTH, 'too many dice');
    const s = nextGoalWins.clone(start);
    scriptDice(s, faces);
    const events: GameEvent[] = [];
    let needed = false;
    try {
      for (const [seat, action] of moves) nextGoalWins.apply(s, seat, action, events);
    } catch (error) {
      if (error !== NEED) throw error;
      needed = true;
    }
    const result = resultOf(s, events, attacker, attackNo, needed);
    if (result === null) for (let f = 1; f <= 6; f++) visit([...faces, f]);
    else counts.set(result, (counts.get(result) ?? 0) + 6 ** (DEPTH - faces.length));
  };
  visit([]);
  const retry = counts.get('retry') ?? 0;
  const ending = 6 ** DEPTH - retry;
  const of = (r: Result): number => (counts.get(r) ?? 0) / ending;
  return {
    success: of('success'),
    stopped: of('stopped'),
    freeKick: of('freeKick'),
    corner: of('corner'),
    penalty: of('penalty'),
  };
}

const find = (
  s: MatchState,
  seat: Seat,
  test: (info: ReturnType<typeof nextGoalWins.actionInfo>) => boolean,
): Action | undefined =>
  nextGoalWins.legalActions(s, seat).find((a) => test(nextGoalWins.actionInfo(s, seat, a)));

/** Checks every forecast of the decision in `s` against the engine; returns how many cases. */
function checkDecision(s: MatchState, seat: Seat): number {
  const view = nextGoalWins.view(s, seat);
  let checked = 0;
  for (const action of nextGoalWins.legalActions(s, seat).slice()) {
    const info = nextGoalWins.actionInfo(s, seat, action);
    const told = forecast(view, seat, info);
    if (!told) continue;
    for (const c of told.cases) {
      assert.ok(close(total(c.odds), 1), 'the chances add up to 1');
      // The move, then the other side's answer that makes this case, if it has one.
      const after = nextGoalWins.clone(s);
      scriptDice(after, []);
      const events: GameEvent[] = [];
      try {
        nextGoalWins.apply(after, seat, action, events);
      } catch (error) {
        if (error !== NEED) throw error;
      }
      const moves: [Seat, Action][] = [[seat, action]];
      const other: Seat = seat === 0 ? 1 : 0;
      const phase = nextGoalWins.view(after, other).phase;
      if (c.answer) {
        if (phase !== 'defend') continue; // a modify tactic's target, or a tie-break choice
        const answer = find(
          after,
          other,
          (i) =>
            i.kind === 'defend' &&
            i.card === undefined &&
            (i.side === 'speed-battle') === (c.answer === 'defend-speed'),
        );
        assert.ok(answer !== undefined, `the answer ${c.answer} is legal`);
        moves.push([other, answer]);
      } else if (c.defender !== undefined && told.attacking) {
        if (c.taker !== undefined) {
          if (nextGoalWins.view(after, seat).phase !== 'taker') continue;
          const taker = find(
            after,
            seat,
            (i) => i.kind === 'taker' && i.index === c.taker && i.card === undefined,
          );
          assert.ok(taker !== undefined, 'the taker is legal');
          nextGoalWins.apply(after, seat, taker);
          moves.push([seat, taker]);
        }
        if (c.header !== undefined) {
          if (nextGoalWins.view(after, seat).phase !== 'header') continue;
          const header = find(after, seat, (i) => i.kind === 'header' && i.index === c.header);
          assert.ok(header !== undefined, 'the header is legal');
          nextGoalWins.apply(after, seat, header);
          moves.push([seat, header]);
        }
        if (nextGoalWins.view(after, other).phase !== 'set-piece-defence') continue;
        const pick = find(
          after,
          other,
          (i) => i.kind === 'set-piece-defender' && i.index === c.defender && i.card === undefined,
        );
        assert.ok(pick !== undefined, 'the pick is legal');
        moves.push([other, pick]);
      } else if (phase === 'target') continue;
      const engine = enumerate(s, moves);
      for (const key of Object.keys(engine) as (keyof Odds)[])
        assert.ok(
          close(engine[key], c.odds[key]),
          `${nextGoalWins.actionLabel(s, seat, action)} ${c.when ?? ''}: ${key} ${c.odds[key]}, the engine ${engine[key]}`,
        );
      checked++;
    }
  }
  return checked;
}

describe('NGW odds: the forecasts agree with the engine over every roll of the dice', () => {
  it('in random matches, at every declaration, answer and set-piece choice', () => {
    let checked = 0;
    const phases = new Set<string>();
    for (let game = 0; game < 16; game++) {
      const rng = Rng.fromSeed(`odds-agree-${game}`);
      const s = nextGoalWins.setup(
        nextGoalWinsOptions.parse({}),
        2,
        Rng.fromSeed(`odds-match-${game}`),
      );
      for (let step = 0; step < 600 && !nextGoalWins.outcome(s); step++) {
        const seat = nextGoalWins.actors(s)[0] as Seat;
        const phase = nextGoalWins.view(s, seat).phase;
        const n = checkDecision(s, seat);
        if (n > 0) phases.add(phase);
        checked += n;
        const legal = nextGoalWins.legalActions(s, seat).slice();
        nextGoalWins.apply(s, seat, legal[rng.int(legal.length)] as Action);
      }
    }
    assert.ok(checked > 200, `enough cases checked: ${checked}`);
    assert.deepEqual([...phases].sort(), [
      'declare',
      'defend',
      'foul-choice',
      'header',
      'set-piece-defence',
      'taker',
    ]);
  });
});

/** PLAIN's squads with some footballers swapped in: [seat, slot, name]. */
function withSkills(...swaps: [0 | 1, number, string][]): MatchState {
  const squads = PLAIN.map((names) => names.slice());
  for (const [seat, slot, name] of swaps) (squads[seat] as string[])[slot] = name;
  return arrange({ squads: [squads[0] ?? [], squads[1] ?? []] });
}

/** Both decisions of a contest: the attacker's declarations, then the answers to `kind`. */
function checkBoth(s: MatchState, kind: string): number {
  let checked = checkDecision(s, 0);
  const declared = find(
    s,
    0,
    (i) => i.kind === kind && i.card === undefined && i.side === undefined,
  );
  assert.ok(declared !== undefined, `${kind} is legal`);
  nextGoalWins.apply(s, 0, declared);
  checked += checkDecision(s, 1);
  return checked;
}

describe('NGW odds: die-triggered skills agree with the engine (NGW-14.2 to NGW-14.6)', () => {
  it("Nutmeg's dribble against Hard Tackler: a 6 each cancels, a 1 sends the tackler off", () => {
    const s = withSkills([0, 2, 'Bethany Cole'], [1, 1, "Niamh O'Connor"]);
    ballAt(s, MID);
    assert.ok(checkBoth(s, 'dribble') >= 3);
  });

  it("Clinical's shot against Cat Reflexes", () => {
    const s = withSkills([0, 3, 'Sofia Lindqvist'], [1, 0, 'Ingrid Halvorsen']);
    ballAt(s, STK, 'pass');
    assert.ok(checkBoth(s, 'shoot') >= 3);
  });

  it('No Nonsense against a pass, a cross and a dribble', () => {
    for (const kind of ['pass', 'cross', 'dribble']) {
      const s = withSkills([1, 2, "Wendy 'Monster' Mao"]);
      ballAt(s, DEF);
      assert.ok(checkBoth(s, kind) >= 3);
    }
  });
});

describe('NGW odds: what a seat may know', () => {
  it('the attacker sees odds over the answers it cannot know, and is told of hidden tactics', () => {
    // Max Gass (Speed Demon) defends a pass at MID: he may make it a speed battle.
    const s = arrange({
      squads: [
        [
          'Yuki Tanabe',
          'Jonas Weber',
          'Hana Kobayashi',
          'Erika Falcon',
          'Dario Conti',
          'Amara Diallo',
          'Diego Morales',
        ],
        [
          'Kofi Mensah',
          'Max Gass',
          'Emeka Nwosu',
          'Chloé Marchand',
          'Sam Whitfield',
          'Tariq Haddad',
          'Hamza Belkacem',
        ],
      ],
      lineups: [
        [0, 1, 2, 3],
        [0, 2, 1, 3],
      ],
      tactics: [[], ['Offside Trap']],
    });
    ballAt(s, DEF);
    const view = nextGoalWins.view(s, 0);
    const pass = find(s, 0, (i) => i.kind === 'pass');
    assert.ok(pass !== undefined);
    const told = forecast(view, 0, nextGoalWins.actionInfo(s, 0, pass));
    assert.ok(told);
    assert.deepEqual(
      told.cases.map((c) => c.when),
      ['if they defend', 'if they defend in a speed battle'],
    );
    assert.match(told.unseen ?? '', /They hold 1 tactic card you cannot see/);
    // The defender's view of its own answers: no unknowns left, nothing hidden from it.
    nextGoalWins.apply(s, 0, pass);
    const answers = nextGoalWins
      .legalActions(s, 1)
      .map((a) => forecast(nextGoalWins.view(s, 1), 1, nextGoalWins.actionInfo(s, 1, a)));
    for (const a of answers) assert.ok(a && a.cases.length <= 1 && a.unseen === null);
  });
});
