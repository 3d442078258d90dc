/**
 * A lab worker thread's entry. Each thread is a Node instance of its own that compiles every
 * module it loads; turning on the compile cache before loading them (hence the dynamic
 * import) lets a thread start from the cache the CLI fills, as `bin/matchday.js` does.
 */
import module from 'node:module';

module.enableCompileCache();
await import('./thread.ts');
