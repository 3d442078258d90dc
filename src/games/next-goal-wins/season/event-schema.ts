/**
 * Event cards as data (NGW-26): a name, a sentence, an effect in a small vocabulary and the
 * number of copies in the deck. The schema refuses an effect that could not be applied.
 */
import { z } from 'zod';
import { POSITIONS, STATS } from '../stats.ts';

/**
 * Which footballer of a team an effect lands on: the one with the highest (or lowest) star
 * rating or printed stat, among the team's footballers of `position` if given. Only
 * footballers that have the stat printed take part (a keeper has no shooting). Ties: the
 * drawer of the event chooses (NGW-26.4).
 */
export const pickSchema = z.strictObject({
  by: z.enum(['rating', ...STATS]),
  highest: z.boolean(),
  position: z.enum(POSITIONS).optional(),
});
export type Pick = z.infer<typeof pickSchema>;

/** Whose team: the drawer's own, or every other seat's (one after another, in seat order). */
const team = z.enum(['own', 'rivals']);

export const eventEffectSchema = z.discriminatedUnion('kind', [
  /** The top footballer of a deck joins the drawer's squad; 'choice': the drawer names the deck. */
  z.strictObject({ kind: z.literal('recruit'), deck: z.enum([...POSITIONS, 'choice']) }),
  /** The picked footballer leaves the game for good. */
  z.strictObject({ kind: z.literal('retire'), team, pick: pickSchema }),
  /** The picked footballer misses its team's next match (injured). */
  z.strictObject({ kind: z.literal('injure'), team, pick: pickSchema }),
  /** The picked footballer misses its team's next match (suspended). */
  z.strictObject({ kind: z.literal('ban'), team, pick: pickSchema }),
  /** The picked footballer's `stat` changes by `amount` for its team's next match. */
  z.strictObject({
    kind: z.literal('boost'),
    team,
    pick: pickSchema,
    stat: z.enum(STATS),
    amount: z.number().int().min(-2).max(2),
  }),
  /** The drawer draws tactic cards. */
  z.strictObject({ kind: z.literal('tactics'), amount: z.number().int().min(1).max(2) }),
  /** The drawer puts one of its tactic cards, of its choice, at the bottom of the deck. */
  z.strictObject({ kind: z.literal('lose-tactic') }),
  /** The drawer may make one transfer now, by its manager's policy on decks and looks. */
  z.strictObject({ kind: z.literal('transfer') }),
  /** Every injury and ban of the drawer's squad is lifted. */
  z.strictObject({ kind: z.literal('heal') }),
]);
export type EventEffect = z.infer<typeof eventEffectSchema>;

export const eventSchema = z
  .strictObject({
    name: z.string().min(1),
    /** What happens, in a sentence for the card. */
    text: z.string().min(1),
    effect: eventEffectSchema,
    copies: z.number().int().min(1).max(3).default(1),
  })
  .superRefine((e, ctx) => {
    const fx = e.effect;
    if (fx.kind === 'boost' && fx.amount === 0)
      ctx.addIssue({ code: 'custom', message: `${e.name}: a boost of 0 does nothing` });
    if ('pick' in fx && fx.pick.by !== 'rating' && fx.pick.position !== undefined) {
      const keeperStat = STATS.indexOf(fx.pick.by) >= 8;
      if (keeperStat !== (fx.pick.position === 'GK'))
        ctx.addIssue({
          code: 'custom',
          message: `${e.name}: no ${fx.pick.position} has ${fx.pick.by}`,
        });
    }
  });
export type EventCard = z.output<typeof eventSchema>;
export type EventInput = z.input<typeof eventSchema>;
