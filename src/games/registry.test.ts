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

/** The game folders any module has been loaded from so far, e.g. ['goalkeepers']. */
function gameFoldersLoaded(): string[] {
  const folders = resolved.flatMap((url) => /\/src\/games\/([^/]+)\//.exec(url)?.[1] ?? []);
  return [...new Set(folders)].sort();
}

const registry = await import('./registry.ts');

describe('the registry', () => {
  it('loads no game for its catalogue', () => {
    assert.deepEqual(gameFoldersLoaded(), []);
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
});
