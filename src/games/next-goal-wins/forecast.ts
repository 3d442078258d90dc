/**
 * The chances of each choice a seat makes in a contest (NGW-6, NGW-9, NGW-14, NGW-15), read
 * from its own view only: what that seat cannot see (the other side's tactic cards, a choice
 * the other side has still to make) is never counted. The forecast names it, or gives one
 * case per choice the other side may make. The dice are counted by odds.ts.
 */
import type { ActionInfo, Seat } from '../../core/game.ts';
import { abilityBonus, compileAbilities, type Powers } from './abilities.ts';
import {
  CLAUSES,
  COMPILED_TACTICS,
  EFFECTIVE,
  Effect,
  POSITION_OF,
  TacticEffect,
  type Clause,
  type CompiledTactic,
} from './cards.ts';
import {
  HIGHER_OF_TWO,
  ONE_DIE,
  SURE_FREE_KICK,
  SURE_STOP,
  SURE_SUCCESS,
  TWO_DICE,
  contestOdds,
  type Contest,
  type Odds,
  type Tie,
} from './odds.ts';
import {
  BLO,
  CAT,
  CONTESTS,
  CRO,
  CROSSING_FK,
  DRIBBLE,
  GK,
  HEA,
  HEADER,
  SAV,
  SHO,
  SHOOT,
  SHOOTING_FK,
  STAT_COUNT,
  STK,
  isSetPiece,
  tableRow,
} from './stats.ts';
import type { NextGoalWinsView, TeamView } from './view.ts';

const NO_SKILL: readonly number[] = [];

/** One situation the seat cannot rule out, with its chances. */
export interface Case {
  /** The condition, e.g. 'if they defend in a speed battle'; null when nothing is unknown. */
  readonly when: string | null;
  readonly odds: Odds;
  /** What the other side does to bring this case about, for tests: an answer or a pick. */
  readonly answer?: 'defend' | 'defend-speed';
  readonly defender?: number;
  /** The seat's own later choices the chances assume: its best taker and header. */
  readonly taker?: number;
  readonly header?: number;
}

export interface Forecast {
  /** Whether the seat asking is the attacking side, e.g. true when it has the ball. */
  readonly attacking: boolean;
  /** Whether success is a goal: a shot, a header, a dribble at the keeper, a set piece. */
  readonly goal: boolean;
  /** One case when all is known, or one per choice the other side may still make. */
  readonly cases: readonly Case[];
  /** What the chances leave out, e.g. 'They hold 2 tactic cards you cannot see.' */
  readonly unseen: string | null;
  /** A consequence the chances do not show, e.g. 'Your DEF is booked.' */
  readonly note: string | null;
}

/** A team's numbers as its view shows them, with any stat changes (NGW-15.3, NGW-19.9). */
class Side {
  readonly team: TeamView;
  /** Extra changes a tactic would make, as [place, stat, amount]. */
  private readonly extra: (readonly [number, number, number])[] = [];

  readonly seat: Seat;
  private readonly holder: { readonly powers: readonly Powers[]; readonly goals: number[] };

  constructor(
    view: NextGoalWinsView,
    seat: Seat,
    holder: { readonly powers: readonly Powers[]; readonly goals: number[] },
  ) {
    this.seat = seat;
    this.holder = holder;
    this.team = view.teams[seat === 1 ? 1 : 0];
  }

  card(place: number): number | null {
    return place >= 0 ? (this.team.lineup[place] ?? null) : null;
  }

  /** statOf (team.ts) from the view: 0 for an empty place, never below 1 otherwise. */
  stat(place: number, stat: number): number {
    const card = this.card(place);
    if (card === null) return 0;
    let value = EFFECTIVE[(card * 4 + place) * STAT_COUNT + stat] ?? 0;
    for (const [c, s, amount] of this.team.changes) if (c === card && s === stat) value += amount;
    for (const [p, s, amount] of this.extra) if (p === place && s === stat) value += amount;
    return Math.max(1, value);
  }

