/**
 * Hot-seat: when one browser holds several seats it shows one seat's view at a time, the one
 * that must act; where the game hides information, the device is handed over between sides.
 * Teammates share what they know, so passing between two seats of one side needs no cover,
 * unless the game says they do not (Goal!'s partners never see each other's hands, GL-2.1).
 */

/** The seat whose view to show now, or null for a spectator (no seats held). */
export function seatToShow(
  held: readonly number[],
  actors: readonly number[],
  previous: number | null,
): number | null {
  const keep = previous !== null && held.includes(previous) ? previous : null;
  if (keep !== null && actors.includes(keep)) return keep;
  const acting = held.find((seat) => actors.includes(seat));
  if (acting !== undefined) return acting;
  return keep ?? held[0] ?? null;
}

/**
 * The side `seat` plays for: the index of its team in `teams` (TableSummary.teams, the game's
 * facts), or a side of its own (a negative number) when no team lists it, as in a game
 * without teams or a table from before teams were told.
 */
export function sideOf(teams: readonly (readonly number[])[], seat: number): number {
  const side = teams.findIndex((team) => team.includes(seat));
  return side >= 0 ? side : -1 - seat;
}

/** What decides whether the table is covered before `shown`'s view is drawn. */
export interface Cover {
  /** The game hides information (the catalogue's hiddenInformation). */
  readonly hiddenInformation: boolean;
  /**
   * Teammates see each other's hands (the catalogue's teamsShareHands); when false every seat
   * is its own side here. Absent: true.
   */
  readonly teamsShareHands?: boolean;
  /** The seats this browser holds. */
  readonly held: readonly number[];
  /** The game's sides at this table (TableSummary.teams). */
  readonly teams: readonly (readonly number[])[];
  /** The seat to show next, or null for a spectator. */
  readonly shown: number | null;
  /** The seat whose player last said who they are on this device, or null before anyone. */
  readonly revealed: number | null;
}

/**
 * Whether to cover the table with 'Pass the device to …' before showing `shown`: only in a
 * game with hidden information, only when this browser holds seats of more than one side,
 * and only when `shown` plays for another side than the seat last revealed (or nobody has
 * been revealed yet). A teammate takes over the screen without a cover, except in a game
 * whose teammates do not share hands: there every seat counts as a side of its own.
 */
export function mustPassDevice(cover: Cover): boolean {
  const { hiddenInformation, held, shown, revealed } = cover;
  const teams = cover.teamsShareHands === false ? [] : cover.teams;
  if (!hiddenInformation || shown === null || shown === revealed) return false;
  const side = sideOf(teams, shown);
  if (held.every((seat) => sideOf(teams, seat) === side)) return false;
  return revealed === null || sideOf(teams, revealed) !== side;
}

/**
 * The seats held here that see what `cover.shown` sees once the device is handed over: its
 * own and, where teammates share hands, its teammates', in seat order, e.g. [0, 2] for the
 * Reds of a 2v2 Golazo table held on one device. The cover names them all, so the people
 * holding it know who may look and who plays with whom.
 */
export function seesWith(cover: Cover): readonly number[] {
  const { shown, held } = cover;
  if (shown === null) return [];
  const teams = cover.teamsShareHands === false ? [] : cover.teams;
  const side = sideOf(teams, shown);
  return held.filter((seat) => sideOf(teams, seat) === side).sort((a, b) => a - b);
}
