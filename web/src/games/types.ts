/** What the table shell hands a game's board, and what a game's entry in the map provides. */
import type { ComponentType } from 'react';
import type { GameEvent, LegalChoice, SeatSummary } from '../protocol.ts';

export interface BoardProps {
  /** The engine's view for the seat shown (or the spectator's), as sent: checked by the board. */
  readonly view: unknown;
  readonly seats: readonly SeatSummary[];
  /** The shown seat's legal actions; empty when it need not act or for a spectator. */
  readonly legal: readonly LegalChoice[];
  /** Plays one of `legal`; absent for spectators and replays, which get no controls. */
  readonly onChoose?: (choice: LegalChoice) => void;
  /** An action is on its way: controls wait. */
  readonly busy: boolean;
  /** What has happened so far, oldest first, for the board's own animations and hints. */
  readonly log: readonly GameEvent[];
  /** The table was closed before full time (for lack of play): the game waits for nobody. */
  readonly closed?: boolean;
}

export interface GameUi {
  readonly Board: ComponentType<BoardProps>;
  /** The running score of each seat, read from a view, for the shell's scoreboard. */
  readonly scores?: (view: unknown) => readonly number[] | null;
}
