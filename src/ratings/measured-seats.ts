/**
 * The seat advantages the lab has measured, as the server's ratings book reads them: each
 * row a game at its default options (their key as the book makes it, rate-table.ts
 * `optionsKey`: sorted JSON) and a seat count, with each seat's head-to-head share when the
 * heuristic bot plays every seat (`npx matchday seats GAME`), copied from the game's
 * design.md with the command that measured it.
 *
 * RULING (#34): a row is used only where the lab found an edge: some seat's share lies outside
 * 50% at 95% for the row as a whole (its 95% interval widened for the row's n seats,
 * Bonferroni). Rows every seat of which is within noise of 50% (every two-seat mode, Golazo,
 * four-seat Goal!, Next Goal Wins at 2–4 and 6 seats, Supernatural Soccer) are left out, and so
 * rate with plain expectations: an offset from noise would move ratings for no reason. A table
 * with other options than the defaults finds no row either.
 */
import { seatAdvantageTable, type SeatAdvantageEntry } from './seat-advantage.ts';

export interface MeasuredSeats extends SeatAdvantageEntry {
  /** The game's version measured, e.g. '1.2.0'. */
  readonly version: string;
  /** Games per seat count. */
  readonly games: number;
  /** Where the figures come from: the command and the page that holds them. */
  readonly source: string;
}

const GOALKEEPERS = '{"reward":"choice","rounds":3,"starter":"drawn"}';
const GOALKEEPERS_SOURCE =
  'npx matchday seats goalkeepers --games 20000 --seed 7 (src/games/goalkeepers/design.md)';
const NGW_SEASON =
  '{"attacks":3,"exchange":false,"firstTo":0,"managers":false,"mode":"season","noRepeat":false}';

export const MEASURED_SEATS: readonly MeasuredSeats[] = [
  // 50.9% [50.4, 51.5], 50.3% [49.8, 50.9], 48.7% [48.2, 49.3]
  {
    game: 'goalkeepers',
    version: '1.2.0',
    options: GOALKEEPERS,
    shares: [0.509, 0.503, 0.487],
    games: 20000,
    source: GOALKEEPERS_SOURCE,
  },
  // 51.4% [50.9, 51.9], 50.3%, 49.5%, 48.8% [48.3, 49.3]
  {
    game: 'goalkeepers',
    version: '1.2.0',
    options: GOALKEEPERS,
    shares: [0.514, 0.503, 0.495, 0.488],
    games: 20000,
    source: GOALKEEPERS_SOURCE,
  },
  // 51.9% [51.4, 52.4], 50.3%, 49.8%, 49.0% [48.5, 49.5], 49.0% [48.5, 49.5]
  {
    game: 'goalkeepers',
    version: '1.2.0',
    options: GOALKEEPERS,
    shares: [0.519, 0.503, 0.498, 0.49, 0.49],
    games: 20000,
    source: GOALKEEPERS_SOURCE,
  },
  // The lone player of three (GL-2.1 to GL-2.3): 62.7% [61.9, 63.5]; the pair 43.7% [43.3, 44.1].
  {
    game: 'goal',
    version: '1.1.0',
    options: '',
    shares: [0.627, 0.437, 0.437],
    games: 10000,
    source: 'npx matchday seats goal --games 10000 --seed 7 (src/games/goal/design.md)',
  },
  // A season of five: 50.6%, 51.4% [50.4, 52.5], 49.1%, 48.6% [47.5, 49.7], 50.3%.
  {
    game: 'next-goal-wins',
    version: '0.4.0',
    options: NGW_SEASON,
    shares: [0.506, 0.514, 0.491, 0.486, 0.503],
    games: 4000,
    source:
      'npx matchday seats next-goal-wins --games 4000 --seed 7 (src/games/next-goal-wins/design.md)',
  },
];

/** The measured rows as the ratings book's seat offsets (seat-advantage.ts). */
export const MEASURED_SEAT_ADVANTAGE = seatAdvantageTable(MEASURED_SEATS);
