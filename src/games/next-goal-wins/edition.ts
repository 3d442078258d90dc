/**
 * Editions: the rules of an earlier engine version, kept so that its records replay for ever
 * (docs/records.md, GameFacts.earlierVersions). An edition is an option that only records set:
 * a record of version 0.2.0 replays on this engine under `edition: '0.2.0'`. A match reads its
 * edition once, when it is set up, into plain fields of its state (MatchRules), so the rules'
 * hot paths never ask which edition they play.
 *
 * What 0.2.0 played differently:
 * - a first-to match (NGW-16.1) still stopped at the attack limit, which it could set, and
 *   'final' tactics (NGW-15.7) were the last attack of each side in it too;
 * - Professional Foul was a red card and a free kick against a dribbling striker (NGW-15.8);
 * - in a season, a seat with no match left drew no event (NGW-24.5), and a forfeit was 0-3
 *   in a first-to league as well (NGW-22.6).
 *
 * What 0.3.0 and 0.3.1 played differently (edition '0.3.1'), as 0.2.0 did too:
 * - a declaration, a choice of taker or of set-piece defender left with one option because no
 *   tactic card in hand could be played with it was played by itself, not asked (NGW-17.4).
 */
import { COMPILED_TACTICS, TACTICS, compileTactic, type CompiledTactic } from './cards.ts';
import { tacticSchema, type TacticCard } from './card-schema.ts';
import { EDITION_0_2, EDITION_0_3, attacksPerSide, type Edition } from './facts.ts';

/** Professional Foul as version 0.2.0 printed it (NGW-15.8 before its redesign). */
const PROFESSIONAL_FOUL_0_2: TacticCard = tacticSchema.parse({
  name: 'Professional Foul',
  text: 'Bring down their striker as it runs at goal: your footballer is sent off (red card) and they get a free kick.',
  window: 'defence',
  when: { contests: ['dribble'], ballAt: ['STK'] },
  effect: { kind: 'foul', card: 'red' },
});

/** The tactic cards of version 0.2.0: today's, with its Professional Foul in place. */
const TACTICS_0_2: readonly TacticCard[] = TACTICS.map((t) =>
  t.name === PROFESSIONAL_FOUL_0_2.name ? PROFESSIONAL_FOUL_0_2 : t,
);
const COMPILED_0_2: readonly CompiledTactic[] = TACTICS_0_2.map(compileTactic);

/** The tactic cards, as printed, that a match of `edition` is played with. */
export const tacticCardsOf = (edition: Edition | undefined): readonly TacticCard[] =>
  edition === EDITION_0_2 ? TACTICS_0_2 : TACTICS;

/** The rules of a match that its edition and options settle once, at setup. */
export interface MatchRules {
  /** Attacks the match may run to, both sides together (NGW-4.2, NGW-16.3), e.g. 6 or 100. */
  readonly attackLimit: number;
  /** NGW-15.7: whether 'final' tactics also fit an attack whose goal would end a first-to match. */
  readonly finalAtMatchPoint: boolean;
  /** The tactic cards as the rules read them, by tactic id. */
  readonly tacticRules: readonly CompiledTactic[];
  /**
   * NGW-17.4: whether a decision the tactic cards in hand leave with one option is played by
   * itself (editions before 0.4.0), rather than asked as the public facts would ask it.
   */
  readonly autoPlayByHand: boolean;
}

export function matchRules(o: {
  readonly attacks: number;
  readonly firstTo: number;
  readonly edition?: string | undefined;
}): MatchRules {
  if (o.edition === EDITION_0_2)
    return {
      attackLimit: 2 * o.attacks,
      finalAtMatchPoint: false,
      tacticRules: COMPILED_0_2,
      autoPlayByHand: true,
    };
  return {
    attackLimit: 2 * attacksPerSide(o),
    finalAtMatchPoint: o.firstTo > 0,
    tacticRules: COMPILED_TACTICS,
    autoPlayByHand: o.edition === EDITION_0_3,
  };
}
