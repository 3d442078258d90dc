/**
 * The heuristic bot (NGW-18), reading its own view only. With the ball it looks ahead along
 * the attack: each action is worth its chance of success against the footballer who would
 * oppose it, times what the ball is worth where it lands (a goal is worth 1).
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action, Seat } from '../../core/game.ts';
import {
  BLOCK,
  CROSSING_CHOICE,
  DEFEND,
  DEFEND_SPEED,
  DONE,
  EMPTY_PICK,
  MOVE_UP_ACTION,
  SHOOTING_CHOICE,
  answeredTactic,
  declaredKind,
  declaredSpeed,
  declaredTactic,
  headerPlace,
  placeTakenOff,
  setPiecePlace,
  setPieceTactic,
  slotBroughtOn,
} from './codes.ts';
import { abilityBonus, compileAbilities, type Powers } from './abilities.ts';
import {
  CLAUSES,
  COMPILED_TACTICS,
  EFFECTIVE,
  Effect,
  POSITION_OF,
  TacticEffect,
  type CompiledTactic,
} from './cards.ts';
import {
  BLO,
  CAT,
  CORNER,
  CROSS,
  CROSSING_FK,
  CRO,
  DRIBBLE,
  GK,
  HEA,
  HEADER,
  PASS,
  POSITION_STATS,
  PUNT,
  SAV,
  SHO,
  SHOOT,
  SHOOTING_FK,
  STAT_COUNT,
  STK,
  tableRow,
} from './stats.ts';
import type { NextGoalWinsView, TeamView } from './view.ts';

export const nextGoalWinsHeuristic: AgentFactory<NextGoalWinsView> = () => heuristicAgent;

const heuristicAgent: Agent<NextGoalWinsView> = {
  act(d: Decision<NextGoalWinsView>): Action {
    if (d.legal.length === 1) return d.legal[0] as Action;
    const v = d.view;
    const b = new Board(v, d.seat);
    switch (v.phase) {
      case 'pick':
        return b.pick(d.legal);
      case 'substitute':
        return b.substitution(d.legal);
      case 'substitute-in':
        return best(d.legal, (a) => b.fit(b.mine.squad?.[slotBroughtOn(a)] ?? -1, v.match.subOut));
      case 'replace':
        return best(d.legal, (a) =>
          b.fit(b.mine.squad?.[slotBroughtOn(a)] ?? -1, v.match.replacePlace),
        );
      case 'declare':
        return b.declaration(d.legal);
      case 'defend':
        return b.answer(d.legal);
      case 'foul-choice':
        return b.freeKick(SHOOTING_FK) > b.freeKick(CROSSING_FK)
          ? SHOOTING_CHOICE
          : CROSSING_CHOICE;
      case 'taker':
      case 'header':
      case 'set-piece-defence':
        return b.setPieceChoice(d.legal);
      default:
        return d.legal[0] as Action;
    }
  },
};

/**
 * NGW-18.4: the heuristic's chance that `side` scores in an attack whose ball starts with its
 * footballer in `place`, as its look-ahead values that ball (the lineups on the pitch, their
 * changes and the managers' bonuses: facts every seat sees).
 */
export function attackChance(view: NextGoalWinsView, side: Seat, place: number): number {
  return new Board(view, side).startValue(place);
}

/** The first of `legal` with the highest score. */
export function best(legal: readonly Action[], score: (a: Action) => number): Action {
  let chosen = legal[0] as Action;
  let top = -Infinity;
  for (const a of legal) {
    const value = score(a);
    if (value > top) {
      top = value;
      chosen = a;
    }
  }
  return chosen;
}

/** Ways two dice differ: DIFF[k + 5] of 36 rolls give X - Y = k. */
const DIFF = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
/** X1 + X2 - Y for a shooting free kick: SHOT[k + 4] of 216. */
const SHOT = (() => {
  const counts = new Array<number>(16).fill(0);
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) for (let z = 1; z <= 6; z++) (counts[x + y - z + 4] as number)++;
  return counts;
})();

/** Chances [win, tie] of `margin + X - Y > 0` with one die each. */
function duel(margin: number): [number, number] {
  let win = 0;
  for (let k = -5; k <= 5; k++) if (margin + k > 0) win += DIFF[k + 5] as number;
  const tie = DIFF[-margin + 5] ?? 0;
  return [win / 36, tie / 36];
}

