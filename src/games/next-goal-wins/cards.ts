/**
 * The catalogue: every card parsed by its schema once, at load, and compiled into flat tables
 * that the rules read without allocating (effective stats by role, skill clauses, tactics).
 */
import {
  footballerSchema,
  tacticSchema,
  type FootballerCard,
  type SkillClause,
  type TacticCard,
} from './card-schema.ts';
import { FOOTBALLER_DATA } from './footballers.ts';
import { TACTIC_DATA } from './tactic-cards.ts';
import { CONTESTS, GK, POSITIONS, STATS, STAT_COUNT, isOutfieldStat } from './stats.ts';

export const FOOTBALLERS: readonly FootballerCard[] = footballerSchema
  .array()
  .parse(FOOTBALLER_DATA);
export const TACTICS: readonly TacticCard[] = tacticSchema.array().parse(TACTIC_DATA);
export const FOOTBALLER_COUNT = FOOTBALLERS.length;

/** Each card's printed position: GK 0, DEF 1, MID 2, STK 3. */
export const POSITION_OF: Int8Array = Int8Array.from(FOOTBALLERS, (c) =>
  POSITIONS.indexOf(c.position),
);

export const footballerName = (card: number): string => FOOTBALLERS[card]?.name ?? '?';
export const tacticName = (tactic: number): string => TACTICS[tactic]?.name ?? '?';

/**
 * NGW-13: the stat a card brings to a role. In position: as printed, and 1 for any stat of the
 * other kind. Out of position: outfield stats halved rounding up for an outfielder, and 1 for
 * every stat of the other kind (a keeper's outfield stats, an outfielder's keeper stats).
 */
export function roleStat(card: number, role: number, stat: number): number {
  const printed = FOOTBALLERS[card]?.statLine[stat] ?? 0;
  const position = POSITION_OF[card] ?? 0;
  const keeperCard = position === GK;
  if (keeperCard !== !isOutfieldStat(stat)) return 1;
  if (role === position) return printed;
  return keeperCard ? printed : Math.ceil(printed / 2);
}

/** EFFECTIVE[(card * 4 + role) * STAT_COUNT + stat]: roleStat, tabulated. */
export const EFFECTIVE: Int8Array = (() => {
  const table = new Int8Array(FOOTBALLER_COUNT * 4 * STAT_COUNT);
  for (let card = 0; card < FOOTBALLER_COUNT; card++)
    for (let role = 0; role < 4; role++)
      for (let stat = 0; stat < STAT_COUNT; stat++)
        table[(card * 4 + role) * STAT_COUNT + stat] = roleStat(card, role, stat);
  return table;
})();

/** Skill effects as small codes (NGW-14.2). */
export const Effect = {
  SpeedBattle: 0,
  Succeed: 1,
  Bonus: 2,
  WinBall: 3,
  WinBallInjure: 4,
  SentOff: 5,
  Advantage: 6,
  TieFoul: 7,
} as const;
const EFFECT_CODES: Readonly<Record<SkillClause['effect'], number>> = {
  'speed-battle': Effect.SpeedBattle,
  succeed: Effect.Succeed,
  bonus: Effect.Bonus,
  'win-ball': Effect.WinBall,
  'win-ball-injure': Effect.WinBallInjure,
  'sent-off': Effect.SentOff,
  advantage: Effect.Advantage,
  'tie-foul': Effect.TieFoul,
};

/**
 * A skill clause as masks: bit k of `kinds` is contest k of CONTESTS (set pieces from bit 7),
 * bit f of `dice` is face f, `score` has bit 0 behind, 1 level, 2 ahead.
 */
export interface Clause {
  readonly defending: boolean;
  readonly kinds: number;
  readonly score: number;
  readonly dice: number;
  readonly after: number;
  readonly effect: number;
  readonly amount: number;
}

const scoreMask = (scores: readonly string[] | undefined): number =>
  scores ? scores.reduce((m, s) => m | (1 << ['behind', 'level', 'ahead'].indexOf(s)), 0) : 7;

const kindMask = (names: readonly string[] | undefined, all: number): number =>
  names ? names.reduce((m, n) => m | (1 << CONTESTS.indexOf(n as never)), 0) : all;

