/**
 * A game told in words from its record: the table at the start, every action with what it
 * caused, and the table at the end. Golden transcripts are made with it and diffed on every
 * test run, so any change in behaviour shows up as a readable diff.
 */
import { SPECTATOR, type AnyGame } from './game.ts';
import type { MatchdayError } from './errors.ts';
import { replayRecord, type GameRecord } from './record.ts';
import { ok, type Result } from './result.ts';
import { Rng } from './rng.ts';
import { fillSeats } from './seat-words.ts';
import { seatName } from './seats.ts';

export function transcript(game: AnyGame, record: GameRecord): Result<string, MatchdayError> {
  // The engine names seats by placeholder; a transcript names them as the record does.
  const words = (text: string): string =>
    fillSeats(text, (seat) => record.seats[seat]?.name ?? seatName(seat));
  const lines = [
    `${game.facts.title} ${record.engineVersion} · seed ${record.seed} · options ${JSON.stringify(record.options)}`,
    `Seats: ${record.seats.map((s) => `${s.name} (${s.agent})`).join(', ')}`,
    '',
  ];
  const start = game.setup(
    game.facts.options.parse(record.options),
    record.seats.length,
    Rng.fromSeed(record.seed),
  );
  lines.push(words(game.describe(game.view(start, SPECTATOR))), '');
  let last: unknown = start;
  const replayed = replayRecord(
    record,
    () => ok(game),
    (step, state) => {
      const who = record.seats[step.seat]?.name ?? seatName(step.seat);
      lines.push(`${step.index + 1}. ${who}: ${words(step.label)}`);
      for (const event of step.events) {
        // A transcript sees everything; private events say whose eyes they were for.
        const only = event.visibleTo
          ? `[${event.visibleTo.map((seat) => record.seats[seat]?.name ?? seat).join(', ')} only] `
          : '';
        lines.push(`   ${only}${words(event.text)}`);
      }
      last = state;
    },
  );
  if (!replayed.ok) return replayed;
  lines.push('', words(game.describe(game.view(last, SPECTATOR))), '');
  return ok(lines.join('\n'));
}
