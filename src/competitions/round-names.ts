/**
 * Rounds named as people name them (issue #35): a knockout's stages by how many are left,
 * 'Final', 'Semi-final', 'Quarter-final', 'Round of 16', else 'Round 1', 'Round 2' …; a game
 * of a tie by its stage and its place in the tie ('Semi-final, second leg', 'Final, deciding
 * game'); any other format's rounds by number ('Round 3'). Pure: the server's pages and the
 * web app's bracket use the same words.
 */
import type { Competition, Fixture } from './competition.ts';

/** A knockout stage, `stages` in all, e.g. 'Final' for the last, 'Round of 16' for the fourth from it. */
export function knockoutStageName(stage: number, stages: number): string {
  switch (stages - stage) {
    case 0:
      return 'Final';
    case 1:
      return 'Semi-final';
    case 2:
      return 'Quarter-final';
    case 3:
      return 'Round of 16';
    default:
      return `Round ${String(stage)}`;
  }
}

/**
 * A knockout's stages from its first round's ties (byes included, half the bracket), e.g. 3
 * for a field of 5 to 8; 0 before the draw.
 */
export function knockoutStages(fixtures: readonly Pick<Fixture, 'stage' | 'tie'>[]): number {
  let firstTies = 0;
  for (const f of fixtures) if (f.stage === 1) firstTies = Math.max(firstTies, f.tie + 1);
  return firstTies === 0 ? 0 : Math.ceil(Math.log2(firstTies)) + 1;
}

/**
 * The round a game is played in, e.g. 'Round 3' (league, Swiss, tables), 'Final', 'Semi-final,
 * first leg', 'Quarter-final, deciding game' ('Final, penalties' where the game's shoot-out settles a level
 * tie): in a knockout, its stage's name and, when the tie has more than one game, which one it
 * is (the legs, then the deciding games).
 */
export function roundName(
  c: Pick<Competition, 'row' | 'fixtures'>,
  game: Pick<Fixture, 'round' | 'stage' | 'tie'>,
): string {
  if (c.row.settings.format !== 'knockout') return `Round ${String(game.round)}`;
  const name = knockoutStageName(game.stage, knockoutStages(c.fixtures));
  const before = c.fixtures.filter(
    (f) => f.stage === game.stage && f.tie === game.tie && f.round < game.round,
  ).length;
  const legs = c.row.settings.legs === 2 ? 2 : 1;
  // Deciding games numbered from the second, as the bracket names them (a level one is replayed).
  const decider = before - legs + 1;
  // A game with a shoot-out of its own settles a level tie by it (next-round.ts isShootOut).
  const what = c.row.settings.shootOut === true ? 'penalties' : 'deciding game';
  if (decider > 1) return `${name}, ${what} ${String(decider)}`;
  if (decider === 1) return `${name}, ${what}`;
  if (legs === 2) return `${name}, ${before === 0 ? 'first' : 'second'} leg`;
  return name;
}
