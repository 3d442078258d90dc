/**
 * Which seat counts a 'tables' competition of a game may take (issue #35, games of three or
 * more seats). RULING (#35, tables): a table size is offered when the game plays it every one
 * for themselves: within its facts' seats, with the host's options (`seatsProblem`), and with
 * no team of two or more (a 2 v 2 Golazo is a pairs game: points by place would reward a
 * partner the draw chose, so it is not offered).
 */
import { checkSeats } from '../core/checked.ts';
import type { AnyGame } from '../core/game.ts';

/** Whether `game` plays a table of `seats` every one for themselves, with `options` (parsed). */
export function playsAlone(game: AnyGame, options: unknown, seats: number): boolean {
  if (!checkSeats(game, seats).ok) return false;
  if (game.facts.seatsProblem?.(options, seats) !== undefined) return false;
  const teams = game.facts.teams?.(seats);
  return teams === undefined || teams.every((team) => team.length === 1);
}

/** The seats a table a tables competition may choose: 3 and up, e.g. [3, 4, 5] for Goalkeepers. */
export function tablesSeatChoices(game: AnyGame, options: unknown): number[] {
  const choices: number[] = [];
  for (let seats = 3; seats <= game.facts.maxSeats; seats++)
    if (playsAlone(game, options, seats)) choices.push(seats);
  return choices;
}

/**
 * The fewest seats a table may have at `seats` a table: the smallest count from which every
 * count up to `seats` is played alone, e.g. 2 for Goalkeepers at 3 (it plays 2 to 5).
 */
export function fewestSeats(game: AnyGame, options: unknown, seats: number): number {
  let fewest = seats;
  while (fewest > 2 && playsAlone(game, options, fewest - 1)) fewest--;
  return fewest;
}
