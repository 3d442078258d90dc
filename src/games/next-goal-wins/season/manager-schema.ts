/**
 * Manager cards as data (NGW-27): a name, a special ability and a transfer policy, each in a
 * small vocabulary. Abilities that act inside a match are the match's own MatchAbilities; the
 * others act on the season.
 */
import { z } from 'zod';
import { matchAbilitiesSchema } from '../abilities.ts';
import { POSITIONS } from '../stats.ts';

export const abilityEffectSchema = z.discriminatedUnion('kind', [
  /** Powers inside every match the manager's side plays (NGW-19's MatchAbilities, in part). */
  z.strictObject({ kind: z.literal('match'), abilities: matchAbilitiesSchema.partial() }),
  /** The manager's events are drawn `look` at a time; it keeps one, the others are spent. */
  z.strictObject({ kind: z.literal('event-choice'), look: z.number().int().min(2).max(3) }),
  /** After a match the side draws `amount` tactic cards instead of 2. */
  z.strictObject({ kind: z.literal('tactic-draw'), amount: z.number().int().min(3).max(4) }),
  /** Injuries from a match are healed at once: they are not carried into the next one. */
  z.strictObject({ kind: z.literal('recovery') }),
  /** Red cards of a match carry no ban into the next one. */
  z.strictObject({ kind: z.literal('appeals') }),
  /** Events drawn by rivals never pick the manager's footballers. */
  z.strictObject({ kind: z.literal('shield') }),
]);
export type AbilityEffect = z.infer<typeof abilityEffectSchema>;

/**
 * A transfer policy (NGW-27.3). Each field changes one thing of the standard transfer (one a
 * window, the top card of any deck):
 * - perWindow: transfers in each transfer phase (default 1);
 * - byResult: instead of perWindow, by the result of the match just played;
 * - total: at most this many transfers over the whole season;
 * - anytime: transfers may also be made before each of the side's matches, as many as are left;
 * - look: a transfer looks at this many cards of the deck and keeps one;
 * - positions: the only decks transfers may come from;
 * - likeForLike: a footballer let go over the limit after a transfer must share the new one's
 *   position.
 */
export const policySchema = z
  .strictObject({
    perWindow: z.number().int().min(0).max(3).default(1),
    byResult: z
      .strictObject({
        win: z.number().int().min(0).max(3),
        draw: z.number().int().min(0).max(3),
        loss: z.number().int().min(0).max(3),
      })
      .optional(),
    total: z.number().int().min(1).max(20).optional(),
    anytime: z.boolean().default(false),
    look: z.number().int().min(1).max(3).default(1),
    positions: z.array(z.enum(POSITIONS)).min(1).optional(),
    likeForLike: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    if (p.anytime && p.total === undefined)
      ctx.addIssue({ code: 'custom', message: 'transfers at any time need a season total' });
  });
export type Policy = z.output<typeof policySchema>;

export const managerSchema = z.strictObject({
  name: z.string().min(1),
  ability: z.strictObject({
    name: z.string().min(1),
    text: z.string().min(1),
    effect: abilityEffectSchema,
  }),
  policy: z.strictObject({ name: z.string().min(1), text: z.string().min(1), rules: policySchema }),
  printed: z.boolean().default(false),
});
export type ManagerCard = z.output<typeof managerSchema>;
export type ManagerInput = z.input<typeof managerSchema>;
