/**
 * Where each of the seat's choices is made on the board, kept apart from the DOM: moves, the
 * kick-off and a receiver on the pitch; a shot's picks on the goal; power cards and manager
 * abilities in the hand (GZ-9.3, GZ-13.5); everything else (rolls, ending the moves, the key
 * events, a clearance, letting a window's moment pass, appointing a manager) as the board's own
 * buttons (the suggested placement of GZ-8.1 and GZ-9.10 among them), with the odds of those
 * that roll dice. All read from the legal choices' infos, never from a list of card names.
 */
import { teamOfSeat } from '../../../../src/games/golazo/constants.ts';
import {
  ABILITY_TEXTS,
  CARD_KINDS,
  CARD_TEXTS,
  MANAGERS,
  type CardText,
} from '../../../../src/games/golazo/vocabulary.ts';
import { oddsLine } from '../../board/odds.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { GolazoView } from './view.ts';

export type Place = 'pitch' | 'goal' | 'hand' | 'buttons';

const PLACES: Readonly<Record<string, Place>> = {
  move: 'pitch',
  'kick-off': 'pitch',
  give: 'pitch',
  aim: 'goal',
  save: 'goal',
  play: 'hand',
  ability: 'hand',
};

export const placeOf = (choice: LegalChoice): Place => PLACES[choice.info?.kind ?? ''] ?? 'buttons';

/** The choices the board offers as its own buttons, in the engine's order. */
export const boardButtons = (legal: readonly LegalChoice[]): LegalChoice[] =>
  legal.filter((choice) => placeOf(choice) === 'buttons');

/**
 * A choice's odds when dice decide it, in the engine's words from its info, likeliest first,
 * e.g. a cross (GZ-7.3): 'a goal 70% · the keeper has the ball 30%'; '' when no dice do.
 */
export const choiceOdds = (choice: LegalChoice | undefined): string =>
  oddsLine(choice?.info?.outcomes);

/** A power card in the viewer's hand, with the choice that plays it now, if any. */
export interface HandCard {
  /** Its kind, in the engine's numbering, e.g. 6. */
  readonly card: number;
  readonly text: CardText;
  readonly count: number;
  readonly play: LegalChoice | undefined;
}

export function handCards(view: GolazoView, legal: readonly LegalChoice[]): HandCard[] {
  return CARD_KINDS.flatMap((kind, card) => {
    const count = view.hand[card] ?? 0;
    if (count <= 0) return [];
    const play = legal.find((c) => c.info?.kind === 'play' && c.info.card === card);
    return [{ card, text: CARD_TEXTS[kind], count, play }];
  });
}

/** One of the viewer's manager's abilities (GZ-13.5), with the choice that uses it now. */
export interface HandAbility {
  readonly ability: number;
  readonly name: string;
  readonly text: string;
  readonly used: boolean;
  readonly play: LegalChoice | undefined;
}

/** The viewer's team's manager by name and its three abilities, or null without one. */
export function handManager(
  view: GolazoView,
  legal: readonly LegalChoice[],
): { name: string; abilities: HandAbility[] } | null {
  if (view.viewer < 0) return null;
  const team = teamOfSeat(view.viewer);
  const manager = MANAGERS[view.managers[team] ?? -1];
  if (!manager) return null;
  const used = view.used[team] ?? 0;
  const abilities = manager.abilities.map((ability) => ({
    ability,
    name: ABILITY_TEXTS[ability].name,
    text: ABILITY_TEXTS[ability].text,
    used: ((used >> ability) & 1) === 1,
    play: legal.find((c) => c.info?.kind === 'ability' && c.info.index === ability),
  }));
  return { name: manager.name, abilities };
}

/**
 * What the pitch asks for when nothing is selected and the choice is one of the pitch's own
 * steps (GZ-3.3, GZ-8.3, GZ-9.5, GZ-8.1, GZ-9.10): the kick-off counter, the teammate who gets
 * the ball, or the counters a team places; the kick-off with its die's odds.
 */
export function pitchAsk(legal: readonly LegalChoice[]): string {
  const kinds = new Set(legal.map((c) => c.info?.kind));
  if (kinds.has('kick-off')) {
    // GZ-3.3: whoever takes it, the die is the same; its odds from the engine.
    const odds = choiceOdds(legal.find((c) => c.info?.kind === 'kick-off'));
    return `Click the counter that takes the kick-off.${odds ? ` The die: ${odds}.` : ''}`;
  }
  if (kinds.has('give')) return 'Click the teammate who gets the ball.';
  // GZ-8.1, GZ-9.10: the placements are moves on the pitch; the suggestion is a button.
  if (kinds.has('place-suggested'))
    return 'Click a counter, then the space it goes to; or take the suggested placement.';
  return '';
}