  /** A set piece's outfielder: place 0 stands for nobody (NGW-9.5). */
  outfielder(place: number, stat: number): number {
    return place === 0 ? 0 : this.stat(place, stat);
  }

  change(place: number, stat: number, amount: number): void {
    this.extra.push([place, stat, amount]);
  }

  private band(): number {
    const diff = (this.holder.goals[this.seat] ?? 0) - (this.holder.goals[1 - this.seat] ?? 0);
    return diff < 0 ? 1 : diff === 0 ? 2 : 4;
  }

  /** NGW-13.1, NGW-14.1: the clauses of the footballer in `place` that apply to `kind`. */
  clauses(place: number, kind: number, defending: boolean): Clause[] {
    const card = this.card(place);
    if (card === null || POSITION_OF[card] !== place) return [];
    const band = this.band();
    return (CLAUSES[card] ?? []).filter(
      (c) => c.defending === defending && (c.kinds >> kind) & 1 && c.score & band,
    );
  }

  skillBonus(place: number, kind: number, defending: boolean): number {
    let total = 0;
    for (const c of this.clauses(place, kind, defending))
      if (c.effect === Effect.Bonus) total += c.amount;
    return total;
  }

  has(place: number, kind: number, defending: boolean, effect: number): boolean {
    return this.clauses(place, kind, defending).some((c) => c.effect === effect);
  }

  /** dieEffect (team.ts) for each face: the first die clause naming it. */
  onDie(place: number, kind: number, defending: boolean): readonly number[] {
    const withDice = this.clauses(place, kind, defending).filter((c) => c.dice !== 0);
    if (withDice.length === 0) return NO_SKILL;
    return ONE_DIE.map((_, face) => withDice.find((c) => (c.dice >> face) & 1)?.effect ?? -1);
  }

  managerBonus(kind: number, acting: boolean): number {
    return abilityBonus(this.holder, this.seat, kind, acting);
  }

  /** Whether it may still play a tactic in this attack, and holds one (NGW-15.1, NGW-19.7). */
  mayPlayTactic(): boolean {
    const powers = this.holder.powers[this.seat];
    return (
      this.team.tacticCount > 0 && this.team.tacticsThisAttack < (powers?.tacticsPerAttack ?? 1)
    );
  }
}

/** Both sides of the match the view shows, from the attacker's point of view. */
interface Sides {
  readonly attacker: Side;
  readonly defender: Side;
}

function sidesOf(view: NextGoalWinsView): Sides {
  const holder = {
    powers: view.teams.map((t) => compileAbilities(t.abilities)),
    goals: view.teams.map((t) => t.goals),
  };
  const a: Seat = view.match.attacker === 1 ? 1 : 0;
  return { attacker: new Side(view, a, holder), defender: new Side(view, 1 - a, holder) };
}

const tacticOf = (id: number | undefined): CompiledTactic | undefined =>
  id === undefined ? undefined : COMPILED_TACTICS[id];

/**
 * NGW-15.3, NGW-15.5: a modify tactic changes the best footballer of a team at its stat. When
 * a footballer taking part (`places` of `side`, in that order) is among the best, the change
 * is counted on it: alone it is certain, and among equals the card's holder chooses it.
 * Returns whether the change reaches the contest.
 */
function modify(t: CompiledTactic, side: Side, places: readonly number[]): boolean {
  let best = -1;
  let mask = 0;
  for (let p = 0; p < 4; p++) {
    if (side.card(p) === null) continue;
    const value = side.stat(p, t.stat);
    if (value > best) {
      best = value;
      mask = 1 << p;
    } else if (value === best) mask |= 1 << p;
  }
  const place = places.find((p) => p >= 0 && (mask >> p) & 1);
  if (place === undefined) return false;
  side.change(place, t.stat, t.amount);
  return true;
}

const MODIFIED = 'Counted with the card changing the footballer in this contest.';
const UNMODIFIED = 'The card changes nobody in this contest.';

