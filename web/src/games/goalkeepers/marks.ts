/**
 * The marks beside a player's name, and the direction of play in words: pure, so the board's
 * wording is tested without a browser.
 */
import type { SeatSummary } from '../../protocol.ts';
import type { GoalkeepersView } from './view.ts';

/**
 * The seat the game waits for, which is who "your turn" means: in a shoot-out the winner
 * chooses the reward (GK-4.3) during the turn of the player who answered.
 */
export function waitingFor(view: GoalkeepersView): number {
  return view.phase === 'over' ? -1 : view.decider;
}

/** The marks by a seat's name, e.g. ['You', 'Turn', 'Bot']. */
export function badges(
  view: GoalkeepersView,
  seats: readonly SeatSummary[],
  seat: number,
): string[] {
  const marks: string[] = [];
  if (seat === view.viewer) marks.push('You');
  if (seat === waitingFor(view)) marks.push('Turn');
  if (seat === view.challenger) marks.push('Challenger');
  if (seats[seat]?.kind === 'bot') marks.push('Bot');
  return marks;
}

/**
 * GK-8.1 in words, or null with two players: each round reverses the direction, but two
 * players simply take turns either way, so naming a direction would only puzzle them.
 */
export function directionWords(seats: number, direction: number): string | null {
  if (seats <= 2) return null;
  return direction === 1 ? 'Play passes in seat order' : 'Play passes in reverse seat order';
}
