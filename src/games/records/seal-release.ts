/**
 * Seals the fixtures of a game's current version: `npm run records:seal -- <game>`.
 *
 * Plays a few games with bots on the engine as it is now (facts.version), seals their records
 * and writes each to released/<game>-<version>-<n>.json with what every seat saw after each
 * action beside it (<n>.views.json), and adds a line saying where they came from to the README.
 * A version's fixtures are written once: the script refuses a version that has some already
 * (`--add` writes one more beside them, never over them). See README.md in this folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { botFor } from '../../bots/agents.ts';
import type { AnyGame } from '../../core/game.ts';
import { runMatch } from '../../core/match.ts';
import {
  formatRecord,
  replayRecord,
  sealRecord,
  type GameRecord,
  type GameResolver,
} from '../../core/record.ts';
import { loadGame, loadResolver, type PlayableGame } from '../registry.ts';
import {
  fixtureFile,
  formatViews,
  listFixtures,
  type FixtureViews,
  RELEASED,
  seatDigests,
  VIEWS_ABOUT,
  viewsFile,
} from './fixtures.ts';
import { formatSource } from '../../testing/format-source.ts';

/** One game to seal: its seats and options. */
interface Sitting {
  readonly seats: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The games sealed per version: a small and a full table, and a game's other modes. */
const SITTINGS: Readonly<Record<string, readonly Sitting[]>> = {
  goalkeepers: [{ seats: 2 }, { seats: 3, options: { rounds: 5 } }],
  goal: [{ seats: 2 }, { seats: 4 }],
  'next-goal-wins': [{ seats: 4 }, { seats: 2, options: { mode: 'match' } }],
  golazo: [{ seats: 2 }, { seats: 4, options: { managers: true } }],
  'supernatural-soccer': [{ seats: 2 }, { seats: 4 }],
};

const README = new URL('../README.md', RELEASED);

/** Plays one game with the heuristic and the random bot in turn, and seals its record. */
function play(playable: PlayableGame, sitting: Sitting, seed: string): GameRecord {
  const players = Array.from({ length: sitting.seats }, (_, seat) => {
    const agent = seat % 2 === 0 ? 'bot:heuristic' : 'bot:random';
    const make = botFor(agent, playable);
    if (!make.ok) throw new Error(make.error.message);
    return { name: `Seat ${seat + 1}`, agent, make: make.value };
  });
  const played = runMatch(playable.engine, { players, seed, options: sitting.options ?? {} });
  if (!played.ok) throw new Error(played.error.message);
  if (played.value.stopped) throw new Error(`${seed} stopped at its bound: seal another seed`);
  return played.value;
}

/** What every seat saw after each action of `record`. */
function views(game: AnyGame, record: GameRecord, resolve: GameResolver): FixtureViews {
  const seats: number[][] = [];
  const replayed = replayRecord(record, resolve, (_step, state) => {
    seats.push(seatDigests(game, state, record.seats.length));
  });
  if (!replayed.ok) throw new Error(replayed.error.message);
  return { about: VIEWS_ABOUT, seats };
}

/** Where the code that sealed a fixture came from: the commit, and whether it was changed. */
function source(id: string): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', cwd: fileURLToPath(RELEASED) }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    // The engine is the game's folder and the core it plays on.
    const changed = git('status', '--porcelain', '--', `../../${id}`, '../../../core').length > 0;
    return changed ? `the work tree at ${commit}, with changes not yet committed` : commit;
  } catch {
    return `a tree without git (game ${id})`;
  }
}

/** Writes `text` to `url` as the project's formatter would (`npm run format:check`). */
async function writeFormatted(url: URL, text: string): Promise<void> {
  const path = fileURLToPath(url);
  writeFileSync(path, await formatSource(path, text));
}

export interface SealWhere {
  /** Seal one more game beside a version's fixtures instead of refusing it. */
  readonly add?: boolean;
  /** The fixtures' folder, released/ unless a test says otherwise. */
  readonly folder?: URL;
  /** The README whose table gets a line per fixture. */
  readonly readme?: URL;
}

/**
 * Seals the current version of game `id` into `folder` and returns the fixtures written;
 * throws, writing nothing, when that version has fixtures already and `add` is not set.
 */
export async function sealRelease(id: string, where: SealWhere = {}): Promise<string[]> {
  const { add = false, folder = RELEASED, readme = README } = where;
  const found = await loadGame(id);
  if (!found.ok) throw new Error(found.error.message);
  const playable = found.value;
  const game = playable.engine;
  const { version } = game.facts;
  const kept = listFixtures(folder).filter((f) => f.game === id && f.version === version);
  if (kept.length > 0 && !add) {
    throw new Error(
      `${id} ${version} has fixtures already (${kept.map((f) => f.file).join(', ')}): a released version's fixtures are never rewritten. If ${id}'s records or views changed, bump its version in src/games/${id}/facts.ts (the old one into earlierVersions) and seal again; --add seals one more game of ${version}.`,
    );
  }
  const sittings = SITTINGS[id] ?? [{ seats: game.facts.minSeats }];
  const chosen = add ? sittings.slice(0, 1) : sittings;
  const resolve = await loadResolver(id);
  const from = source(id);
  mkdirSync(folder, { recursive: true });
  let n = kept.reduce((most, f) => Math.max(most, f.n), 0);
  const written: string[] = [];
  for (const sitting of chosen) {
    n += 1;
    const file = fixtureFile(id, version, n);
    if (existsSync(new URL(file, folder))) throw new Error(`${file} exists: not overwritten`);
    const sealed = sealRecord(play(playable, sitting, `${id}-${version}-${n}`), resolve);
    if (!sealed.ok) throw new Error(sealed.error.message);
    await writeFormatted(new URL(file, folder), formatRecord(sealed.value));
    await writeFormatted(
      new URL(viewsFile(file), folder),
      formatViews(views(game, sealed.value, resolve)),
    );
    const what = `${sitting.seats} seats${sitting.options ? `, \`${JSON.stringify(sitting.options)}\`` : ''}`;
    const line = `| ${file} | ${id} ${version} | ${what} | \`npm run records:seal\` on ${from} |`;
    await writeFormatted(readme, `${readFileSync(readme, 'utf8').trimEnd()}\n${line}\n`);
    written.push(file);
  }
  return written;
}

async function main(args: readonly string[]): Promise<void> {
  const id = args.find((a) => !a.startsWith('--'));
  if (!id) throw new Error('usage: npm run records:seal -- <game> [--add]');
  for (const file of await sealRelease(id, { add: args.includes('--add') })) {
    console.log(`Sealed ${file} and ${viewsFile(file)}.`);
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`records:seal: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
