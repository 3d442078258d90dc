/** What every part of the board gets to offer the legal choices: the same for all of them. */
import type { LegalChoice } from '../../protocol.ts';
import type { NgwChoices, PendingSub, Selection } from './choices.ts';

export interface Controls {
  readonly choices: NgwChoices;
  /** The tactic or bench footballer picked up, still meaningful now. */
  readonly selection: Selection;
  /** An action is on its way: controls wait. */
  readonly busy: boolean;
  /** Plays a choice (and remembers a substitution begun on the bench); absent for spectators. */
  readonly play?: (choice: LegalChoice, pending?: PendingSub | null) => void;
  readonly select: (next: Selection) => void;
  /** Puts the table's names into the engine's words ('Seat 2' → 'Robo'). */
  readonly words: (label: string) => string;
}

/** How the board names the sides: 'Your' and 'You' for the viewer, the seat's name otherwise. */
export interface SideNames {
  /** e.g. 'Ana' or 'Robo'. */
  readonly name: readonly [string, string];
  /** e.g. 'Your' or "Robo's". */
  readonly whose: readonly [string, string];
}