/** A die's chance of showing v: 1/6, or (2v - 1)/36 as the higher of two (NGW-14.7). */
const face = (v: number, advantage: boolean): number => (advantage ? (2 * v - 1) / 36 : 1 / 6);

/** duel() when either side may roll two dice and keep the higher. */
function duelWith(margin: number, attacker: boolean, defender: boolean): [number, number] {
  if (!attacker && !defender) return duel(margin);
  let win = 0;
  let tie = 0;
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) {
      const p = face(x, attacker) * face(y, defender);
      if (margin + x - y > 0) win += p;
      else if (margin + x === y) tie += p;
    }
  return [win, tie];
}

function shotDuel(margin: number): [number, number] {
  let win = 0;
  for (let k = -4; k <= 11; k++) if (margin + k > 0) win += SHOT[k + 4] as number;
  return [win / 216, (SHOT[-margin + 4] ?? 0) / 216];
}

interface Ball {
  readonly holder: number;
  readonly place: number;
  readonly canShoot: boolean;
  readonly canHead: boolean;
  readonly beaten: boolean;
}

/** Balls by holder, place and the three flags: 4 * 4 * 8. */
const BALL_KEYS = 128;
const ballKey = (b: Ball): number =>
  b.holder * 32 + b.place * 8 + (b.canShoot ? 4 : 0) + (b.canHead ? 2 : 0) + (b.beaten ? 1 : 0);

/** What the bot makes of its view. */
class Board {
  readonly v: NextGoalWinsView;
  readonly me: Seat;
  readonly mine: TeamView;
  readonly theirs: TeamView;
  /** NGW-19.8: both managers' bonuses, read like the engine reads them. */
  private readonly powers: { readonly powers: readonly Powers[]; readonly goals: number[] };
  /**
   * ballValue by ball (see ballKey), NaN until worked out. The look-ahead reaches the same
   * ball along many paths; its worth depends on the ball alone, never on the path.
   */
  private readonly ballValues = new Float64Array(BALL_KEYS).fill(NaN);

  constructor(v: NextGoalWinsView, me: Seat) {
    this.v = v;
    this.me = me;
    this.mine = v.teams[me as 0 | 1];
    this.theirs = v.teams[(1 - me) as 0 | 1];
    this.powers = {
      powers: v.teams.map((t) => compileAbilities(t.abilities)),
      goals: v.teams.map((t) => t.goals),
    };
  }

  /**
   * NGW-14: what the visible skill of the footballer in `place` of my team (`mine`) or theirs
   * does in a contest over `kind`: `effect` Effect.Bonus gives its bonus, Effect.Advantage 1
   * when it rolls two dice.
   */
  private skill(
    mine: boolean,
    place: number,
    kind: number,
    defending: boolean,
    effect: number,
  ): number {
    const card = (mine ? this.mine : this.theirs).lineup[place];
    if (card === null || card === undefined || POSITION_OF[card] !== place) return 0;
    const seat = mine ? this.me : 1 - this.me;
    const diff = (this.powers.goals[seat] ?? 0) - (this.powers.goals[1 - seat] ?? 0);
    const band = diff < 0 ? 1 : diff === 0 ? 2 : 4;
    let total = 0;
    for (const c of CLAUSES[card] ?? [])
      if (
        c.effect === effect &&
        c.defending === defending &&
        (c.kinds >> kind) & 1 &&
        c.score & band
      )
        total += effect === Effect.Bonus ? c.amount : 1;
    return total;
  }

  private skillBonus(mine: boolean, place: number, kind: number, defending: boolean): number {
    return this.skill(mine, place, kind, defending, Effect.Bonus);
  }

  private skillAdvantage(mine: boolean, place: number, kind: number, defending: boolean): boolean {
    return this.skill(mine, place, kind, defending, Effect.Advantage) > 0;
  }

  /** NGW-19.8: the manager's bonus of my side (`mine`) or theirs in a contest over `kind`. */
  private managerBonus(mine: boolean, kind: number, acting: boolean): number {
    return abilityBonus(this.powers, mine ? this.me : 1 - this.me, kind, acting);
  }