/** NGW-5: whether the action's success is a goal. */
const isGoal = (kind: number, place: number): boolean =>
  kind === SHOOT || kind === HEADER || (kind === DRIBBLE && place === STK);

/** NGW-8: what a tie on this action leads to. */
function tieOf(sides: Sides, place: number, holder: number, kind: number): Tie {
  if (kind === SHOOT || kind === HEADER) return 'corner';
  if (kind === DRIBBLE && place === STK) return 'penalty';
  return sides.attacker.has(holder, kind, false, Effect.TieFoul) ? 'foul' : 'stalemate';
}

/** The bits of a contest over an action that each side brings. */
interface ActionContest {
  readonly kind: number;
  readonly place: number;
  readonly holder: number;
  readonly speed: boolean;
  readonly atkBonus: number;
  readonly atkAdvantage: boolean;
  readonly defBonus: number;
  readonly defAdvantage: boolean;
}

/** resolveContest (contest.ts) as a Contest. */
function actionContest(sides: Sides, c: ActionContest): Contest {
  const row = tableRow(c.place, c.kind);
  const { attacker, defender } = sides;
  const aAdd =
    attacker.stat(c.holder, row.attack) + c.atkBonus + attacker.managerBonus(c.kind, true);
  const dAdd =
    defender.stat(row.defender, row.defence) +
    c.defBonus +
    defender.skillBonus(row.defender, c.kind, true) +
    defender.managerBonus(c.kind, false);
  return {
    attack: {
      add: c.speed ? 0 : aAdd,
      dice: c.atkAdvantage ? HIGHER_OF_TWO : ONE_DIE,
      onDie: attacker.onDie(c.holder, c.kind, false),
    },
    defence: {
      add: c.speed ? 0 : dAdd,
      dice: c.defAdvantage ? HIGHER_OF_TWO : ONE_DIE,
      onDie: defender.onDie(row.defender, c.kind, true),
    },
    tie: tieOf(sides, c.place, c.holder, c.kind),
  };
}

const POSITION_NAMES = ['GK', 'DEF', 'MID', 'STK'] as const;

function hiddenTactics(side: Side): string | null {
  if (!side.mayPlayTactic()) return null;
  const n = side.team.tacticCount;
  return `They hold ${n} tactic card${n === 1 ? '' : 's'} you cannot see; one could change this.`;
}

/**
 * The chances of a choice `info` (the engine's actionInfo) for `seat`, read from its own view;
 * null for a choice that starts no contest (a substitution, moving up, a pick).
 */
export function forecast(view: NextGoalWinsView, seat: Seat, info: ActionInfo): Forecast | null {
  if (seat !== 0 && seat !== 1) return null;
  const attacking = view.match.attacker === seat;
  if (view.phase === 'declare' && attacking) return declaration(view, info);
  if (view.phase === 'defend' && !attacking) return answer(view, info);
  if (view.phase === 'taker' && attacking && info.kind === 'taker') return setPiece(view, info);
  if (view.phase === 'header' && attacking && info.kind === 'header') return setPiece(view, info);
  if (view.phase === 'set-piece-defence' && !attacking && info.kind === 'set-piece-defender')
    return setPiece(view, info);
  if (view.phase === 'foul-choice' && attacking && info.kind === 'free-kick')
    return freeKick(view, info);
  return null;
}

