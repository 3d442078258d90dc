/**
 * The words of a knockout's bracket (issue #35): each stage's name, each tie's name and the
 * accessible name that says the whole tie, e.g. 'Semi-final 2: Cy against Di, 3–3 on aggregate,
 * Di goes through'. Pure: the page's Bracket draws them.
 */
import type { BracketTieView } from '../../../src/server/competitions/wire.ts';
import { knockoutStageName } from '../../../src/competitions/round-names.ts';

/**
 * A stage's heading, `stages` in all, by how many are left (round-names.ts): 'Final',
 * 'Semi-finals', 'Quarter-finals', 'Round of 16', else 'Round 2'.
 */
export function stageName(stage: number, stages: number): string {
  const name = knockoutStageName(stage, stages);
  return name.endsWith('-final') ? `${name}s` : name;
}

/**
 * A tie's name: 'Final', 'Semi-final 2', 'Quarter-final 3', 'Round of 16, tie 4', else
 * 'Round 1, tie 5' (ties from 0).
 */
export function tieName(stage: number, tie: number, stages: number): string {
  const name = knockoutStageName(stage, stages);
  const n = String(tie + 1);
  if (name === 'Final') return name;
  return name.endsWith('-final') ? `${name} ${n}` : `${name}, tie ${n}`;
}

/**
 * Who holds a place of a tie: the entrant's name, or while the tie feeding it is undecided
 * 'winner of semi-final 2' (the tie before it: 2t for the first place, 2t + 1 for the second).
 */
export function sideName(
  tie: Pick<BracketTieView, 'stage' | 'tie' | 'first' | 'second'>,
  side: 0 | 1,
  stages: number,
  nameOf: (player: string) => string,
): string {
  const player = side === 0 ? tie.first : tie.second;
  if (player !== null) return nameOf(player);
  const feeder = tieName(tie.stage - 1, 2 * tie.tie + side, stages);
  return `winner of ${feeder.charAt(0).toLowerCase()}${feeder.slice(1)}`;
}

/** `player`'s goals in a game of the tie, from whichever seat they held; null before its result. */
export function goalsIn(
  game: BracketTieView['games'][number],
  player: string | null,
): number | null {
  if (!game.result || player === null) return null;
  return game.result.scores[game.first === player ? 0 : 1] ?? 0;
}

/**
 * The whole tie in words, its accessible name, e.g. 'Final: Ana against Bo, being played',
 * 'Round 1, tie 1: Ana, a bye: Ana goes through', 'Semi-final 1: Ana against Bo, 2–1, Ana goes
 * through', 'Semi-final 2: Cy against Di, 3–3 on aggregate, a deciding game to play'.
 */
export function tieLabel(
  tie: BracketTieView,
  stages: number,
  nameOf: (player: string) => string,
  legs: 1 | 2 = 1,
  shootOut = false,
): string {
  const title = tieName(tie.stage, tie.tie, stages);
  const first = sideName(tie, 0, stages, nameOf);
  if (tie.bye) return `${title}: ${first}, a bye: ${first} goes through`;
  const words = [`${title}: ${first} against ${sideName(tie, 1, stages, nameOf)}`];
  const [only] = tie.games;
  if (tie.aggregate) words.push(`${tie.aggregate.join('–')} on aggregate`);
  else if (legs === 1 && tie.games.length === 1 && only?.result) {
    const goals = [goalsIn(only, tie.first), goalsIn(only, tie.second)];
    words.push(goals.join('–'));
  }
  if (tie.winner !== null)
    words.push(`${nameOf(tie.winner)} ${tie.stage === stages ? 'wins the final' : 'goes through'}`);
  else if (tie.games.some((g) => g.tableId !== null && g.result === null))
    words.push('being played');
  else if (tie.games.length >= legs && tie.games.every((g) => g.result !== null))
    words.push(shootOut ? 'penalties to take' : 'a deciding game to play');
  else if (legs === 2 && tie.games.length === 1 && tie.games[0]?.result)
    words.push('the second leg to play');
  else words.push('to be played');
  return words.join(', ');
}

/**
 * A game's name within its tie: '' for a tie of one game, 'Leg 1', 'Leg 2', then 'Deciding
 * game' (and 'Deciding game 2' …) after the legs, or 'Penalties' where the game's own shoot-out
 * settles a level tie.
 */
export function gameName(index: number, legs: 1 | 2, shootOut = false): string {
  if (index < legs) return legs === 1 ? '' : `Leg ${String(index + 1)}`;
  const decider = index - legs + 1;
  const what = shootOut ? 'Penalties' : 'Deciding game';
  return decider === 1 ? what : `${what} ${String(decider)}`;
}