  /** NGW-18.1: how well a card would play in a place: the stats that place uses. */
  fit(card: number, place: number): number {
    if (card < 0) return -Infinity;
    let value = 0;
    for (const stat of POSITION_STATS[place] ?? [])
      value += EFFECTIVE[(card * 4 + place) * STAT_COUNT + stat] ?? 0;
    if (place === GK)
      value +=
        (EFFECTIVE[card * 4 * STAT_COUNT + SAV] ?? 0) +
        (EFFECTIVE[card * 4 * STAT_COUNT + CAT] ?? 0);
    if (place === STK) value += EFFECTIVE[(card * 4 + STK) * STAT_COUNT + SHO] ?? 0;
    return value + (POSITION_OF[card] === place ? 0.5 : 0);
  }

  /**
   * NGW-18.1: the footballer for the next place in the best lineup of those still free;
   * NGW-19.3: with too few, the places to leave empty (never the goal, if it can help it).
   */
  pick(legal: readonly Action[]): Action {
    const squad = this.mine.squad ?? [];
    const from = this.mine.picked;
    const mayLeave = legal.includes(EMPTY_PICK);
    let top = -Infinity;
    let chosen = legal[0] as Action;
    const assign = (place: number, used: number, total: number, first: Action): void => {
      if (place === 4) {
        if (total > top) {
          top = total;
          chosen = first;
        }
        return;
      }
      for (const a of legal) {
        if (a === EMPTY_PICK || (used >> a) & 1) continue;
        const value = this.fit(squad[a] ?? -1, place);
        assign(place + 1, used | (1 << a), total + value, place === from ? a : first);
      }
      if (mayLeave)
        assign(
          place + 1,
          used,
          total - (place === GK ? 20 : 0),
          place === from ? EMPTY_PICK : first,
        );
    };
    assign(from, 0, 0, chosen);
    return chosen;
  }

  /** A stat of the footballer in `place` of a team, with its changes; 0 when empty. */
  stat(team: TeamView, place: number, stat: number): number {
    const card = team.lineup[place];
    if (card === null || card === undefined) return 0;
    let value = EFFECTIVE[(card * 4 + place) * STAT_COUNT + stat] ?? 0;
    for (const [c, s, amount] of team.changes) if (c === card && s === stat) value += amount;
    return Math.max(1, value);
  }

  private filled(team: TeamView, place: number): boolean {
    const card = team.lineup[place];
    return card !== null && card !== undefined;
  }

  /** NGW-18.1: the place most improved by a bench footballer, or done. */
  substitution(legal: readonly Action[]): Action {
    const bench = this.mine.secretBench ? [...this.mine.seenBench, ...this.mine.secretBench] : [];
    return best(legal, (a) => {
      if (a === DONE) return 1.5;
      const place = placeTakenOff(a);
      const now = this.fit(this.mine.lineup[place] ?? -1, place);
      return Math.max(...bench.map((card) => this.fit(card, place))) - now;
    });
  }

  /** NGW-18.2 */
  declaration(legal: readonly Action[]): Action {
    const m = this.v.match;
    const ball: Ball = {
      holder: m.holder,
      place: m.place,
      canShoot: m.canShoot,
      canHead: m.canHead,
      beaten: m.beaten,
    };
    const plain = new Map<number, number>();
    for (const a of legal)
      if (a !== MOVE_UP_ACTION && declaredTactic(a) < 0 && !declaredSpeed(a))
        plain.set(declaredKind(a), this.actionValue(ball, declaredKind(a), 0, false, false));
    return best(legal, (a) => {
      if (a === MOVE_UP_ACTION) return this.moveUpValue(ball);
      const kind = declaredKind(a);
      const tactic = declaredTactic(a);
      const t = tactic >= 0 ? this.tactic(tactic) : undefined;
      // NGW-15.6: a free kick instead of the action.
      const value =
        t?.effect === TacticEffect.FreeKick
          ? this.freeKickFor(ball.place)
          : this.actionValue(
              ball,
              kind,
              t?.effect === TacticEffect.Bonus ? t.amount : 0,
              declaredSpeed(a) || t?.effect === TacticEffect.SpeedBattle,
              t?.effect === TacticEffect.Unopposed,
              0,
              t?.effect === TacticEffect.Advantage,
            );
      // A tactic is spent only for a real gain.
      return t ? (value - (plain.get(kind) ?? 0) >= 0.08 ? value : -1) : value;
    });
  }

  /** What a ball starting an attack with my footballer in `place` is worth. */
  startValue(place: number): number {
    // NGW-4.5: an empty place hands the ball to the keeper.
    const from = this.filled(this.mine, place) ? place : GK;
    if (!this.filled(this.mine, from)) return 0;
    return this.ballValue(
      { holder: from, place: from, canShoot: false, canHead: false, beaten: false },
      0,
    );
  }

