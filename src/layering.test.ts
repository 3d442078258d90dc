/**
 * The layering rules of eslint.config.js bite: forbidden imports, linted with the project's
 * own config as if written at the given paths, are refused, and the allowed ones pass. And
 * no module imports itself through others, counting type-only and dynamic imports (which the
 * lint rule import-x/no-cycle, not used, would let through).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;

const LAYERING_RULES = ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports'];

// The project's config (its rules read the syntax alone, so fixtures need not be files of the
// project).
const eslint = new ESLint({ cwd: ROOT });

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

/**
 * The layers as intended, lowest first, and what each may import besides itself: written here
 * apart from eslint.config.js's LAYERS, so that a fence loosened (or tightened) there fails.
 */
const USES: Readonly<Record<string, readonly string[]>> = {
  core: [],
  // Rating maths on the core alone; the lab and everything above may read it.
  ratings: ['core'],
  // Pairings, standings and brackets: pure maths on the core and ratings.
  competitions: ['core', 'ratings'],
  games: ['core'],
  bots: ['core', 'games'],
  lab: ['core', 'games', 'bots', 'ratings', 'competitions'],
  server: ['core', 'games', 'bots', 'lab', 'ratings', 'competitions'],
  cli: ['core', 'games', 'bots', 'lab', 'ratings', 'competitions'],
  web: ['core', 'games', 'bots', 'lab', 'server', 'cli', 'ratings', 'competitions'],
  bench: ['core', 'games', 'bots', 'lab', 'server', 'cli'],
  // Test helpers of no layer: every layer may use them (added below), they use none.
  testing: [],
};

/** A real module of each layer, to import (the rule resolves what it checks). */
const MODULE: Readonly<Record<string, string>> = {
  core: 'src/core/rng.ts',
  ratings: 'src/ratings/rating.ts',
  competitions: 'src/competitions/blossom.ts',
  games: 'src/games/registry.ts',
  bots: 'src/bots/agents.ts',
  lab: 'src/lab/config.ts',
  server: 'src/server/protocol.ts',
  cli: 'src/cli/program.ts',
  web: 'web/src/protocol.ts',
  bench: 'bench/engines.ts',
  testing: 'src/testing/free-port.ts',
};

/**
 * Files of each layer the table governs: code, tests and testing helpers (the web app's
 * bundle, narrower, has its own cases below). The games layer's tooling (its shared tests,
 * records/) may also use the bots.
 */
const FILES: readonly { readonly file: string; readonly layer: string; readonly also?: string }[] =
  [
    { file: 'src/core/fixture.ts', layer: 'core' },
    { file: 'src/core/fixture.test.ts', layer: 'core' },
    { file: 'src/core/testing/fixture.ts', layer: 'core' },
    { file: 'src/ratings/fixture.ts', layer: 'ratings' },
    { file: 'src/ratings/fixture.test.ts', layer: 'ratings' },
    { file: 'src/competitions/fixture.ts', layer: 'competitions' },
    { file: 'src/competitions/fixture.test.ts', layer: 'competitions' },
    { file: 'src/games/fixture.ts', layer: 'games' },
    { file: 'src/games/fixture.test.ts', layer: 'games', also: 'bots' },
    { file: 'src/games/records/fixture.ts', layer: 'games', also: 'bots' },
    { file: 'src/bots/fixture.ts', layer: 'bots' },
    { file: 'src/bots/fixture.test.ts', layer: 'bots' },
    { file: 'src/bots/search/fixture.ts', layer: 'bots' },
    { file: 'src/lab/fixture.ts', layer: 'lab' },
    { file: 'src/lab/fixture.test.ts', layer: 'lab' },
    { file: 'src/lab/queue/testing/fixture.ts', layer: 'lab' },
    { file: 'src/server/fixture.ts', layer: 'server' },
    { file: 'src/server/fixture.test.ts', layer: 'server' },
    { file: 'src/server/testing/fixture.ts', layer: 'server' },
    { file: 'src/cli/fixture.ts', layer: 'cli' },
    { file: 'src/cli/fixture.test.ts', layer: 'cli' },
    { file: 'src/cli/testing/fixture.ts', layer: 'cli' },
    { file: 'web/src/fixture.test.ts', layer: 'web' },
    { file: 'web/src/board/testing.ts', layer: 'web' },
    { file: 'web/e2e/fixture.ts', layer: 'web' },
    { file: 'web/e2e/fixture.test.ts', layer: 'web' },
    { file: 'bench/fixture.ts', layer: 'bench' },
    { file: 'bench/fixture.test.ts', layer: 'bench' },
    { file: 'src/testing/fixture.ts', layer: 'testing' },
  ];

