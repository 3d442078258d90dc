/**
 * The forecasts agree with the engine: each one met in random matches, and in arranged
 * contests of the die-triggered skills, is checked by playing the choice (and the other
 * side's answer that makes the case) with every sequence of dice the match may roll.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { nextGoalWins } from './engine.ts';
import { nextGoalWinsOptions } from './facts.ts';
import { PLAIN, arrange, ballAt } from './fixtures.ts';
import { forecast } from './forecast.ts';
import type { Odds } from './odds.ts';
import type { MatchState } from './state.ts';
import { DEF, MID, STK } from './stats.ts';

const total = (o: Odds): number => o.success + o.stopped + o.freeKick + o.corner + o.penalty;
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-12;

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
