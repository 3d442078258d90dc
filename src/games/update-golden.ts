/** Rewrites every golden transcript: run after an intended change, then review the diff. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { goldenGames } from './golden.ts';
import { loadPlayableGames } from './registry.ts';

for (const entry of await loadPlayableGames()) {
  for (const golden of goldenGames(entry)) {
    mkdirSync(dirname(golden.path), { recursive: true });
    writeFileSync(golden.path, golden.text);
    console.log(`wrote ${golden.path}`);
  }
}
