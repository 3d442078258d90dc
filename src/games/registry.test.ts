import assert from 'node:assert/strict';
import { registerHooks } from 'node:module';
import { describe, it } from 'node:test';

// Every module this process resolves from now on, to see which games' folders get loaded.
const resolved: string[] = [];
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    resolved.push(result.url);
    return result;
  },
});

/** The modules loaded so far from game folders, e.g. ['goal/facts.ts']. */
function gameModulesLoaded(): string[] {
  return [
    ...new Set(resolved.flatMap((url) => /\/src\/games\/([^/]+\/.+\.ts)$/.exec(url)?.[1] ?? [])),
  ];
}

/**
 * The games' facts: all the catalogue may load (NGW's season facts are in season/options.ts),
 * with the import-free data modules a facts.ts is built from, which the boards share (#32).
 */
const FACTS_DATA = ['golazo/constants.ts', 'supernatural-soccer/teams.ts'];
const isFacts = (path: string): boolean =>
  /^[^/]+\/facts\.ts$/.test(path) ||
  path === 'next-goal-wins/season/options.ts' ||
  FACTS_DATA.includes(path);

/** The game folders anything but facts has been loaded from so far, e.g. ['goalkeepers']. */
function gameFoldersLoaded(): string[] {
  const folders = gameModulesLoaded().flatMap((path) =>
    isFacts(path) ? [] : (path.split('/')[0] ?? []),
  );
  return [...new Set(folders)].sort();
}

const registry = await import('./registry.ts');

describe('the registry', () => {
  it("loads no game for its catalogue, only each game's facts", () => {
    assert.deepEqual(gameFoldersLoaded(), []);
    assert.ok(gameModulesLoaded().every(isFacts), gameModulesLoaded().join());
    assert.equal(registry.CATALOGUE.goalkeepers.title, 'Goalkeepers');
    assert.deepEqual(registry.playableIds(), [...registry.GAME_IDS]);
  });

  it('loads a game when asked, that game only, once', async () => {
    const first = await registry.loadGame('goalkeepers');
    assert.ok(first.ok);
    assert.equal(first.value.engine.facts.id, 'goalkeepers');
    assert.deepEqual(gameFoldersLoaded(), ['goalkeepers']);
    const again = await registry.loadGame('goalkeepers');
    assert.ok(again.ok);
    assert.equal(again.value, first.value);
  });

  it('says why a game cannot be loaded, with stable codes', async () => {
    const unknown = await registry.loadGame('chess');
    assert.ok(!unknown.ok);
    assert.equal(unknown.error.code, 'unknown-game');
  });

  it('loads every playable game for those who offer them all, each under its id', async () => {
    const find = await registry.loadFinder();
    for (const id of registry.playableIds()) {
      const found = find(id);
      assert.ok(found.ok);
      assert.equal(found.value.engine.facts.id, id);
    }
    assert.equal(find('chess').ok, false);
  });

  it('replays a record of the game it loaded for, and refuses others', async () => {
    const resolve = await registry.loadResolver('goal');
    assert.equal(resolve('goal').ok, true);
    assert.equal(resolve('goalkeepers').ok, false);
  });

  it("catalogues every game under its facts' id, with the title and seats its engine declares", async () => {
    assert.deepEqual(Object.keys(registry.CATALOGUE), [...registry.GAME_IDS]);
    for (const game of await registry.loadPlayableGames()) {
      const { id, title, minSeats, maxSeats } = game.engine.facts;
      assert.ok(registry.isGameId(id), id);
      const entry = registry.CATALOGUE[id];
      assert.deepEqual(
        { id, title, minSeats, maxSeats },
        { id: entry.id, title: entry.title, minSeats: entry.minSeats, maxSeats: entry.maxSeats },
      );
    }
    assert.equal((await registry.loadPlayableGames()).length, registry.GAME_IDS.length);
  });
});
