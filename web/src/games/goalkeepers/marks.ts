/**
 * The marks beside a player's name, and the direction of play in words: pure, so the board's
 * wording is tested without a browser.
 */
import type { SeatSummary } from '../../protocol.ts';
import { diceWord } from './faces.ts';
import type { GoalkeepersView } from './view.ts';

/**
 * The seat the game waits for, which is who "your turn" means: in a shoot-out the winner
 * chooses the reward (GK-4.3) during the turn of the player who answered. Nobody, once the
 * game is over or the table was closed before full time.
 */
export function waitingFor(view: GoalkeepersView, closed = false): number {
  return view.phase === 'over' || closed ? -1 : view.decider;
}

/** The marks by a seat's name, e.g. ['You', 'Turn', 'Bot']. */
export function badges(
  view: GoalkeepersView,
  seats: readonly SeatSummary[],
  seat: number,
  closed = false,
): string[] {
  const marks: string[] = [];
  if (seat === view.viewer) marks.push('You');
  if (seat === waitingFor(view, closed)) marks.push('Turn');
  if (seat === view.challenger) marks.push('Challenger');
  if (seats[seat]?.kind === 'bot') marks.push('Bot');
  return marks;
}

/**
 * What the game waits for, in words, e.g. 'Your turn: roll your 5 dice.' or 'Bo is about to
 * roll.'; at a table closed before full time, that it was closed (nobody's turn any more).
 */
export function waitingWords(
  view: GoalkeepersView,
  names: readonly string[],
  closed = false,
): string {
  if (closed) return 'The table was closed before full time.';
  const mine = view.decider === view.viewer && view.viewer >= 0;
  const who = mine ? 'You' : (names[view.decider] ?? 'Someone');
  const loser = view.reward ? (names[view.reward.loser] ?? '') : '';
  switch (view.phase) {
    case 'roll':
      return mine
        ? `Your turn: roll your ${diceWord(view.hand[view.current] ?? 0)}.`
        : `${who} is about to roll.`;
    case 'pass':
      return mine
        ? `Pass ${diceWord(view.penaltiesLeft, 'penalty')}: click the player who gets the next one.`
        : `${who} passes ${diceWord(view.penaltiesLeft, 'penalty')}.`;
    case 'steal':
      return mine
        ? 'Full team! Click a player to steal a die from, or steal nothing.'
        : `Full team! ${who} may steal a die.`;
    case 'reward':
      return mine
        ? `You won the shoot-out against ${loser}. Choose your reward, or take none.`
        : `${who} won the shoot-out against ${loser} and chooses a reward.`;
    case 'over':
      return 'Full time.';
  }
}

/**
 * GK-8.1 in words, or null with two players: each round reverses the direction, but two
 * players simply take turns either way, so naming a direction would only puzzle them.
 */
export function directionWords(seats: number, direction: number): string | null {
  if (seats <= 2) return null;
  return direction === 1 ? 'Play passes in seat order' : 'Play passes in reverse seat order';
}
