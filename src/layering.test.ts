/**
 * The layering rules of eslint.config.js bite: forbidden imports, linted with the project's
 * own config as if written at the given paths, are refused, and the allowed ones pass.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const LAYERING_RULES = ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports'];

// The project's config; type checking off, since the fixtures are not files of the project.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

/** The layering rules' complaints about `code` written at `filePath` (from the root). */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  assert.ok(result);
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, []);
  return result.messages.flatMap((m) =>
    m.ruleId && LAYERING_RULES.includes(m.ruleId) ? [`${m.ruleId}: ${m.message}`] : [],
  );
}

describe('the layering lint', () => {
  it('lets a game import the core and its own folder', async () => {
    const code = [
      "export { Rng } from '../../core/rng.ts';",
      "export { goal } from './engine.ts';",
    ].join('\n');
    assert.deepEqual(await layeringErrors('src/games/goal/fixture.ts', code), []);
  });

  it('refuses a game that points up at the lab, or at another game', async () => {
    const up = await layeringErrors(
      'src/games/goal/fixture.ts',
      "export type { LabConfig } from '../../lab/config.ts';",
    );
    assert.equal(up.length, 1);
    assert.match(up[0] ?? '', /no-restricted-paths.*A game imports only src\/core/);
    const across = await layeringErrors(
      'src/games/goal/fixture.ts',
      "export { goalkeepers } from '../goalkeepers/engine.ts';",
    );
    assert.equal(across.length, 1);
  });

  it('refuses a game reaching the registry, even from its tests', async () => {
    const errors = await layeringErrors(
      'src/games/goalkeepers/fixture.test.ts',
      "export { loadGame } from '../registry.ts';",
    );
    assert.equal(errors.length, 1);
  });

  it('lets platform code reach games through the registry only, dynamic imports included', async () => {
    assert.deepEqual(
      await layeringErrors(
        'src/cli/fixture.ts',
        "export { loadGame } from '../games/registry.ts';",
      ),
      [],
    );
    const direct = await layeringErrors(
      'src/cli/fixture.ts',
      "export { goal } from '../games/goal/engine.ts';",
    );
    assert.equal(direct.length, 1);
    assert.match(direct[0] ?? '', /only through src\/games\/registry\.ts/);
    const dynamic = await layeringErrors(
      'src/lab/fixture.ts',
      "export const load = () => import('../games/goalkeepers/playable.ts');",
    );
    assert.equal(dynamic.length, 1);
  });

  it("lets the web take a game's view as a type and its shared data, and nothing else", async () => {
    const allowed = [
      "import type { GoalView } from '../../src/games/goal/view.ts';",
      "import { TACTIC_DATA } from '../../src/games/next-goal-wins/tactic-cards.ts';",
      'export type { GoalView, TACTIC_DATA };',
    ].join('\n');
    assert.deepEqual(await layeringErrors('web/src/fixture.ts', allowed), []);
    const engine = await layeringErrors(
      'web/src/fixture.ts',
      "export { goal } from '../../src/games/goal/engine.ts';",
    );
    assert.equal(engine.length, 1);
    assert.match(engine[0] ?? '', /declared shared in eslint\.config\.js/);
    const viewCode = await layeringErrors(
      'web/src/fixture.ts',
      "import { buildView } from '../../src/games/goal/view.ts';\nexport { buildView };",
    );
    assert.equal(viewCode.length, 1);
    assert.match(viewCode[0] ?? '', /no-restricted-imports.*only types/);
  });

  it("lets the web read table packets with the server's wire modules, and no other server code", async () => {
    const wire = [
      "import { followTables } from '../../src/server/realtime/follow-tables.ts';",
      "import { jsonParser } from '../../src/server/realtime/json-parser.ts';",
      'export { followTables, jsonParser };',
    ].join('\n');
    assert.deepEqual(await layeringErrors('web/src/fixture.ts', wire), []);
    const server = await layeringErrors(
      'web/src/fixture.ts',
      "export { broadcast } from '../../src/server/tables/broadcast.ts';",
    );
    assert.equal(server.length, 1);
    assert.match(server[0] ?? '', /declared shared in eslint\.config\.js/);
  });
});

describe('the hooks lint', () => {
  it('refuses a hook called conditionally and an effect that leaves out what it reads', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function useFixture(on: boolean, id: string): string {',
      "  const [name, setName] = on ? useState('') : ['', () => undefined];",
      '  useEffect(() => {',
      '    setName(id);',
      '  }, []);',
      '  return name;',
      '}',
    ].join('\n');
    const [result] = await eslint.lintText(`${code}\n`, { filePath: 'web/src/useFixture.ts' });
    const rules = (result?.messages ?? []).map((m) => m.ruleId);
    assert.ok(rules.includes('react-hooks/rules-of-hooks'), rules.join());
    assert.ok(rules.includes('react-hooks/exhaustive-deps'), rules.join());
  });
});