  private tactic(slot: number): CompiledTactic | undefined {
    const id = this.mine.tactics?.[slot] ?? -1;
    return id >= 0 ? COMPILED_TACTICS[id] : undefined;
  }

  /** What the ball is worth with `ball`: the best of its actions. */
  private ballValue(ball: Ball, depth: number): number {
    if (depth > 6) return 0;
    const key = ballKey(ball);
    const known = this.ballValues[key] as number;
    if (!Number.isNaN(known)) return known;
    const value = this.bestAction(ball, depth);
    this.ballValues[key] = value;
    return value;
  }

  private bestAction(ball: Ball, depth: number): number {
    let top = 0;
    for (let kind = 0; kind <= HEADER; kind++) {
      if (!this.open(ball, kind)) continue;
      top = Math.max(top, this.actionValue(ball, kind, 0, false, false, depth + 1));
    }
    if (ball.beaten && ball.place < STK) top = Math.max(top, this.moveUpValue(ball, depth + 1));
    return top;
  }

  private open(ball: Ball, kind: number): boolean {
    const row = tableRow(ball.place, kind);
    if (row.attack < 0) return false;
    if (row.receiver >= 0 && !this.filled(this.mine, row.receiver)) return false;
    if (ball.beaten && kind === DRIBBLE) return false;
    if (kind === SHOOT) return ball.canShoot;
    if (kind === HEADER) return ball.canHead;
    return true;
  }

  private moveUpValue(ball: Ball, depth = 0): number {
    const place = ball.place + 1;
    return this.ballValue(
      { holder: ball.holder, place, canShoot: place === STK, canHead: false, beaten: false },
      depth,
    );
  }

  private actionValue(
    ball: Ball,
    kind: number,
    bonus: number,
    speed: boolean,
    unopposed: boolean,
    depth = 0,
    advantage = false,
  ): number {
    const row = tableRow(ball.place, kind);
    const goal = kind === SHOOT || kind === HEADER || (kind === DRIBBLE && ball.place === STK);
    let next: number;
    if (goal) next = 1;
    else if (kind === DRIBBLE) next = this.ballValue({ ...ball, beaten: true }, depth);
    else {
      const r = row.receiver;
      next = this.ballValue(
        {
          holder: r,
          place: r,
          canShoot: r === STK && (kind === PASS || kind === PUNT),
          canHead: r === STK && kind === CROSS,
          beaten: false,
        },
        depth,
      );
    }
    if (unopposed || (ball.beaten && kind !== DRIBBLE) || !this.filled(this.theirs, row.defender))
      return next;
    const margin = speed
      ? 0
      : this.stat(this.mine, ball.holder, row.attack) +
        bonus +
        this.skillBonus(true, ball.holder, kind, false) +
        this.managerBonus(true, kind, true) -
        this.stat(this.theirs, row.defender, row.defence) -
        this.skillBonus(false, row.defender, kind, true) -
        this.managerBonus(false, kind, false);
    const [win, tie] = duelWith(
      margin,
      advantage || this.skillAdvantage(true, ball.holder, kind, false),
      this.skillAdvantage(false, row.defender, kind, true),
    );
    let tieValue: number;
    if (kind === SHOOT || kind === HEADER) tieValue = this.corner();
    else if (goal) tieValue = 15 / 36 + (6 / 36) * this.corner();
    else tieValue = (2 / 6) * win * next + (2 / 6) * this.freeKickFor(ball.place);
    return win * next + tie * tieValue;
  }

  private corner(): number {
    return this.crossingChance(0, CORNER);
  }

  private freeKickFor(place: number): number {
    return place <= 1
      ? this.freeKick(CROSSING_FK)
      : Math.max(this.freeKick(CROSSING_FK), this.freeKick(SHOOTING_FK));
  }

  /** The chance a CROSSING_FK or SHOOTING_FK scores, our best takers against theirs. */
  freeKick(kind: number): number {
    return kind === SHOOTING_FK ? this.shootingChance(0) : this.crossingChance(0, CROSSING_FK);
  }

  private bestOf(team: TeamView, stat: number, except = -1): number {
    let top = 0;
    for (let place = 1; place < 4; place++)
      if (place !== except) top = Math.max(top, this.stat(team, place, stat));
    return top;
  }