/** Each card's skill clauses; empty for a card without a skill. */
export const CLAUSES: readonly (readonly Clause[])[] = FOOTBALLERS.map((card) =>
  (card.skill?.clauses ?? []).map((c) => ({
    defending: c.when === 'defending',
    kinds: kindMask(c.actions, 0x7f),
    score: scoreMask(c.score),
    dice: c.die ? c.die.reduce((m, f) => m | (1 << f), 0) : 0,
    after: c.after ? kindMask(c.after, 0) : 0,
    effect: EFFECT_CODES[c.effect],
    amount: c.amount ?? 0,
  })),
);

/** Tactic effects as small codes (NGW-15.3). */
export const TacticEffect = {
  Unopposed: 0,
  Bonus: 1,
  SpeedBattle: 2,
  WinBall: 3,
  Foul: 4,
  Modify: 5,
  Advantage: 6,
  FreeKick: 7,
  StopPlay: 8,
} as const;

export interface CompiledTactic {
  readonly defence: boolean;
  /** Contests it may be played on, as a mask over CONTESTS; set pieces only for some effects. */
  readonly contests: number;
  /** Places the ball may be played from, as a mask over positions. */
  readonly ballAt: number;
  /** Scores it may be played at: bit 0 behind, bit 1 level, bit 2 ahead. */
  readonly score: number;
  /** Only in the match's last two attacks. */
  readonly final: boolean;
  readonly effect: number;
  readonly amount: number;
  /** win-ball: the place that takes the ball; stop-play: the place that fouls. */
  readonly to: number;
  /** modify: the stat, and whether it targets the opponent's team. */
  readonly stat: number;
  readonly opponent: boolean;
  /** A yellow (false) or red (true) card for a foul or a stop-play. */
  readonly red: boolean;
}

const ACTIONS_ONLY = 0x7f;
const ALL_CONTESTS = (1 << CONTESTS.length) - 1;

/** A tactic card as the flat record the rules read (NGW-15). */
export function compileTactic(t: TacticCard): CompiledTactic {
  const e = t.effect;
  const onSetPieces = e.kind === 'bonus' || e.kind === 'modify';
  return {
    defence: t.window === 'defence',
    contests: kindMask(t.when.contests, onSetPieces ? ALL_CONTESTS : ACTIONS_ONLY),
    ballAt: t.when.ballAt ? t.when.ballAt.reduce((m, p) => m | (1 << POSITIONS.indexOf(p)), 0) : 15,
    score: scoreMask(t.when.score),
    final: t.when.final === true,
    effect: {
      unopposed: TacticEffect.Unopposed,
      bonus: TacticEffect.Bonus,
      'speed-battle': TacticEffect.SpeedBattle,
      'win-ball': TacticEffect.WinBall,
      foul: TacticEffect.Foul,
      modify: TacticEffect.Modify,
      advantage: TacticEffect.Advantage,
      'free-kick': TacticEffect.FreeKick,
      'stop-play': TacticEffect.StopPlay,
    }[e.kind],
    amount: e.kind === 'bonus' || e.kind === 'modify' ? e.amount : 0,
    to:
      e.kind === 'win-ball'
        ? POSITIONS.indexOf(e.to)
        : e.kind === 'stop-play'
          ? POSITIONS.indexOf(e.by)
          : -1,
    stat: e.kind === 'modify' ? STATS.indexOf(e.best) : -1,
    opponent: e.kind === 'modify' && e.team === 'opponent',
    red: (e.kind === 'foul' || e.kind === 'stop-play') && e.card === 'red',
  };
}

export const COMPILED_TACTICS: readonly CompiledTactic[] = TACTICS.map(compileTactic);

/** The tactic deck as tactic ids, one entry per copy (NGW-2.2). */
export const TACTIC_DECK: readonly number[] = TACTICS.flatMap((t, id) =>
  new Array<number>(t.copies).fill(id),
);

/** The footballer decks by position, as card ids (NGW-2.1). */
export const DECKS: readonly (readonly number[])[] = POSITIONS.map((_, position) =>
  FOOTBALLERS.flatMap((_card, id) => (POSITION_OF[id] === position ? [id] : [])),
);
