/** What every part of the season board gets to offer the season's legal choices. */
import type { LegalChoice } from '../../protocol.ts';
import type { SeasonChoices } from './season-choices.ts';

export interface SeasonControls {
  readonly choices: SeasonChoices;
  /** An action is on its way: controls wait. */
  readonly busy: boolean;
  /** Plays a choice; absent for spectators and replays. */
  readonly play?: (choice: LegalChoice) => void;
  /** Puts the table's names into the engine's words ('Seat 2' → 'Robo'). */
  readonly words: (text: string) => string;
  /** The seat the board is drawn for, or -1 for a spectator. */
  readonly viewer: number;
}
