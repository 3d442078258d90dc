/**
 * Every playable game in the registry passes the conformance suite: each game's folder runs it
 * (`conformance/<game>.long.test.ts`, through conformance/suite.ts), and this file checks none is missing.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { loadPlayableGames, playableIds } from './registry.ts';

it('every game of the registry runs the conformance suite in a file of its own', () => {
  for (const id of playableIds()) {
    const file = join(import.meta.dirname, 'conformance', `${id}.long.test.ts`);
    assert.ok(existsSync(file), `${id} has no ${file}`);
    assert.match(
      readFileSync(file, 'utf8'),
      new RegExp(`registryConformance\\('${id}'\\)`),
      `${file} runs the suite for ${id}`,
    );
  }
});

it('every game of the registry numbers its actions by one action space (core/action-space.ts)', async () => {
  for (const { engine } of await loadPlayableGames())
    assert.ok(engine.actionSpace, `${engine.facts.id} declares no actionSpace`);
});
