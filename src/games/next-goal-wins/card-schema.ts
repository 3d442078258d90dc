/**
 * The cards as data, and the zod schemas that validate them (NGW-1). Skills and tactics are
 * written in a small vocabulary of triggers, conditions and effects (NGW-14, NGW-15), so that a
 * new card needs data, not code, wherever its effect fits the vocabulary.
 */
import { z } from 'zod';
import { CONTESTS, POSITIONS, POSITION_STATS, STATS, ratingOf, type StatName } from './stats.ts';

/** The seven actions a footballer declares (NGW-5). */
const ACTION_NAMES = ['pass', 'throw', 'punt', 'cross', 'dribble', 'shoot', 'header'] as const;
const action = z.enum(ACTION_NAMES);
/** The set pieces a skill may name (NGW-14.1): only for a bonus. */
const SET_PIECE_NAMES = ['corner', 'crossing-free-kick', 'shooting-free-kick'] as const;
const score = z
  .array(z.enum(['behind', 'level', 'ahead']))
  .min(1)
  .max(2);
const stat = (min = 1) => z.number().int().min(min).max(5);

/**
 * One clause of a skill (NGW-14.2).
 * - when: 'acting' (the footballer on the ball declares one of `actions`) or 'defending' (the
 *   footballer answers one of `actions` against it); no `actions` means every action. A set
 *   piece in `actions` (bonus only): the footballer takes part in it, for the attackers
 *   ('acting': crosser, header or shooter) or the defenders ('defending': keeper or the
 *   footballer picked to defend).
 * - die: the clause applies only when the footballer's own die shows one of these faces.
 * - after: acting only: the footballer's first action of an attack that began with it winning
 *   the ball against one of these actions.
 * - score: only while its side is behind, level or ahead as listed.
 * - effect: 'speed-battle' (it may turn the contest into a speed battle), 'succeed' (the action
 *   succeeds: with no die, without a contest), 'bonus' (+amount to its total), 'win-ball'
 *   (defending: it takes the ball whatever the totals), 'win-ball-injure' (the same, and the
 *   opposing footballer is injured), 'sent-off' (defending: it is shown a red card and the
 *   attacker gets a free kick), 'advantage' (it rolls two dice and keeps the higher),
 *   'tie-foul' (acting: a tie that would roll the stalemate die is a foul on it instead).
 */
