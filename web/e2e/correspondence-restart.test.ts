/**
 * A game over days resumed after a server restart with the clocks right (issue #35): a stored
 * Goalkeepers table at one day per move (seed 'days-restart': Bo's seat, seat 0, decides
 * first); Ana and Bo, two accounts, take their seats; Bo plays until the table waits for Ana.
 * Her deadline (GET /api/my-games) is the same after the server stops and starts again on the
 * same data: a restart gives nobody fresh days. Then Ana plays on from the restarted server,
 * and Bo's new deadline is a day from his turn's start.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { shareBrowser, type BrowserLease } from './shared-browser.ts';
import { ensureBuilt } from './build.ts';
import {
  HANG_GUARD,
  PATIENCE_MS,
  StallGuard,
  changeMark,
  patientContext,
  untilChanged,
} from './patience.ts';
import { playOnce } from './play.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { signUpWithPassword } from './sign-up.ts';
import { SHOTS } from './stage.ts';
import { storeTable } from './stored-table.ts';
import { waitLive } from './tables.ts';

const DAY_MS = 86_400_000;

/** The player's entry for the table in GET /api/my-games, asked from their page. */
async function listed(page: Page, tableId: string) {
  return page.evaluate(async (id) => {
    const reply = await fetch('/api/my-games');
    const body = (await reply.json()) as {
      games: { id: string; section: string; deadline: number | null }[];
      now: number;
    };
    return { game: body.games.find((g) => g.id === id), now: body.now };
  }, tableId);
}

/** Clicks in `player`'s page whenever it has a decision, until the table waits for `other`. */
async function playUntilWaiting(player: Page, other: Page, tableId: string): Promise<void> {
  const guard = new StallGuard();
  for (;;) {
    const mark = await changeMark(player);
    const seen = await listed(other, tableId);
    if (seen.game?.section === 'waiting') return;
    guard.check(() => `the table never waited for the other: ${JSON.stringify(seen.game)}`);
    if (await playOnce(player)) guard.moved();
    else await untilChanged([player], [mark]);
  }
}

describe('a game over days across a server restart', () => {
  const data = tempDataDir();
  let browser: BrowserLease | undefined;
  let server: ServerProcess | undefined;
  const stored = storeTable(data.dir, {
    game: 'goalkeepers',
    seed: 'days-restart',
    turnSeconds: 86_400,
    seats: [
      { name: 'Bo', person: 'friend' },
      { name: 'Ana', person: 'friend' },
    ],
  });

  before(async () => {
    await ensureBuilt();
    mkdirSync(SHOTS, { recursive: true });
    [browser, server] = await Promise.all([shareBrowser(), startServerProcess(data.dir)]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop('SIGKILL');
    data.remove();
  });

  it('keeps the waiting player’s deadline and plays on', HANG_GUARD, async () => {
    if (!browser || !server) throw new Error('the stage is not set');
    const site = server.url;
    const chromium = browser;
    const open = async () => {
      const context = await patientContext(chromium, { reducedMotion: 'reduce' });
      return context.newPage();
    };
    const [ana, bo] = await Promise.all([open(), open()]);
    await signUpWithPassword(ana, site, 'Restart Ana');
    await signUpWithPassword(bo, site, 'Restart Bo');
    await ana.goto(`${site}${stored.invites.get(1) ?? ''}`);
    await waitLive(ana);
    await bo.goto(`${site}${stored.invites.get(0) ?? ''}`);
    await waitLive(bo);
    await playUntilWaiting(bo, ana, stored.tableId);
    const before = await listed(ana, stored.tableId);
    const deadline = before.game?.deadline ?? null;
    assert.ok(deadline !== null, `Ana's move has a deadline: ${JSON.stringify(before)}`);
    assert.ok(deadline > before.now && deadline <= before.now + DAY_MS, 'at most a day left');

    await server.stop('SIGTERM');
    server = await startServerProcess(data.dir, server.port);
    await ana.goto(`${site}/my-games`);
    const entry = ana.locator(`.my-game[data-table="${stored.tableId}"]`);
    await entry.waitFor({ timeout: PATIENCE_MS });
    const again = await listed(ana, stored.tableId);
    assert.equal(again.game?.section, 'waiting', 'still Ana’s move');
    assert.equal(again.game.deadline, deadline, 'the same deadline: no fresh day for a restart');
    assert.match(await entry.innerText(), /· (23 h \d+ min|1 day) left/);

    // Ana plays on from the restarted server; then Bo's move has its day from his turn.
    await ana.goto(`${site}/table/${stored.tableId}`);
    await waitLive(ana);
    await bo.goto(`${site}/table/${stored.tableId}`);
    await waitLive(bo);
    await playUntilWaiting(ana, bo, stored.tableId);
    const next = await listed(bo, stored.tableId);
    const bosDeadline = next.game?.deadline ?? null;
    assert.ok(bosDeadline !== null, `Bo's move has a deadline: ${JSON.stringify(next)}`);
    assert.ok(bosDeadline > next.now + DAY_MS - 5 * 60_000 && bosDeadline <= next.now + DAY_MS);
  });
});
