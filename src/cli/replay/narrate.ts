/**
 * A record told step by step: who did what, and what happened as a spectator saw it (events
 * meant for one seat's eyes stay hidden, as they were at the table).
 */
import { SPECTATOR } from '../../core/game.ts';
import type { GameRecord, ReplayStep } from '../../core/record.ts';
import { canSee } from '../../core/game.ts';

export function recordPlayers(record: GameRecord): string[] {
  return record.seats.map(({ name, agent }) => `${name} (${agent})`);
}

export function headerLines(record: GameRecord): string[] {
  return [
    `${record.game} ${record.engineVersion}, seed ${record.seed}, options ${JSON.stringify(record.options)}.`,
    `Seats: ${recordPlayers(record).join(', ')}.`,
    '',
  ];
}

export function stepLines(step: ReplayStep, players: readonly string[]): string[] {
  const who = players[step.seat] ?? `seat ${step.seat + 1}`;
  const events = step.events.filter((event) => canSee(event, SPECTATOR));
  return [
    `${step.index + 1}. ${who}: ${step.label}`,
    ...events.map((event) => `     ${event.text}`),
  ];
}
