/**
 * Records replay for ever (docs/records.md): released/ keeps a sealed record of every released
 * version of every game, made by that version's own code (README.md says which commit), and
 * each replays on today's engines to its outcome. The fixtures of a game's current version
 * also keep what every seat saw after each action: a change to the engine's records or views
 * that ships without a new version fails here, saying what to do.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SPECTATOR, type AnyGame, type Viewer } from '../../core/game.ts';
import { parseRecord, replayRecord, type GameRecord } from '../../core/record.ts';
import { loadEngine, loadResolver, playableIds } from '../registry.ts';
import { listFixtures, RELEASED, readViews, sealedProblem, viewsFile } from './fixtures.ts';

const fixtures = listFixtures();

function load(file: string): GameRecord {
  const parsed = parseRecord(readFileSync(new URL(file, RELEASED), 'utf8'));
  assert.ok(parsed.ok, parsed.ok ? '' : `${file}: ${parsed.error.message}`);
  return parsed.value;
}

async function engine(id: string): Promise<AnyGame> {
  const found = await loadEngine(id);
  assert.ok(found.ok, found.ok ? '' : found.error.message);
  return found.value;
}

/** What to do when a released version's fixture no longer replays as it was sealed. */
function bumpAdvice(id: string, version: string): string {
  return (
    `A released version's records and views never change. Give ${id} a new version: bump ` +
    `\`version\` in src/games/${id}/facts.ts, add '${version}' to its \`earlierVersions\` with ` +
    `the options that restore ${version}'s rules ({} when only what views show changed), then ` +
    `seal the new version's fixture: npm run records:seal -- ${id} (src/games/records/README.md).`
  );
}

describe('released versions replay for ever', () => {
  it('the fixtures are named <game>-<version>-<n>.json after the record they hold', () => {
    assert.ok(fixtures.length > 0);
    for (const { file, game, version } of fixtures) {
      const record = load(file);
      assert.equal(record.game, game, file);
      assert.equal(record.engineVersion, version, file);
      assert.ok(
        record.actions.every((action) => action.length === 3),
        `${file} is sealed`,
      );
    }
  });

  for (const { file, game, version } of fixtures) {
    it(`${file} replays to its recorded outcome`, async () => {
      const record = load(file);
      const replayed = replayRecord(record, await loadResolver(game));
      if (!replayed.ok && replayed.error.code === 'version-mismatch') {
        assert.fail(
          `${replayed.error.message} ${game} ${version} was released: its records must replay. ` +
            `Add '${version}' to \`earlierVersions\` in src/games/${game}/facts.ts, with the ` +
            `options that restore its rules.`,
        );
      }
      assert.ok(replayed.ok, replayed.ok ? '' : `${file}: ${replayed.error.message}`);
      assert.deepEqual(replayed.value.outcome ?? null, record.outcome);
    });
  }

  for (const id of playableIds()) {
    it(`${id}: every version it replays has a fixture`, async () => {
      const { version, earlierVersions } = (await engine(id)).facts;
      const kept = new Set(fixtures.filter((f) => f.game === id).map((f) => f.version));
      const missing = Object.keys(earlierVersions ?? {}).filter((v) => !kept.has(v));
      assert.deepEqual(
        missing,
        [],
        `${id} replays records of ${missing.join(', ')} but keeps none in src/games/records/released/: seal one with that version's own code (README.md there)`,
      );
      assert.ok(
        kept.has(version),
        `${id} ${version} (src/games/${id}/facts.ts) has no fixture: seal one with npm run records:seal -- ${id} (src/games/records/README.md)`,
      );
    });

    it(`${id}: its current version's fixtures replay with every seat's view as sealed`, async () => {
      const game = await engine(id);
      const { version } = game.facts;
      const current = fixtures.filter((f) => f.game === id && f.version === version);
      assert.ok(
        current.length > 0,
        `${id} ${version} (src/games/${id}/facts.ts) has no fixture to compare with: after a change of version, seal one with npm run records:seal -- ${id} (src/games/records/README.md)`,
      );
      for (const { file } of current) {
        const views = readViews(RELEASED, file);
        assert.ok(
          views,
          `${file} has no ${viewsFile(file)}: seal ${id} ${version}'s fixtures with npm run records:seal -- ${id}`,
        );
        const problem = sealedProblem(game, load(file), views);
        assert.equal(
          problem,
          undefined,
          `${file} no longer replays as ${id} ${version} sealed it: ${problem}. ${bumpAdvice(id, version)}`,
        );
      }
    });
  }
});

describe('the check of a current version against its fixtures', () => {
  // Goal! hides each seat's hand from the others: a change only a seat can see.
  const file = 'goal-1.1.0-1.json';
  const changedView = (game: AnyGame, changes: (viewer: Viewer) => boolean): AnyGame => ({
    ...game,
    view: (state, viewer) => {
      const view = game.view(state, viewer) as Record<string, unknown>;
      return changes(viewer) ? { ...view, shownSince: 'a later change' } : view;
    },
  });

  it('finds nothing when the engine is the one that sealed the fixture', async () => {
    const views = readViews(RELEASED, file);
    assert.ok(views);
    assert.equal(sealedProblem(await engine('goal'), load(file), views), undefined);
  });

  it("finds a change to a seat's hidden view, which the record's own checks do not see", async () => {
    const views = readViews(RELEASED, file);
    assert.ok(views);
    const game = changedView(await engine('goal'), (viewer) => viewer === 1);
    assert.equal(
      sealedProblem(game, load(file), views),
      'what a seat sees changed (after action 1, seat 2; after action 2, seat 2; after action 3, seat 2)',
    );
  });

  it("finds a change to the spectator's view as an edited record", async () => {
    const views = readViews(RELEASED, file);
    assert.ok(views);
    const game = changedView(await engine('goal'), (viewer) => viewer === SPECTATOR);
    assert.match(sealedProblem(game, load(file), views) ?? '', /^Action 1 of the record .* edited/);
  });
});

describe('Goalkeepers 1.2.0 (issue #31)', () => {
  it("1.1.0's records sealed before rewardOptional fail their checks, so 1.1.0 is an earlier version", async () => {
    const game = await engine('goalkeepers');
    // 1.2.0 also draws the starter (GK-2.3): 1.1.0 replays with the first seat starting.
    assert.deepEqual(game.facts.earlierVersions?.['1.1.0'], { starter: 'first-seat' });
    for (const file of ['goalkeepers-1.1.0-1.json', 'goalkeepers-1.1.0-2.json']) {
      const record = load(file);
      // Under 1.1.0's rules but checked as today's version: only the view's change is left.
      const options = { ...record.options, starter: 'first-seat' };
      const asToday = replayRecord(
        { ...record, options, engineVersion: game.facts.version },
        await loadResolver('goalkeepers'),
      );
      assert.ok(!asToday.ok);
      assert.equal(asToday.error.code, 'tampered-record');
      assert.match(asToday.error.message, /^Action 1 of the record/);
      assert.ok(replayRecord(record, await loadResolver('goalkeepers')).ok, file);
    }
  });
});
