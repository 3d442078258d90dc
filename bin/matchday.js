#!/usr/bin/env node
// Node 24 strips TypeScript's types itself, so the CLI runs from its sources, unbuilt.
import { enableCompileCache } from 'node:module';

// Caching compiled code on disk cuts each start from about 0.4 s to 0.15 s; most of the time
// went into compiling dependencies again on every run.
enableCompileCache();
await import('../src/cli/main.ts');
