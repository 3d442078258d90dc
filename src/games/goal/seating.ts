/** Who sits on which side, the turn order and the deal, by number of players (GL-2). */
import type { Seat } from '../../core/game.ts';

/** GL-2.1: each seat's side. */
export const SIDES: readonly (readonly number[])[] = [[], [], [0, 1], [0, 1, 1], [0, 1, 0, 1]];
/** GL-2.3: one cycle of the turn order. */
export const ORDERS: readonly (readonly Seat[])[] = [[], [], [0, 1], [0, 1, 0, 2], [0, 1, 2, 3]];
/** GL-2.2: cards dealt to each seat. */
export const DEALT: readonly (readonly number[])[] = [[], [], [4, 4], [6, 4, 4], [4, 4, 4, 4]];