/** `target` (from the root) as an import written in `file`. */
function specifier(file: string, target: string): string {
  const path = relative(dirname(join(ROOT, file)), join(ROOT, target));
  return path.startsWith('.') ? path : `./${path}`;
}

/** The layers whose import, one per line, the lint refuses in `file`, and its messages. */
async function refusedLayers(file: string): Promise<{ layers: string[]; messages: string[] }> {
  const layers = Object.keys(MODULE);
  const code = layers
    .map((layer, i) => `export * as l${i} from '${specifier(file, MODULE[layer] ?? '')}';`)
    .join('\n');
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file });
  assert.ok(result);
  assert.deepEqual(
    result.messages.filter((m) => m.fatal),
    [],
  );
  const refused = result.messages.filter((m) => m.ruleId && LAYERING_RULES.includes(m.ruleId));
  return {
    layers: [...new Set(refused.map((m) => layers[m.line - 1] ?? '?'))],
    messages: refused.map((m) => m.message),
  };
}

describe('the layers: core < games < bots < lab < server, cli < web (bench beside web)', () => {
  for (const { file, layer, also } of FILES) {
    const allowed = new Set([layer, ...(USES[layer] ?? []), 'testing', ...(also ? [also] : [])]);
    const forbidden = Object.keys(MODULE).filter((other) => !allowed.has(other));
    it(`${file} may import ${[...allowed].join(', ')}; ${forbidden.join(', ')} refused`, async () => {
      const { layers, messages } = await refusedLayers(file);
      assert.deepEqual(layers, forbidden);
      // One complaint per forbidden import, naming the edge it crosses.
      assert.equal(messages.length, forbidden.length);
      for (const other of forbidden)
        assert.ok(
          messages.some((m) => m.includes(`${layer} may not import ${other}`)),
          `${layer} → ${other}: ${messages.join(' | ')}`,
        );
    });
  }

  it('refuses a dynamic import across a layer, as a static one', async () => {
    const errors = await layeringErrors(
      'src/core/fixture.ts',
      "export const load = () => import('../server/protocol.ts');",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0] ?? '', /core may not import server/);
  });

  it("keeps the web app's bundle to what is declared shared: no CLI, no registry", async () => {
    const cli = await layeringErrors(
      'web/src/fixture.ts',
      "export { program } from '../../src/cli/program.ts';",
    );
    assert.equal(cli.length, 1);
    assert.match(cli[0] ?? '', /declared shared in eslint\.config\.js/);
    const registry = await layeringErrors(
      'web/src/fixture.ts',
      "export { CATALOGUE } from '../../src/games/registry.ts';",
    );
    assert.equal(registry.length, 1);
    const bench = await layeringErrors(
      'web/src/fixture.ts',
      "export * as bench from '../../bench/engines.ts';",
    );
    assert.equal(bench.length, 1);
    assert.match(bench[0] ?? '', /web may not import bench/);
  });
});

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

/** Every TypeScript module of the project's own code, from the root. */
function modules(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules each module imports, type-only and dynamic imports included. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => relative(ROOT, resolve(dirname(join(ROOT, file)), name)))
        .filter((path) => existsSync(join(ROOT, path))),
    );
  }
  return graph;
}

/** The graph's cycles: each strongly connected set of more than one module (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle of type-only and dynamic imports (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    assert.deepEqual(cycles(graph), [['a.ts', 'b.ts', 'c.ts']]);
    assert.deepEqual(cycles(importGraph(['src/server/storage/store.ts'])), []);
  });

  it('none in src, web or bench, counting type-only and dynamic imports', () => {
    const graph = importGraph(['src', 'web', 'bench'].flatMap(modules));
    // The store opens PostgreSQL by a dynamic import: its edge is seen.
    assert.ok(
      graph.get('src/server/storage/store.ts')?.includes('src/server/storage/postgres/store.ts'),
    );
    assert.deepEqual(cycles(graph), []);
  });
});