  private crossingChance(bonus: number, kind: number): number {
    const crosser = this.bestPlace(this.mine, CRO);
    const attack =
      this.stat(this.mine, crosser, CRO) +
      this.bestOf(this.mine, HEA, crosser) +
      bonus +
      this.managerBonus(true, kind, true);
    const defence =
      this.stat(this.theirs, GK, CAT) +
      this.bestOf(this.theirs, HEA) +
      this.managerBonus(false, kind, false);
    return duel(attack - defence)[0];
  }

  private shootingChance(bonus: number): number {
    const attack = this.bestOf(this.mine, SHO) + bonus + this.managerBonus(true, SHOOTING_FK, true);
    const defence =
      this.stat(this.theirs, GK, SAV) +
      this.bestOf(this.theirs, BLO) +
      this.managerBonus(false, SHOOTING_FK, false);
    return shotDuel(attack - defence)[0];
  }

  private bestPlace(team: TeamView, stat: number): number {
    let place = 0;
    for (let p = 1; p < 4; p++)
      if (this.stat(team, p, stat) > this.stat(team, place, stat) || place === 0)
        place = this.filled(team, p) ? p : place;
    return place;
  }

  /** NGW-18.3: defend; a tactic when it stops or weakens a threat; a speed battle when it helps. */
  answer(legal: readonly Action[]): Action {
    const m = this.v.match;
    const attacker = this.theirs;
    const row = tableRow(m.place, m.kind);
    const margin = m.speed
      ? 0
      : this.stat(attacker, m.holder, row.attack) +
        m.atkBonus +
        this.managerBonus(false, m.kind, true) -
        this.stat(this.mine, row.defender, row.defence) -
        this.skillBonus(true, row.defender, m.kind, true) -
        this.managerBonus(true, m.kind, false);
    const [lose] = duelWith(
      margin,
      m.atkAdvantage,
      this.skillAdvantage(true, row.defender, m.kind, true),
    );
    const threat = m.place === STK ? 1 : m.place === 2 ? 0.5 : 0.25;
    return best(legal, (a) => {
      if (a === DEFEND) return 1 - lose;
      if (a === DEFEND_SPEED) return 1 - 15 / 36;
      if (answeredTactic(a) < 0) return 0;
      const t = this.tactic(answeredTactic(a));
      if (!t) return 0;
      switch (t.effect) {
        case TacticEffect.WinBall:
          return threat >= 0.5 ? 2 : 0;
        case TacticEffect.Bonus:
          return threat * lose >= 0.2 ? 1 - duel(margin - t.amount)[0] + 0.01 : 0;
        case TacticEffect.Advantage:
          return threat * lose >= 0.2 ? 1 - duelWith(margin, m.atkAdvantage, true)[0] + 0.005 : 0;
        case TacticEffect.SpeedBattle:
          return threat >= 0.5 ? 1 - 15 / 36 - 0.01 : 0;
        case TacticEffect.Foul:
          return lose > 0.6 && m.kind === DRIBBLE ? 1 - this.freeKick(CROSSING_FK) - 0.1 : 0;
        case TacticEffect.StopPlay:
          // NGW-15.8: the attack goes on one place back, and a footballer goes off booked.
          return lose > 0.5 ? 1 - attackChance(this.v, m.attacker, m.place - 1) - 0.1 : 0;
        default:
          return m.kind === DRIBBLE && threat >= 0.5 ? 1 - lose + 0.001 : 0;
      }
    });
  }

  /** NGW-18.3: the best footballer for a set piece, and a bonus tactic on a real gain. */
  setPieceChoice(legal: readonly Action[]): Action {
    const m = this.v.match;
    const phase = this.v.phase;
    const shooting = m.kind === SHOOTING_FK;
    return best(legal, (a) => {
      if (phase === 'header') return this.stat(this.mine, headerPlace(a), HEA);
      const base = phase === 'taker' ? BLOCK.taker : BLOCK.setPieceDefender;
      const place = setPiecePlace(a, base);
      const stat = phase === 'taker' ? (shooting ? SHO : CRO) : shooting ? BLO : HEA;
      const t = setPieceTactic(a, base) >= 0 ? this.tactic(setPieceTactic(a, base)) : undefined;
      const tactic = t?.effect === TacticEffect.Bonus ? (t.amount >= 2 ? 0.5 : -1) : t ? -1 : 0;
      return this.stat(this.mine, place, stat) + tactic;
    });
  }
}
