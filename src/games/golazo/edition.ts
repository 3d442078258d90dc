/**
 * The rules of Golazo's earlier engine versions, kept so that their records replay move for move
 * (docs/records.md, GameFacts.earlierVersions). A record of version 1.0.0 or 1.1.0 replays on
 * this engine under the option `edition` naming its version. A match reads its edition once, at
 * setup, into `GolazoState.edition`, a small number the rules compare in the few places where
 * the versions differ, so the hot paths never parse an option.
 *
 * - 1.0.0: the 20-card deck of the first eight kinds (GZ-9.5–GZ-9.12), and its action numbering:
 *   eight PLAY codes, so CHOOSE, ABILITY and MANAGER six lower than today's (`toEditionCode`
 *   in actions.ts).
 * - 1.1.0: the 33-card deck, and the rules before issue #31: a keeper carrier could Nutmeg, a
 *   card's moves could slide-tackle, Route One's 12 left the carrier out, a placement could hand
 *   the ball to a surrounded counter, the box was cleared and loaded for the teams, and the
 *   window opened only when the team without the ball held a card playable at the moves' end.
 * - today (1.2.0): the rules as rules.md states them.
 */
import { DECK_COUNTS } from './cards.ts';

export const Edition = { V1_0: 0, V1_1: 1, Current: 2 } as const;
export type Edition = (typeof Edition)[keyof typeof Edition];

/** The edition an `edition` option names; today's when it is absent. */
export function editionOf(option: string | undefined): Edition {
  if (option === '1.0.0') return Edition.V1_0;
  if (option === '1.1.0') return Edition.V1_1;
  return Edition.Current;
}

/** GZ-9.1 as 1.0.0 had it: 20 cards, none of the six kinds 1.1.0 added. */
export const DECK_COUNTS_1_0: readonly number[] = [3, 2, 4, 2, 2, 2, 2, 3, 0, 0, 0, 0, 0, 0];

/** GZ-9.1: the copies of each card kind in the edition's deck. */
export const deckCounts = (edition: Edition): readonly number[] =>
  edition === Edition.V1_0 ? DECK_COUNTS_1_0 : DECK_COUNTS;
