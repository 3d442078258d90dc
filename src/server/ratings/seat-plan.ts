/**
 * The option sets whose seat advantage the ratings book counts (issue #34: "the expected score
 * corrects for the seat advantage that the lab measures for that game and its options"), as
 * `node src/server/ratings/measure-seats.ts` measures them into src/ratings/measured-seats.data.ts.
 *
 * RULING (#34, which option sets are measured): every game at its default options, and every set
 * a table may choose that differs from the defaults in **one** option that changes play (each
 * value of a choice or a switch; each value of a small count: Goalkeepers' rounds, Next Goal
 * Wins' attacks, Supernatural Soccer's target; Next Goal Wins' "first to" at 1, 2 and 3 goals).
 * Goalkeepers, whose games cost well under a millisecond, has every combination of its three
 * options measured. A set measured here is measured at every seat count it allows. A set not
 * measured (two options changed at once, "first to 7") is rated with no seat offsets, and the
 * table says so (seat-advantage.ts `seatAdvantage`, basis 'unmeasured'). _Reason:_ a single
 * option changed is what people choose; measuring every combination of Golazo's or Next Goal
 * Wins' options would take hours of the machine for sets nobody plays, and an offset measured
 * under other rules (the defaults', say) is a guess that can point the wrong way: Goalkeepers'
 * 'first-seat' starter moves the edge to the first seat, which the drawn starter spreads out.
 */

/** One option set to measure, at every seat count it allows. */
export interface SeatPlanEntry {
  /** The game's id, e.g. 'goalkeepers'. */
  readonly game: string;
  /** Raw options, parsed by the game's schema (defaults filled in), e.g. { rounds: 5 }. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Games per seat count, e.g. 20000. */
  readonly games: number;
  /** Seat count n plays from seed `${seed}/seats/${n}` (lab/seat-advantage.ts). */
  readonly seed: string;
}

/** Every seed is the design notes' seed 7, so the default sets reproduce their tables. */
const SEED = '7';

/** The defaults, then each option set apart from them by one value, at `games` games. */
function oneAtATime(
  game: string,
  base: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, readonly unknown[]>>,
  games: { readonly defaults: number; readonly others: number },
): SeatPlanEntry[] {
  const others = Object.entries(values).flatMap(([option, list]) =>
    list.map((value) => ({ ...base, [option]: value })),
  );
  return [
    { game, options: base, games: games.defaults, seed: SEED },
    ...others.map((options) => ({ game, options, games: games.others, seed: SEED })),
  ];
}

/** Every combination of Goalkeepers' options: its games are cheap. */
function goalkeepersGrid(): SeatPlanEntry[] {
  const sets: SeatPlanEntry[] = [];
  for (const rounds of [3, 4, 5])
    for (const reward of ['choice', 'compulsory'])
      for (const starter of ['drawn', 'first-seat']) {
        const defaults = rounds === 3 && reward === 'choice' && starter === 'drawn';
        sets.push({
          game: 'goalkeepers',
          options: { rounds, reward, starter },
          games: defaults ? 20000 : 10000,
          seed: SEED,
        });
      }
  return sets;
}

export const SEAT_PLAN: readonly SeatPlanEntry[] = [
  ...goalkeepersGrid(),
  // Goal! has no options a new game may choose.
  { game: 'goal', options: {}, games: 10000, seed: SEED },
  ...oneAtATime(
    'next-goal-wins',
    { mode: 'season' },
    {
      attacks: [4, 5],
      firstTo: [1, 2, 3],
      noRepeat: [true],
      managers: [true],
      exchange: [true],
    },
    { defaults: 4000, others: 500 },
  ),
  ...oneAtATime(
    'next-goal-wins',
    { mode: 'match' },
    { attacks: [4, 5], firstTo: [1, 2, 3], noRepeat: [true] },
    { defaults: 4000, others: 2000 },
  ),
  ...oneAtATime(
    'golazo',
    {},
    {
      draw: ['golden-goal', 'penalties'],
      slideTackle: [true],
      managers: [true],
      tactical: [true],
    },
    { defaults: 2000, others: 1000 },
  ),
  ...oneAtATime(
    'supernatural-soccer',
    {},
    { target: [1, 2, 4, 5, 6, 7] },
    { defaults: 1000, others: 1000 },
  ),
];
