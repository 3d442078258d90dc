/**
 * The scripts the report page inlines, read from node_modules and from draw.ts (types stripped
 * by Node's own stripper, so the page runs exactly the code the tests type-check).
 */
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import type { PageAssets } from '../html.ts';

// Both packages export only their entry point; their UMD bundles sit at known places beside it
// (d3: dist/d3.mjs → dist/d3.min.js; Plot: src/index.js → dist/plot.umd.min.js).
const D3 = new URL('./d3.min.js', import.meta.resolve('d3'));
const PLOT = new URL('../dist/plot.umd.min.js', import.meta.resolve('@observablehq/plot'));

export function pageAssets(): PageAssets {
  const draw = readFileSync(new URL('../draw.ts', import.meta.url), 'utf8');
  return {
    d3: readFileSync(D3, 'utf8'),
    plot: readFileSync(PLOT, 'utf8'),
    draw: quietly(() => stripTypeScriptTypes(draw)),
  };
}

/**
 * Node marks its type stripper experimental and warns on every first use; the warning would
 * land in the middle of `matchday lab`'s output, while the stripper's result is checked by the
 * page test. Other warnings pass through.
 */
function quietly<T>(run: () => T): T {
  const emit = process.emitWarning.bind(process);
  process.emitWarning = () => undefined;
  try {
    return run();
  } finally {
    process.emitWarning = emit;
  }
}
