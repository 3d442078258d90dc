#!/usr/bin/env node
// Node 24 strips TypeScript's types itself, so the CLI runs from its sources, unbuilt.
import module from 'node:module';
import process from 'node:process';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  // An older node on PATH would otherwise die on the first .ts import with a stack trace.
  process.stderr.write(
    `matchday: needs Node 24 or later, not ${process.version}; try 'npx matchday' or 'npm run matchday'.\n`,
  );
  process.exit(2);
}

// Caching compiled code on disk cuts each start from about 0.4 s to 0.15 s; most of the time
// went into compiling dependencies again on every run.
module.enableCompileCache();
await import('../src/cli/main.ts');
