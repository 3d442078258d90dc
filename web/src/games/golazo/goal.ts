/**
 * The secret picks of a shot (GZ-7.5) made on the goal: the shooter clicks the target it aims
 * at; the keeper clicks the targets it covers (2 for a shot or cross, 4 for a long shot), and
 * the set is played once it is one the engine offers. Read from the legal choices alone: each
 * aim's info names its target, each save's label its targets in the engine's words.
 */
import { TARGETS } from '../../../../src/games/golazo/vocabulary.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { GolazoView } from './view.ts';

export interface GoalOffer {
  /** The aim at each target (0–5, in TARGETS order), when the seat shoots. */
  readonly aims: ReadonlyMap<number, LegalChoice>;
  /** Each save set the keeper may pick, with the targets it covers, ascending. */
  readonly saves: readonly { readonly targets: readonly number[]; readonly choice: LegalChoice }[];
}

const COVER = 'Cover ';

export function goalOffer(legal: readonly LegalChoice[]): GoalOffer {
  const aims = new Map<number, LegalChoice>();
  const saves: { targets: number[]; choice: LegalChoice }[] = [];
  for (const choice of legal) {
    const info = choice.info;
    if (info?.kind === 'aim' && typeof info.index === 'number') aims.set(info.index, choice);
    if (info?.kind === 'save' && choice.label.startsWith(COVER)) {
      const names = choice.label.slice(COVER.length).split(', ');
      const targets = names.map((name) => (TARGETS as readonly string[]).indexOf(name));
      if (targets.every((t) => t >= 0)) saves.push({ targets: targets.sort(), choice });
    }
  }
  return { aims, saves };
}

/** How many targets the keeper covers now, or 0 when it has no save to make. */
export const coverCount = (offer: GoalOffer): number => offer.saves[0]?.targets.length ?? 0;

/** The keeper's picks after a click on `target`: added, or taken back if picked. */
export function togglePick(picked: readonly number[], target: number): number[] {
  return picked.includes(target)
    ? picked.filter((t) => t !== target)
    : [...picked, target].sort((a, b) => a - b);
}

/** The save that covers exactly `picked`, or undefined. */
export function saveFor(offer: GoalOffer, picked: readonly number[]): LegalChoice | undefined {
  const key = [...picked].sort((a, b) => a - b).join();
  return offer.saves.find((s) => s.targets.join() === key)?.choice;
}

/** GZ-7.5: the pairs of targets a save set names, in the engine's order (a < b). */
const SAVE_PAIRS: readonly (readonly [number, number])[] = TARGETS.flatMap((_, a) =>
  TARGETS.flatMap((__, b) => (b > a ? [[a, b] as const] : [])),
);
const LONG_SHOT = 1;

/**
 * The targets save set `set` covers: its pair, or on a long shot (GZ-7.2) the four the pair
 * leaves; as the engine's rules.ts says, which the board does not import (goal.test.ts checks).
 */
export function coveredBy(shotKind: number, set: number): number[] {
  const pair: readonly number[] = SAVE_PAIRS[set] ?? [];
  return shotKind === LONG_SHOT ? [0, 1, 2, 3, 4, 5].filter((t) => !pair.includes(t)) : [...pair];
}

/** What the goal shows while a shot waits for its picks and the viewer has none to make. */
export interface GoalWait {
  /** The viewer's team's own pick, marked on the goal: the aim, or the targets covered. */
  readonly marked: readonly number[];
  readonly words: string;
}

const SHOTS = ['shot', 'long shot', 'penalty'] as const;

/**
 * While the picks are made (phase 'commit'): the viewer's own pick, if its team made it, and
 * who is still to pick; null at any other time. The other team's pick is never in the view.
 */
export function goalWait(view: GolazoView): GoalWait | null {
  if (view.phase !== 'commit') return null;
  const shot = SHOTS[view.shotKind] ?? 'shot';
  const made = view.picked.filter(Boolean).length;
  if (view.target >= 0)
    return {
      marked: [view.target],
      words: `You aim ${TARGETS[view.target] ?? ''}: waiting for the keeper’s pick.`,
    };
  if (view.saveSet >= 0) {
    const marked = coveredBy(view.shotKind, view.saveSet);
    return {
      marked,
      words: `You cover ${marked.map((t) => TARGETS[t]).join(', ')}: waiting for the shooter’s pick.`,
    };
  }
  return { marked: [], words: `A ${shot}: the picks are secret (${made} of 2 made).` };
}
