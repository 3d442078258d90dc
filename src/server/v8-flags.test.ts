import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const FLAGS = new URL('./v8-flags.ts', import.meta.url).href;

/**
 * Whether an object of a site whose objects have all survived young collections is still made
 * in the young generation, in a fresh node, with or without the server's settings. The young
 * generation is held at its largest (1 MB) from the start: V8 only decides to pretenure a site
 * at a collection of a full-sized young generation. It runs single-threaded so that the
 * machine's load cannot change what it sees.
 */
function madeYoung(withServerFlags: boolean): boolean {
  const probe = `
    if (${withServerFlags}) await import(${JSON.stringify(FLAGS)});
    function make(i) { return { a: i, b: i + 1, c: null }; }
    const kept = [];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 20000; i++) kept.push(make(i));
      gc({ type: 'minor' });
    }
    console.log(%InYoungGeneration(make(1)));
  `;
  const out = execFileSync(
    process.execPath,
    [
      '--allow-natives-syntax',
      '--expose-gc',
      '--min-semi-space-size=1',
      '--max-semi-space-size=1',
      // No compiler or collector threads beside the probe: when the probe's function is
      // optimized, and so whether the site's decision is acted on, then depends on nothing but
      // the probe (a loaded CI machine once saw no pretenuring without the setting).
      '--single-threaded',
      '--input-type=module',
      '-e',
      probe,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim()) as boolean;
}

describe("the server's V8 settings", () => {
  it('keep a site whose objects all lived on making them young (no pretenuring)', () => {
    // Without them, V8 makes the site's next object straight in the old generation: the probe
    // sees what the setting changes.
    assert.equal(madeYoung(false), false);
    assert.equal(madeYoung(true), true);
  });

  it('are the first thing main.ts loads', () => {
    const main = readFileSync(fileURLToPath(new URL('./main.ts', import.meta.url)), 'utf8');
    const firstImport = /^import .*$/m.exec(main)?.[0];
    assert.equal(firstImport, "import './v8-flags.ts';");
  });
});