/** NGW-6.1 to NGW-6.3 from the attacker's side: the defender's answer is still to come. */
function declaration(view: NextGoalWinsView, info: ActionInfo): Forecast | null {
  const kind = CONTESTS.indexOf(info.kind as never);
  if (kind < 0 || isSetPiece(kind)) return null;
  const m = view.match;
  const sides = sidesOf(view);
  const { attacker, defender } = sides;
  const row = tableRow(m.place, kind);
  const t = tacticOf(info.card);
  const goal = isGoal(kind, m.place);
  const sure = (odds: Odds, note: string | null = null): Forecast => ({
    attacking: true,
    goal,
    cases: [{ when: null, odds }],
    unseen: null,
    note,
  });
  if (t?.effect === TacticEffect.FreeKick) return sure(SURE_FREE_KICK); // NGW-15.6
  // NGW-6.2, NGW-7.1, NGW-14.4: nobody may oppose it.
  const skillSucceeds = attacker
    .clauses(m.holder, kind, false)
    .some(
      (c) =>
        c.effect === Effect.Succeed &&
        c.dice === 0 &&
        (c.after === 0 || (m.firstAction && m.wonWith >= 0 && (c.after >> m.wonWith) & 1)),
    );
  if (
    (m.beaten && kind !== DRIBBLE) ||
    skillSucceeds ||
    t?.effect === TacticEffect.Unopposed ||
    defender.card(row.defender) === null
  )
    return sure(SURE_SUCCESS, 'Nobody can stop it.');
  let note: string | null = null;
  if (t?.effect === TacticEffect.Modify) {
    const team = t.opponent ? defender : attacker;
    const place = t.opponent ? row.defender : m.holder;
    const stat = t.opponent ? row.defence : row.attack;
    note = t.stat === stat && modify(t, team, [place]) ? MODIFIED : UNMODIFIED;
  }
  const speed = info.side === 'speed-battle' || t?.effect === TacticEffect.SpeedBattle;
  const base = {
    kind,
    place: m.place,
    holder: m.holder,
    atkBonus:
      attacker.skillBonus(m.holder, kind, false) +
      (t?.effect === TacticEffect.Bonus ? t.amount : 0),
    atkAdvantage:
      attacker.has(m.holder, kind, false, Effect.Advantage) || t?.effect === TacticEffect.Advantage,
    defBonus: 0,
    defAdvantage: defender.has(row.defender, kind, true, Effect.Advantage),
  };
  const cases: Case[] = [
    {
      when: speed ? 'if they defend (a speed battle)' : 'if they defend',
      odds: contestOdds(actionContest(sides, { ...base, speed })),
      answer: 'defend',
    },
  ];
  // NGW-14.5: a defender whose skill may make it a speed battle.
  if (!speed && defender.has(row.defender, kind, true, Effect.SpeedBattle))
    cases.push({
      when: 'if they defend in a speed battle',
      odds: contestOdds(actionContest(sides, { ...base, speed: true })),
      answer: 'defend-speed',
    });
  return { attacking: true, goal, cases, unseen: hiddenTactics(defender), note };
}

/** NGW-6.3: the defender's answers, with everything the attacker did already shown. */
function answer(view: NextGoalWinsView, info: ActionInfo): Forecast | null {
  const m = view.match;
  const sides = sidesOf(view);
  const { attacker, defender } = sides;
  const row = tableRow(m.place, m.kind);
  const goal = isGoal(m.kind, m.place);
  const sure = (odds: Odds, note: string | null = null): Forecast => ({
    attacking: false,
    goal,
    cases: [{ when: null, odds }],
    unseen: null,
    note,
  });
  if (info.kind === 'no-defence') return sure(SURE_SUCCESS);
  if (info.kind !== 'defend') return null;
  const t = tacticOf(info.card);
  const where = POSITION_NAMES[t?.to ?? -1] ?? '?';
  switch (t?.effect) {
    case TacticEffect.WinBall:
      return sure(SURE_STOP, `Your ${where} takes the ball: no contest.`);
    case TacticEffect.Foul:
      return sure(
        SURE_FREE_KICK,
        `Your ${POSITION_NAMES[row.defender] ?? '?'} fouls and is ${t.red ? 'sent off' : 'booked'}: they get a free kick.`,
      );
    case TacticEffect.StopPlay:
      return {
        attacking: false,
        goal,
        cases: [],
        unseen: null,
        note: `Your ${where} stops the play and is ${t.red ? 'sent off' : 'booked'}: no set piece, and their attack goes on from one place back.`,
      };
  }
  let note: string | null = null;
  if (t?.effect === TacticEffect.Modify) {
    const team = t.opponent ? attacker : defender;
    const place = t.opponent ? m.holder : row.defender;
    const stat = t.opponent ? row.attack : row.defence;
    note = t.stat === stat && modify(t, team, [place]) ? MODIFIED : UNMODIFIED;
  }
  const contest = actionContest(sides, {
    kind: m.kind,
    place: m.place,
    holder: m.holder,
    speed: m.speed || info.side === 'speed-battle' || t?.effect === TacticEffect.SpeedBattle,
    atkBonus: m.atkBonus,
    atkAdvantage: m.atkAdvantage,
    defBonus: t?.effect === TacticEffect.Bonus ? t.amount : 0,
    defAdvantage:
      defender.has(row.defender, m.kind, true, Effect.Advantage) ||
      t?.effect === TacticEffect.Advantage,
  });
  return sure(contestOdds(contest), note);
}

