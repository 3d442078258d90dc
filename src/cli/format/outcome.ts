/** How a finished game came out, in words: who won, then every seat by place. */
import type { Outcome } from '../../core/game.ts';

/** `players` are the seats' names as shown at the table, e.g. 'Seat 2 (bot:heuristic)'. */
export function outcomeLines(outcome: Outcome, players: readonly string[]): string[] {
  const order = players.map((_, seat) => seat);
  order.sort((a, b) => place(outcome, a) - place(outcome, b) || a - b);
  const width = Math.max(...players.map((p) => p.length));
  const rows = order.map((seat) => {
    const name = (players[seat] ?? '').padEnd(width);
    return `  place ${place(outcome, seat)}  ${name}  score ${outcome.scores[seat] ?? 0}`;
  });
  return [headline(outcome, players), ...rows];
}

function headline(outcome: Outcome, players: readonly string[]): string {
  const winners = players.filter((_, seat) => place(outcome, seat) === 1);
  if (winners.length === 1) return `${winners[0] ?? ''} wins.`;
  return `A draw: ${winners.join(' and ')} share first place.`;
}

function place(outcome: Outcome, seat: number): number {
  return outcome.places[seat] ?? 0;
}
