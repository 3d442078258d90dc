/**
 * Game Changers played from the board (SS-9, SS-10), read from the legal choices alone: which
 * cards in the hand may be played now, and, for a card that names a target, what the field
 * asks for next (a wizard, then perhaps a direction) with only the legal answers lit, so a
 * click plays exactly a play the engine offers. What a play names is its info's `targets`, in
 * the order the engine lists them (no decoding of the target number here).
 */
import { CHANGERS } from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import type { LegalChoice } from '../../protocol.ts';

/** What a card's targets are, in turn: how the field asks for them. */
export type TargetShape = 'none' | 'wizard' | 'pair' | 'wizard-direction' | 'direction';

const SHAPES: Readonly<Record<(typeof CHANGERS)[number]['name'], TargetShape>> = {
  Nuke: 'wizard',
  'Body Swap': 'pair',
  'Sent Home': 'wizard',
  Telekinesis: 'wizard-direction',
  Whoops: 'none',
  'Ghost Ball': 'none',
  Bounce: 'direction',
  'Heavy Ball': 'none',
  'Long Ball': 'none',
  'Counter Card': 'none',
};

export const shapeOf = (card: number): TargetShape => {
  const changer = CHANGERS[card];
  return changer ? SHAPES[changer.name] : 'none';
};

/** One legal play of a card, with its target's parts. */
export interface Play {
  readonly card: number;
  readonly target: number;
  readonly parts: readonly number[];
  readonly choice: LegalChoice;
}

/** The legal plays by card kind, e.g. 9 → the Counter Card's one play. */
export function playsByCard(legal: readonly LegalChoice[]): Map<number, Play[]> {
  const plays = new Map<number, Play[]>();
  for (const choice of legal) {
    const info = choice.info;
    if (info?.kind !== 'play' || info.card === undefined || info.index === undefined) continue;
    const play = {
      card: info.card,
      target: info.index,
      parts: info.targets ?? [],
      choice,
    };
    plays.set(info.card, [...(plays.get(info.card) ?? []), play]);
  }
  return plays;
}

/** What the field asks for while a card is being played. */
export type Ask =
  /** Click one of these wizards. */
  | { readonly kind: 'wizard'; readonly wizards: readonly number[] }
  /** Click one of these directions, around `wizard` (or around the ball when -1). */
  | { readonly kind: 'direction'; readonly wizard: number; readonly directions: readonly number[] }
  /** Every target is named: play this. */
  | { readonly kind: 'play'; readonly choice: LegalChoice }
  /** Nothing of it is legal now (the window moved on): stop asking. */
  | { readonly kind: 'none' };

const unique = (ns: readonly number[]): number[] => [...new Set(ns)].sort((a, b) => a - b);

/**
 * The next thing to ask for `card`'s play, given the answers `picked` so far. A step with a
 * single legal answer is taken without asking, except the last one, which the person clicks
 * (a card is never played by clicking it alone when it names a target).
 */
export function nextAsk(plays: readonly Play[], picked: readonly number[]): Ask {
  const fitting = plays.filter((p) => picked.every((n, i) => p.parts[i] === n));
  const first = fitting[0];
  if (!first) return { kind: 'none' };
  if (first.parts.length === picked.length) return { kind: 'play', choice: first.choice };
  const answers = unique(fitting.map((p) => p.parts[picked.length] as number));
  const last = picked.length === first.parts.length - 1;
  if (answers.length === 1 && !last) return nextAsk(plays, [...picked, answers[0] as number]);
  const shape = shapeOf(first.card);
  if (shape === 'direction') return { kind: 'direction', wizard: -1, directions: answers };
  if (shape === 'wizard-direction' && picked.length === 1)
    return { kind: 'direction', wizard: picked[0] as number, directions: answers };
  return { kind: 'wizard', wizards: answers };
}

/**
 * The answers given so far once the skipped single-answer steps are filled in: what the field
 * shows as picked, e.g. Body Swap's own wizard when the seat has only one.
 */
export function pickedSoFar(plays: readonly Play[], picked: readonly number[]): number[] {
  const fitting = plays.filter((p) => picked.every((n, i) => p.parts[i] === n));
  const first = fitting[0];
  if (!first || first.parts.length <= picked.length + 1) return [...picked];
  const answers = unique(fitting.map((p) => p.parts[picked.length] as number));
  return answers.length === 1 ? pickedSoFar(plays, [...picked, answers[0] as number]) : [...picked];
}
