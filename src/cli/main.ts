/** The `matchday` executable: bin/matchday.js and `npm run matchday` both start here. */
import { runCli } from './run.ts';

// Output piped into `head` or a pager that quit early: nobody is reading any more, so stop
// quietly, as other command-line tools do, rather than die on an unhandled EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

// An exit code rather than process.exit(), so piped output is never cut short.
process.exitCode = await runCli(process.argv.slice(2));
