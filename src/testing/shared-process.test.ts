/**
 * The unit files share one process (`npm run test:unit:shared`, node:test's
 * `--test-isolation=none`; docs/decisions.md says why). There a hook written at a file's top
 * level is the whole run's: its `before` runs ahead of every file's tests and its `after` only
 * once all have run, so a server it starts lives through every other file. This checks that
 * every file the shared process runs keeps its hooks inside a `describe`.
 */
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = join(import.meta.dirname, '..', '..');

/** The quoted globs of a package.json script, e.g. "src/**\/!(*.integration|*.long).test.ts". */
function scriptGlobs(name: string): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = pkg.scripts[name];
  assert.ok(script, `package.json has a ${name} script`);
  return [...script.matchAll(/"([^"]+\.test\.ts)"/g)].map((m) => m[1] as string);
}

const TOP_LEVEL_HOOK = /^(before|after|beforeEach|afterEach)\(/m;

describe('the unit files that share one process', () => {
  const shared = globSync(scriptGlobs('test:unit:shared'), { cwd: ROOT });
  const long = globSync(scriptGlobs('test:unit:long'), { cwd: ROOT });

  it('are the unit files that are not long, and no long one is among them', () => {
    assert.ok(shared.length > 100, `the shared process runs ${shared.length} files`);
    assert.ok(long.length > 0, 'some files run in processes of their own');
    for (const file of long) {
      assert.match(file, /\.long\.test\.ts$/);
      assert.ok(!shared.includes(file), `${file} runs twice`);
    }
    assert.ok(!shared.some((file) => file.endsWith('.integration.test.ts')));
  });

  it('keep their hooks inside a describe, never at a file’s top level', () => {
    const offenders = shared.filter((file) =>
      TOP_LEVEL_HOOK.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    assert.deepEqual(offenders, [], 'files with a hook at their top level');
  });
});
