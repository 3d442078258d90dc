/**
 * Release fixtures: a sealed record of every released version of every game, kept in
 * released/ so that records replay for ever (docs/records.md, README.md beside this file).
 * A fixture is `<game>-<version>-<n>.json`, a record as that version wrote it; a fixture of a
 * version sealed by `npm run records:seal` also has `<game>-<version>-<n>.views.json`, what
 * each seat saw after every action, so that a version whose records or views change shape is
 * caught while it is still the current one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AnyGame } from '../../core/game.ts';
import { replayRecord, viewDigest, type GameRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';

export const RELEASED = new URL('./released/', import.meta.url);

/** A fixture's name taken apart, e.g. goalkeepers-1.2.0-1.json: goalkeepers, 1.2.0, 1. */
export interface FixtureName {
  readonly file: string;
  readonly game: string;
  readonly version: string;
  readonly n: number;
}

const FIXTURE = /^(.+)-(\d+\.\d+\.\d+)-(\d+)\.json$/;

export function fixtureName(file: string): FixtureName | undefined {
  const match = FIXTURE.exec(file);
  if (!match || file.endsWith(VIEWS)) return undefined;
  const [, game, version, n] = match as unknown as [string, string, string, string];
  return { file, game, version, n: Number(n) };
}

export const fixtureFile = (game: string, version: string, n: number): string =>
  `${game}-${version}-${n}.json`;

/** Every fixture in `folder`, by game, version and number. */
export function listFixtures(folder: URL = RELEASED): FixtureName[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .flatMap((file) => fixtureName(file) ?? [])
    .sort((a, b) =>
      a.game === b.game
        ? a.version === b.version
          ? a.n - b.n
          : a.version.localeCompare(b.version, 'en', { numeric: true })
        : a.game.localeCompare(b.game),
    );
}

const VIEWS = '.views.json';

/** The views file beside a fixture: goalkeepers-1.2.0-1.json -> goalkeepers-1.2.0-1.views.json. */
export const viewsFile = (file: string): string => file.replace(/\.json$/, VIEWS);

/**
 * What each seat saw after every action of a fixture: `seats[i][s]` is the digest
 * (core/record.ts viewDigest) of seat s's view after action i + 1. The record's own checks
 * cover only the spectator's view; these cover what is hidden from it.
 */
export interface FixtureViews {
  readonly about: string;
  readonly seats: readonly (readonly number[])[];
}

export const VIEWS_ABOUT =
  "Per action of the record beside this file, a digest of each seat's view after it (src/games/records/fixtures.ts).";

/** Every seat's view digest of a position, in seat order. */
export function seatDigests(game: AnyGame, state: unknown, seats: number): number[] {
  return Array.from({ length: seats }, (_, seat) => viewDigest(game, state, seat));
}

/** A fixture's views file, or undefined when it has none. */
export function readViews(folder: URL, file: string): FixtureViews | undefined {
  const url = new URL(viewsFile(file), folder);
  if (!existsSync(url)) return undefined;
  return JSON.parse(readFileSync(url, 'utf8')) as FixtureViews;
}

/** A views file as text: one action per line, so that two of them diff readably. */
export function formatViews(views: FixtureViews): string {
  const lines = views.seats.map((digests) => `    ${JSON.stringify(digests)}`).join(',\n');
  return `{\n  "about": ${JSON.stringify(views.about)},\n  "seats": [\n${lines}\n  ]\n}\n`;
}

/**
 * Why `record`, a fixture of `game`'s current version, no longer replays as it was sealed: a
 * move refused, a spectator's check (the record's own) or a seat's view (`views`) that
 * differs, or an outcome; undefined when everything is as sealed.
 */
export function sealedProblem(
  game: AnyGame,
  record: GameRecord,
  views: FixtureViews,
): string | undefined {
  if (views.seats.length !== record.actions.length)
    return `its views file holds ${views.seats.length} positions for ${record.actions.length} actions`;
  const changed: string[] = [];
  const replayed = replayRecord(
    record,
    () => ok(game),
    (step, state) => {
      const then = views.seats[step.index] ?? [];
      for (let seat = 0; seat < record.seats.length && changed.length < 3; seat++) {
        if (viewDigest(game, state, seat) !== then[seat])
          changed.push(`after action ${step.index + 1}, seat ${seat + 1}`);
      }
    },
  );
  if (!replayed.ok) return replayed.error.message;
  return changed.length ? `what a seat sees changed (${changed.join('; ')})` : undefined;
}
