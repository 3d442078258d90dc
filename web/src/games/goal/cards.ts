/**
 * Goal!'s cards as the board shows them (GL-1.1 to GL-1.3): names, lines and the formation
 * lists come from the game's vocabulary, which the engine reads too; here is only what the
 * board adds, the colour bands and the words on a card.
 */
import { FREE_KICK, GOALKEEPER, POSITION_NAMES } from '../../../../src/games/goal/vocabulary.ts';

/** The line of the team a card belongs to, which gives it its colour band. */
export type Line = 'keeper' | 'back' | 'half-back' | 'forward' | 'free-kick';

/** The band's words, short enough for a card on a phone. */
export const LINE_NAMES: Readonly<Record<Line, string>> = {
  keeper: 'Keeper',
  back: 'Back',
  'half-back': 'Half-back',
  forward: 'Forward',
  'free-kick': 'Free Kick',
};

export function lineOf(card: number): Line {
  if (card === GOALKEEPER) return 'keeper';
  if (card === FREE_KICK) return 'free-kick';
  if (card <= 3) return 'back';
  return card <= 6 ? 'half-back' : 'forward';
}

/** '9 · Centre Forward', '1 · Goalkeeper', 'Free Kick'. */
export function cardWords(card: number): string {
  const name = POSITION_NAMES[card] ?? '?';
  return card === FREE_KICK ? name : `${card} · ${name}`;
}

/** '4-7-8'; an unfinished one as '4-7'. */
export function formationWords(cards: readonly number[]): string {
  return cards.join('-');
}
