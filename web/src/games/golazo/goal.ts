/**
 * The secret picks of a shot (GZ-7.5) made on the goal: the shooter clicks the target it aims
 * at; the keeper clicks the targets it covers (2 for a shot or cross, 4 for a long shot), and
 * the set is played once it is one the engine offers. Read from the legal choices alone: each
 * aim's and each save's info names the targets it picks (the engine's actionInfo).
 */
import { TARGETS } from '../../../../src/games/golazo/vocabulary.ts';
import type { LegalChoice } from '../../protocol.ts';
import { coveredTargets } from '../../../../src/games/golazo/constants.ts';
import type { GolazoView } from './view.ts';

/** The view's shotKind as words, in its order (src/games/golazo/view.ts). */
const SHOT_KINDS = ['shot', 'long shot', 'penalty'] as const;

export interface GoalOffer {
  /** The aim at each target (0–5, in TARGETS order), when the seat shoots. */
  readonly aims: ReadonlyMap<number, LegalChoice>;
  /** Each save set the keeper may pick, with the targets it covers, ascending. */
  readonly saves: readonly { readonly targets: readonly number[]; readonly choice: LegalChoice }[];
}

export function goalOffer(legal: readonly LegalChoice[]): GoalOffer {
  const aims = new Map<number, LegalChoice>();
  const saves: { targets: number[]; choice: LegalChoice }[] = [];
  for (const choice of legal) {
    const { kind, targets } = choice.info ?? {};
    if (!targets) continue;
    if (kind === 'aim' && targets.length === 1) aims.set(targets[0] as number, choice);
    if (kind === 'save') saves.push({ targets: [...targets].sort((a, b) => a - b), choice });
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

/** GZ-7.1, GZ-7.2: the targets save set `set` covers, by the engine's own save sets. */
export const coveredBy = (shotKind: number, set: number): number[] =>
  coveredTargets(shotKind === SHOT_KINDS.indexOf('long shot'), set);

/** What the goal shows while a shot waits for its picks and the viewer has none to make. */
export interface GoalWait {
  /** The viewer's team's own pick, marked on the goal: the aim, or the targets covered. */
  readonly marked: readonly number[];
  readonly words: string;
}

/**
 * While the picks are made (phase 'commit'): the viewer's own pick, if its team made it, and
 * who is still to pick; null at any other time. The other team's pick is never in the view.
 */
export function goalWait(view: GolazoView): GoalWait | null {
  if (view.phase !== 'commit') return null;
  const shot = SHOT_KINDS[view.shotKind] ?? 'shot';
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