/** The places of a side's outfielders on the pitch, or [0] (nobody) with none (NGW-9.5). */
function outfielders(side: Side, except = -1): number[] {
  const places = [1, 2, 3].filter((p) => p !== except && side.card(p) !== null);
  return places.length > 0 ? places : [0];
}

/** NGW-9.2, NGW-9.3: a set piece with its takers and the defender's pick. */
function setPieceContest(
  sides: Sides,
  kind: number,
  roles: { taker: number; header: number; defPick: number; atkBonus: number; defBonus: number },
): Contest {
  const { attacker, defender } = sides;
  const part = (side: Side, place: number, defending: boolean): number =>
    place === 0 ? 0 : side.skillBonus(place, kind, defending);
  const shooting = kind === SHOOTING_FK;
  const aAdd =
    roles.atkBonus +
    attacker.managerBonus(kind, true) +
    part(attacker, roles.taker, false) +
    (shooting
      ? attacker.outfielder(roles.taker, SHO)
      : attacker.outfielder(roles.taker, CRO) +
        attacker.outfielder(roles.header, HEA) +
        part(attacker, roles.header, false));
  const dAdd =
    roles.defBonus +
    defender.managerBonus(kind, false) +
    defender.skillBonus(GK, kind, true) +
    part(defender, roles.defPick, true) +
    (shooting
      ? defender.stat(GK, SAV) + defender.outfielder(roles.defPick, BLO)
      : defender.stat(GK, CAT) + defender.outfielder(roles.defPick, HEA));
  return {
    attack: { add: aAdd, dice: shooting ? TWO_DICE : ONE_DIE, onDie: NO_SKILL },
    defence: { add: dAdd, dice: ONE_DIE, onDie: NO_SKILL },
    tie: 'corner',
  };
}

/** The set piece's chances at each of its choices: the taker, the header, the defender. */
function setPiece(view: NextGoalWinsView, info: ActionInfo): Forecast | null {
  const m = view.match;
  const sides = sidesOf(view);
  const { attacker, defender } = sides;
  const kind = m.kind;
  const place = info.index ?? 0;
  const t = tacticOf(info.card);
  let atkBonus = m.atkBonus;
  let defBonus = m.defBonus;
  let note: string | null = null;
  const attacking = info.kind !== 'set-piece-defender';
  if (t?.effect === TacticEffect.Bonus) {
    if (attacking) atkBonus += t.amount;
    else defBonus += t.amount;
  } else if (t?.effect === TacticEffect.Modify) {
    // The footballers of the team the card hits who take part, as far as this seat knows.
    const hitsAttacker = attacking !== t.opponent;
    const team = hitsAttacker ? attacker : defender;
    const taker = info.kind === 'taker' ? place : m.taker;
    const header = info.kind === 'header' ? place : m.header;
    const taking = hitsAttacker
      ? [taker, header].filter((p) => p > 0)
      : attacking
        ? [GK]
        : [GK, place];
    note = modify(t, team, taking) ? MODIFIED : UNMODIFIED;
  }
  const name = (p: number): string => (p === 0 ? 'nobody' : `their ${POSITION_NAMES[p] ?? '?'}`);
  if (!attacking) {
    const odds = contestOdds(
      setPieceContest(sides, kind, {
        taker: m.taker,
        header: m.header,
        defPick: place,
        atkBonus,
        defBonus,
      }),
    );
    return {
      attacking,
      goal: true,
      cases: [{ when: null, odds, defender: place }],
      unseen: null,
      note,
    };
  }
  const taker = info.kind === 'taker' ? place : m.taker;
  // NGW-9.2: at the taker's choice the header is still the seat's own to choose: its best.
  const header =
    kind === SHOOTING_FK
      ? 0
      : info.kind === 'header'
        ? place
        : bestHeader(sides, kind, taker, atkBonus, defBonus);
  const cases = outfielders(defender).map((defPick): Case => ({
    when: `if they pick ${name(defPick)}`,
    odds: contestOdds(setPieceContest(sides, kind, { taker, header, defPick, atkBonus, defBonus })),
    defender: defPick,
    ...(info.kind === 'taker' && kind !== SHOOTING_FK ? { header } : {}),
  }));
  const headerNote =
    info.kind === 'taker' && kind !== SHOOTING_FK && header !== 0
      ? `With your ${POSITION_NAMES[header] ?? '?'} heading it.`
      : null;
  return {
    attacking,
    goal: true,
    cases,
    unseen: hiddenTactics(defender),
    note: [headerNote, note].filter((n) => n !== null).join(' ') || null,
  };
}

