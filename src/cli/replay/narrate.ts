/**
 * A record told step by step: who did what, and what happened as a spectator saw it (events
 * meant for one seat's eyes stay hidden, as they were at the table).
 */
import { SPECTATOR } from '../../core/game.ts';
import type { GameRecord, ReplayStep } from '../../core/record.ts';
import { canSee } from '../../core/game.ts';
import { fillSeats } from '../../core/seat-words.ts';
import { seatName } from '../../core/seats.ts';

export function recordPlayers(record: GameRecord): string[] {
  return record.seats.map(({ name, agent }) => `${name} (${agent})`);
}

/** The engine's words with the record's seat names put in for its seat placeholders. */
export function recordWords(record: GameRecord): (text: string) => string {
  return (text) => fillSeats(text, (seat) => record.seats[seat]?.name ?? seatName(seat));
}

export function headerLines(record: GameRecord): string[] {
  return [
    `${record.game} ${record.engineVersion}, seed ${record.seed}, options ${JSON.stringify(record.options)}.`,
    `Seats: ${recordPlayers(record).join(', ')}.`,
    '',
  ];
}

export function stepLines(
  step: ReplayStep,
  players: readonly string[],
  words: (text: string) => string,
): string[] {
  const who = players[step.seat] ?? `seat ${step.seat + 1}`;
  const events = step.events.filter((event) => canSee(event, SPECTATOR));
  return [
    `${step.index + 1}. ${who}: ${words(step.label)}`,
    ...events.map((event) => `     ${words(event.text)}`),
  ];
}
