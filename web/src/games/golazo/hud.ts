/**
 * The words and marks of the board's head-up display, kept apart from the DOM: the teams by
 * their players' names, the timer track (GZ-2.4), the turn's dice, whose move it is.
 */
import { teamOfCounter } from '../../../../src/games/golazo/board.ts';
import { FULL_TIME, HALF_TIME, golazoTeams } from '../../../../src/games/golazo/constants.ts';
import { TEAM_NAMES, TIMER_MARKS } from '../../../../src/games/golazo/vocabulary.ts';
import type { GameEvent } from '../../../../src/core/game.ts';
import type { GolazoView } from './view.ts';

/** Each team's players by name, e.g. ['Ana', 'Robo'] for two seats; the game's own teams. */
export function teamPlayers(names: readonly string[], seats: number): string[] {
  return golazoTeams(seats).map((team) => team.map((seat) => names[seat] ?? '').join(' & '));
}

/** A team as the board names it, e.g. 'Ana (Reds)'. */
export const teamWords = (players: readonly string[], team: number): string =>
  `${players[team] ?? ''} (${TEAM_NAMES[team] ?? ''})`;

/** The timer track's spaces from KO to FT, each with its mark: 'KO', '1' … 'HT' … 'FT'. */
export function timerTrack(): string[] {
  return Array.from({ length: FULL_TIME + 1 }, (_, space) =>
    space === 0
      ? TIMER_MARKS.kickOff
      : space === HALF_TIME
        ? TIMER_MARKS.halfTime
        : space === FULL_TIME
          ? TIMER_MARKS.fullTime
          : String(space),
  );
}

/** A die of the turn's roll as shown: its number, or G (GZ-4.2) for 0. */
export const dieWords = (face: number): string => (face === 0 ? 'G' : String(face));

/** What the game waits for, in a few words, e.g. 'Ana (Reds) moves: 3 moves left'. */
export function turnWords(view: GolazoView, players: readonly string[]): string {
  const team = (t: number): string => teamWords(players, t);
  switch (view.phase) {
    case 'moves':
      return `${team(view.mover)} moves: ${view.movesLeft} ${view.movesLeft === 1 ? 'move' : 'moves'} left`;
    // The start's roll decides the kick-off (GZ-3.2), or in a shoot-out alone who kicks first
    // (GZ-11.4), as its button says; later ones the turn.
    case 'start':
      return view.options.match === 'shoot-out' ? 'Roll to kick first' : 'Roll for the kick-off';
    case 'roll':
      return 'Roll for the turn';
    case 'kick-off':
      return `${team(view.actingTeam)} kick off`;
    case 'key-event':
      return `${team(view.carrier >= 0 ? teamOfCounter(view.carrier) : view.actingTeam)} may shoot`;
    case 'commit':
      return `A shot by ${team(view.shooter)}: both teams pick in secret`;
    case 'window':
      return `${team(view.actingTeam)} may play a card`;
    case 'clearance':
      return `${team(view.actingTeam)}: the keeper clears`;
    case 'choose':
      return `${team(view.actingTeam)} choose who gets the ball`;
    case 'manager':
      return `${team(view.actingTeam)} appoint a manager`;
    case 'place':
      return view.placesLeft > 0
        ? `${team(view.actingTeam)} load the box: ${view.placesLeft} to place`
        : `${team(view.actingTeam)} clear the box`;
    case 'over':
      return 'Full time';
  }
}

/** The dice that gave this turn's moves: the turn's roll (GZ-4.2), or a kick-off's die (GZ-3.3). */
export interface TurnDice {
  readonly kind: 'roll' | 'kick-off';
  /** The roll by team (0 for G), or the kick-off's one die. */
  readonly faces: readonly number[];
}

/** The latest turn roll or kick-off die in the log, or null before the first. */
export function turnDice(log: readonly GameEvent[]): TurnDice | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i];
    const faces = event?.data?.faces;
    if (!Array.isArray(faces) || !faces.every((f) => typeof f === 'number')) continue;
    if (event?.kind === 'roll' && typeof event.data?.classic === 'boolean' && faces.length === 2)
      return { kind: 'roll', faces };
    if (event?.kind === 'kick-off' && faces.length === 1) return { kind: 'kick-off', faces };
  }
  return null;
}