export const skillClauseSchema = z
  .strictObject({
    when: z.enum(['acting', 'defending']),
    actions: z
      .array(z.enum([...ACTION_NAMES, ...SET_PIECE_NAMES]))
      .min(1)
      .optional(),
    die: z.array(z.number().int().min(1).max(6)).min(1).max(5).optional(),
    after: z.array(action).min(1).optional(),
    score: score.optional(),
    effect: z.enum([
      'speed-battle',
      'succeed',
      'bonus',
      'win-ball',
      'win-ball-injure',
      'sent-off',
      'advantage',
      'tie-foul',
    ]),
    amount: z.number().int().min(1).max(3).optional(),
  })
  .superRefine((c, ctx) => {
    const problem = clauseProblem(c);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type SkillClause = z.infer<typeof skillClauseSchema>;

function clauseProblem(c: {
  when: string;
  actions?: readonly string[] | undefined;
  die?: readonly number[] | undefined;
  after?: readonly string[] | undefined;
  effect: string;
  amount?: number | undefined;
}): string | undefined {
  const defendingOnly = ['win-ball', 'win-ball-injure', 'sent-off'];
  if (c.when === 'acting' && defendingOnly.includes(c.effect))
    return `'${c.effect}' is a defending effect`;
  if (c.when === 'defending' && (c.effect === 'succeed' || c.effect === 'tie-foul'))
    return `'${c.effect}' is an acting effect`;
  const setPiece = (a: string): boolean => (SET_PIECE_NAMES as readonly string[]).includes(a);
  if (c.effect !== 'bonus' && c.actions?.some(setPiece)) return `only a bonus may name a set piece`;
  if ((c.effect === 'advantage' || c.effect === 'tie-foul') && c.die)
    return `'${c.effect}' takes no die condition`;
  if (c.when === 'defending' && c.after) return `'after' applies to acting clauses only`;
  if (defendingOnly.includes(c.effect) && !c.die) return `'${c.effect}' needs a die condition`;
  if ((c.effect === 'speed-battle' || c.effect === 'bonus') && c.die)
    return `'${c.effect}' is chosen or counted before the roll, so it takes no die condition`;
  if ((c.effect === 'bonus') !== (c.amount !== undefined)) return `'amount' goes with 'bonus' only`;
  return undefined;
}

export const skillSchema = z.strictObject({
  name: z.string().min(1),
  /** What the skill does, in a sentence for the card. */
  text: z.string().min(1),
  clauses: z.array(skillClauseSchema).min(1),
});
export type Skill = z.infer<typeof skillSchema>;

const outfieldStats = z.strictObject({
  passing: stat(),
  crossing: stat(),
  dribbling: stat(),
  shooting: stat(),
  heading: stat(),
  interceptions: stat(),
  blocking: stat(),
  tackling: stat(),
});
const keeperStats = z.strictObject({
  passing: stat(),
  throwing: stat(),
  punting: stat(),
  saving: stat(),
  catching: stat(),
  rushingOut: stat(),
});

const common = {
  name: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  nationality: z.string().min(1),
  skill: skillSchema.optional(),
  /** True for the cards printed in the rulebook, whose stats we copy. */
  printed: z.boolean().default(false),
};

export const footballerSchema = z
  .discriminatedUnion('position', [
    z.strictObject({ position: z.literal('GK'), stats: keeperStats, ...common }),
    z.strictObject({
      position: z.enum(['DEF', 'MID', 'STK']),
      stats: outfieldStats,
      ...common,
    }),
  ])
  .transform((card) => ({ ...card, statLine: statLine(card) }))
  .superRefine((card, ctx) => {
    const position = POSITIONS.indexOf(card.position);
    const rating = ratingOf(position, card.statLine);
    if (rating !== card.rating) {
      const used = (POSITION_STATS[position] ?? []).map((s) => STATS[s]).join(', ');
      ctx.addIssue({
        code: 'custom',
        message: `${card.name}: rated ${card.rating} but the formula gives ${rating} (best three of ${used})`,
      });
    }
  });
export type FootballerCard = z.output<typeof footballerSchema>;
export type FootballerInput = z.input<typeof footballerSchema>;

/** The stats as one array indexed like STATS; stats of the other kind are 0 (not printed). */
function statLine(card: {
  position: string;
  stats: Readonly<Record<string, number>>;
}): readonly number[] {
  const line = new Array<number>(STATS.length).fill(0);
  for (const [key, value] of Object.entries(card.stats)) {
    const name: StatName =
      card.position === 'GK' && key === 'passing' ? 'keeperPassing' : (key as StatName);
    line[STATS.indexOf(name)] = value;
  }
  return line;
}

/**
 * What a tactic does (NGW-15.3): 'unopposed' (attack: the action succeeds without a contest),
 * 'bonus' (+amount to your total), 'speed-battle' (the contest becomes a speed battle),
 * 'win-ball' (defence: no contest; your footballer at `to` takes the ball), 'foul' (defence: your
 * footballer stops the action with a foul and is shown `card`; the attacker gets a free kick),
 * 'modify' (the best footballer of a team at `best`, among those on the pitch, gains `amount`
 * of it, or loses it when negative, for the rest of the match; the card's holder breaks ties),
 * 'advantage' (your side rolls two dice in this contest and keeps the higher), 'free-kick'
 * (attack: your footballer is fouled before the action is made; a free kick, NGW-9.1),
 * 'stop-play' (defence: your footballer at `by` stops the play with a foul and is shown `card`;
 * no set piece: the attack goes on from the attacker's footballer one place further back).
 */
export const tacticEffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('unopposed') }),
  z.strictObject({ kind: z.literal('bonus'), amount: z.number().int().min(1).max(3) }),
  z.strictObject({ kind: z.literal('speed-battle') }),
  z.strictObject({ kind: z.literal('win-ball'), to: z.enum(POSITIONS) }),
  z.strictObject({ kind: z.literal('foul'), card: z.enum(['yellow', 'red']) }),
  z.strictObject({
    kind: z.literal('modify'),
    team: z.enum(['own', 'opponent']),
    best: z.enum(STATS),
    amount: z.number().int().min(-3).max(3),
  }),
  z.strictObject({ kind: z.literal('advantage') }),
  z.strictObject({ kind: z.literal('free-kick') }),
  z.strictObject({
    kind: z.literal('stop-play'),
    by: z.enum(POSITIONS),
    card: z.enum(['yellow', 'red']),
  }),
]);
export type TacticEffect = z.infer<typeof tacticEffectSchema>;

/** Effects that make sense in a set piece: the rest act on a one-on-one contest. */
export const SET_PIECE_EFFECTS: readonly TacticEffect['kind'][] = ['bonus', 'modify'];

export const tacticSchema = z
  .strictObject({
    name: z.string().min(1),
    /** The effect in a sentence for the card. */
    text: z.string().min(1),
    /** NGW-15.2: 'attack' when your footballer declares an action or takes a set piece,
     * 'defence' when you answer one. */
    window: z.enum(['attack', 'defence']),
    /** The restriction (NGW-15.2): every listed condition must hold. */
    when: z.strictObject({
      /** The contest is one of these (default: any). */
      contests: z.array(z.enum(CONTESTS)).min(1).optional(),
      /** The ball is played from one of these places (default: any). */
      ballAt: z.array(z.enum(POSITIONS)).min(1).optional(),
      /** Your score against your opponent's is one of these (default: any). */
      score: z
        .array(z.enum(['behind', 'level', 'ahead']))
        .min(1)
        .optional(),
      /** Only in the last attack of each side: the match's last two attacks. */
      final: z.literal(true).optional(),
    }),
    effect: tacticEffectSchema,
    /** Copies in the deck. */
    copies: z.number().int().min(1).max(4).default(1),
    printed: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    const { kind } = t.effect;
    if (t.window === 'attack' && (kind === 'win-ball' || kind === 'foul' || kind === 'stop-play'))
      ctx.addIssue({ code: 'custom', message: `${t.name}: '${kind}' is a defence effect` });
    if (t.window === 'defence' && (kind === 'unopposed' || kind === 'free-kick'))
      ctx.addIssue({ code: 'custom', message: `${t.name}: '${kind}' is an attack effect` });
    const setPieces = (t.when.contests ?? []).filter((c) => CONTESTS.indexOf(c) >= 7);
    if (setPieces.length > 0 && !SET_PIECE_EFFECTS.includes(kind))
      ctx.addIssue({ code: 'custom', message: `${t.name}: '${kind}' cannot act on a set piece` });
  });
export type TacticCard = z.output<typeof tacticSchema>;
export type TacticInput = z.input<typeof tacticSchema>;
