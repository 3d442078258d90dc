/** Goal!'s table in the board's words: sides, the half, the toss, targets, whose decision it is. */
import { cardWords, formationWords } from './cards.ts';
import type { Target } from './choices.ts';
import type { GoalView } from './view.ts';
import { scoreWords } from '../../../../src/games/goal/vocabulary.ts';

/** Each side by its players' names, e.g. ['Ana & Cy', 'Bo & Di'] (GL-2.1). */
export function sideNames(view: GoalView, names: readonly string[]): [string, string] {
  const of = (side: number): string =>
    view.sideOf
      .flatMap((s, seat) => (s === side ? [names[seat] ?? `Seat ${seat + 1}`] : []))
      .join(' & ');
  return [of(0), of(1)];
}

export function halfWords(view: GoalView): string {
  if (view.phase === 'over') return 'Full time';
  return view.half === 1 ? 'First half' : 'Second half';
}

/** GL-2.4, GL-8.3: who won the toss and who kicked off this half. */
export function tossWords(view: GoalView, sides: readonly string[]): string {
  const winner = sides[view.tossWinner] ?? '';
  if (view.half === 1) return `${winner} won the toss and kicked off.`;
  return `${winner} won the toss; ${sides[1 - view.tossWinner] ?? ''} kicked off the second half.`;
}

/** A target for the picked card, as a button says it, e.g. 'Add to 4-7'. */
export function targetWords(target: Target, view: GoalView, side: number): string {
  switch (target.kind) {
    case 'discard':
      return 'Discard it';
    case 'free-kick':
      return 'Take the Free Kick';
    case 'keeper':
      return 'Save with the Goalkeeper';
    case 'start':
      return `Start a ${target.side} formation`;
    case 'add': {
      const cards = view.formations[side]?.[target.index]?.cards ?? [];
      return `Add to ${formationWords(cards)}`;
    }
  }
}

/** What the game waits for, from the viewer's seat, e.g. 'Your turn: play or discard a card, then draw.' */
export function turnWords(view: GoalView, names: readonly string[], mine: boolean): string {
  const who = names[view.current] ?? `Seat ${view.current + 1}`;
  switch (view.phase) {
    case 'over':
      return `Full time: ${scoreWords(view.goals)}.`;
    case 'answer':
      return mine ? 'Shot! Save it or let it in.' : `${who} must answer the shot.`;
    case 'free-kick':
      return mine
        ? 'Free Kick: play one card into a formation, or discard one.'
        : `${who} took a Free Kick and plays on.`;
    case 'turn':
      if (view.closing)
        return mine ? 'Pack empty: play a card or pass.' : `Pack empty: ${who} plays or passes.`;
      return mine ? 'Your turn: play a card or discard one, then draw.' : `${who}'s turn.`;
  }
}

/** The hand's hint on a decision: what to click next. */
export function pickedWords(card: number | null): string {
  if (card !== null) return `${cardWords(card)}: click a lit place on the table, or a button here.`;
  return 'Click a card, then where it goes.';
}
