import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { isFacts, type RegistryLoads } from './registry-loads.ts';
import * as registry from './registry.ts';

/**
 * What the registry loads, seen from a process of its own (./registry-loads.ts): this
 * one shares its modules with every test file run beside it.
 */
function registryLoads(): RegistryLoads {
  const probe = new URL('./registry-loads.ts', import.meta.url);
  return JSON.parse(
    execFileSync(process.execPath, [probe.pathname], { encoding: 'utf8' }),
  ) as RegistryLoads;
}

describe('the registry', () => {
  const loads = registryLoads();

  it("loads no game for its catalogue, only each game's facts", () => {
    assert.deepEqual(loads.catalogueFolders, []);
    assert.ok(loads.catalogueModules.length > 0, 'the facts are loaded');
    assert.ok(loads.catalogueModules.every(isFacts), loads.catalogueModules.join());
    assert.equal(loads.title, 'Goalkeepers');
    assert.deepEqual(registry.playableIds(), [...registry.GAME_IDS]);
  });

  it('loads a game when asked, that game only, once', async () => {
    assert.deepEqual(loads.loadedFolders, ['goalkeepers']);
    assert.ok(loads.loadedOnce, 'the second load gives the same game');
    const first = await registry.loadGame('goalkeepers');
    assert.ok(first.ok);
    assert.equal(first.value.engine.facts.id, 'goalkeepers');
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
