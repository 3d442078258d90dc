/**
 * The create page at an overloaded server (#33): refused 'busy', it says so in words with a
 * countdown and asks again by itself; once the server takes new tables it lands on the new
 * table, and exactly one table was made. The server refuses every newcomer with
 * OVERLOAD_SHED=always; "lifting" it is the same server started again on the same data and
 * port without it (the page meets 'offline' in between and keeps asking).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { startServerProcess, type ServerProcess } from './server.ts';
import { useStage } from './stage.ts';
import { shot } from './shots.ts';

const stage = useStage({ OVERLOAD_SHED: 'always' });

async function metrics(server: ServerProcess): Promise<Record<string, number>> {
  const response = await fetch(`${server.url}/api/metrics`);
  return (await response.json()) as Record<string, number>;
}

describe('Creating a table at a busy server', () => {
  it(
    'shows the busy words with a countdown, then lands on the one new table',
    HANG_GUARD,
    async () => {
      const busy = stage.server;
      const page = await stage.newPage();
      await page.goto(`${busy.url}/games/goalkeepers/new`);
      await page.getByRole('button', { name: 'Create the table' }).click();

      const notice = page.getByRole('status').filter({ hasText: 'The server is busy' });
      await notice.waitFor();
      const words = (await notice.textContent()) ?? '';
      assert.match(words, /^The server is busy; trying again in \d+ s\.$/);
      assert.equal(await page.getByRole('button', { name: 'Creating…' }).isDisabled(), true);
      await shot(page, 'busy-create.png');
      // It asks again by itself, no sooner than the 5 s Retry-After: a second refusal counted.
      await page.waitForFunction(
        async (url) => {
          const figures = (await (await fetch(`${url}/api/metrics`)).json()) as {
            refusedTables: number;
          };
          return figures.refusedTables >= 2;
        },
        busy.url,
        { timeout: PATIENCE_MS, polling: 500 },
      );
      assert.equal((await metrics(busy)).liveTables, 0, 'the busy server made no table');
      assert.match(page.url(), /\/games\/goalkeepers\/new$/);

      // Lifted: the same server again on the same data and port, taking new tables.
      await busy.stop();
      const calm = await startServerProcess(busy.dataDir, busy.port);
      try {
        await page
          .waitForURL(/\/table\/[\w-]+$/, { timeout: PATIENCE_MS })
          .catch(async (error: unknown) => {
            // What the form said instead: a refusal it gave up on, or its countdown.
            const said = await page
              .locator('[role="status"], [role="alert"], .notice')
              .allInnerTexts();
            throw new Error(`no table page; the form says: ${said.join(' | ')}`, { cause: error });
          });
        await page.locator('.table-page, .pass-device').first().waitFor();
        const id = new URL(page.url()).pathname.split('/').pop() ?? '';
        const figures = await metrics(calm);
        assert.equal(figures.liveTables, 1, 'exactly one table made');
        const summary = await fetch(`${calm.url}/api/tables/${id}`);
        assert.equal(summary.status, 200);
      } finally {
        await calm.stop();
      }
    },
  );
});