/** The header who gives the set piece its best worst case, 0 when nobody is left. */
function bestHeader(
  sides: Sides,
  kind: number,
  taker: number,
  atkBonus: number,
  defBonus: number,
): number {
  const headers = outfielders(sides.attacker, taker);
  let best = headers[0] ?? 0;
  let top = -1;
  for (const header of headers) {
    const worst = Math.min(
      ...outfielders(sides.defender).map(
        (defPick) =>
          contestOdds(setPieceContest(sides, kind, { taker, header, defPick, atkBonus, defBonus }))
            .success,
      ),
    );
    if (worst > top) {
      top = worst;
      best = header;
    }
  }
  return best;
}

/**
 * NGW-9.1: the choice of a crossing or a shooting free kick, with the seat's own best taker
 * (and header) still to choose, one case per footballer they may pick against it.
 */
function freeKick(view: NextGoalWinsView, info: ActionInfo): Forecast {
  const sides = sidesOf(view);
  const kind = info.side === 'shooting' ? SHOOTING_FK : CROSSING_FK;
  let best = { taker: 0, header: 0, worst: -1 };
  for (const taker of outfielders(sides.attacker)) {
    const header = kind === SHOOTING_FK ? 0 : bestHeader(sides, kind, taker, 0, 0);
    const worst = Math.min(
      ...outfielders(sides.defender).map(
        (defPick) =>
          contestOdds(
            setPieceContest(sides, kind, { taker, header, defPick, atkBonus: 0, defBonus: 0 }),
          ).success,
      ),
    );
    if (worst > best.worst) best = { taker, header, worst };
  }
  const { taker, header } = best;
  const named = (p: number): string => (p === 0 ? 'nobody' : `your ${POSITION_NAMES[p] ?? '?'}`);
  const cases = outfielders(sides.defender).map((defPick): Case => ({
    when: `if they pick ${defPick === 0 ? 'nobody' : `their ${POSITION_NAMES[defPick] ?? '?'}`}`,
    odds: contestOdds(
      setPieceContest(sides, kind, { taker, header, defPick, atkBonus: 0, defBonus: 0 }),
    ),
    defender: defPick,
    taker,
    ...(kind === SHOOTING_FK ? {} : { header }),
  }));
  const takers =
    kind === SHOOTING_FK
      ? `With ${named(taker)} shooting.`
      : `With ${named(taker)} crossing and ${named(header)} heading.`;
  return {
    attacking: true,
    goal: true,
    cases,
    unseen: hiddenTactics(sides.defender),
    note: `${takers} Tactic cards not counted.`,
  };
}
