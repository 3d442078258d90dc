/**
 * Golazo hot-seat on one phone: two people share the device, which is handed over (the shell's
 * pass-the-device cover) whenever the other has to decide. Up to a shot: the first secret pick
 * is made on the goal, the table is covered before the other person's goal is shown, and that
 * goal shows nothing of the first pick; then both picks are revealed together.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { decide, type Played } from './golazo-play.ts';
import { HANG_GUARD, PATIENCE_MS, StallGuard } from './patience.ts';
import { storeGolazo } from './golazo-table.ts';
import { SHOTS, useStage } from './stage.ts';
import { waitLive } from './tables.ts';

describe('Golazo hot-seat', () => {
  // A table stored with a fixed seed, so the match reaches a shot.
  let invites: ReadonlyMap<number, string> = new Map();
  const stage = useStage({}, (dataDir) => {
    invites = storeGolazo(dataDir);
  });

  it('hides each person’s secret pick from the other on one device', HANG_GUARD, async () => {
    const page = await stage.newPage({ width: 375, height: 812 });
    const handOver = page.getByRole('button', { name: /^I am / });
    // One browser takes both seats by opening both invite links: it keeps each seat's token
    // (seatTokens.ts), as it does for the seats its creator keeps, and plays them in turn.
    await page.goto(`${stage.server.url}${invites.get(0) ?? ''}`);
    await waitLive(page);
    await page.goto(`${stage.server.url}${invites.get(1) ?? ''}`);
    await handOver.waitFor({ timeout: PATIENCE_MS });
    const board = page.locator('.gz');
    const revealed = page.locator('.gz-moment .gz-reveal');
    const played: Played[] = [
      { moves: 0, starts: 0 },
      { moves: 0, starts: 0 },
    ];
    let team = 0;
    let handedOverAtPick = false;
    const guard = new StallGuard();
    while ((await revealed.count()) === 0) {
      guard.check(() => 'no shot in hot-seat');
      assert.equal(await page.locator('.outcome__headline').count(), 0, 'full time before a shot');
      if (await handOver.isVisible()) {
        // Covered: nothing of the table, the board least of all, until the person says who.
        assert.equal(await board.count(), 0);
        const name = ((await handOver.textContent()) ?? '').replace('I am ', '');
        team = name === 'Ana' ? 0 : 1;
        await handOver.click();
        await board.waitFor();
        continue;
      }
      const decided = await decide(
        page,
        { team, movesPerTurn: 5, crosses: false, standsOff: true },
        played[team] as Played,
      );
      if (decided.kind === 'goal' && !handedOverAtPick && (await revealed.count()) === 0) {
        // The first pick is made: the device goes to the other person before their goal shows.
        await handOver.waitFor({ timeout: PATIENCE_MS });
        await page.screenshot({ path: join(SHOTS, 'golazo-hotseat-cover.png') });
        assert.equal(await board.count(), 0);
        await handOver.click();
        team = 1 - team;
        const goal = page.locator('.gz-goal-pick');
        await goal.waitFor();
        assert.equal(await goal.locator('.gz-target--mine').count(), 0);
        assert.equal(await goal.locator('[aria-pressed="true"]').count(), 0);
        assert.doesNotMatch((await goal.textContent()) ?? '', /You aim|You cover/);
        handedOverAtPick = true;
        continue;
      }
      if (decided.kind === 'none')
        await page
          .locator('.actions__button:enabled')
          .or(handOver)
          .first()
          .waitFor({ timeout: PATIENCE_MS });
      else guard.moved();
    }
    assert.ok(handedOverAtPick, 'the device was handed over between the picks');
    assert.equal(await revealed.locator('.gz-reveal__target--aimed').count(), 1);
  });
});
