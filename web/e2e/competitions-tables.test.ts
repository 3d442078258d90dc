/**
 * A competition of tables of three (#35, games of 3+ seats) in a real Chromium: Ana hosts a
 * one-round Goalkeepers 'tables' competition from the competitions page's form (the form offers
 * the seats a table the server lists: 3, 4, 5; she chooses a clock of 5 min + 3 s a move, which
 * the competition's page then says), Ana, Bo and Cy (three accounts, three contexts)
 * join, Ana starts it, and the page shows one table of the three with 'Play your game' for each.
 * Bo withdraws while the table plays: the game is lost by forfeit at once (Bo last, Ana and Cy
 * sharing the first place), the competition finishes, and the page shows each one's place and
 * points and the standings by points. No game is played on the board, so nothing here depends
 * on the seed the server draws for the table.
 *
 * The three accounts are made through the API and their sessions' cookies given to their
 * contexts (signing up is other files' claim), and each page loads the competition's page
 * once: it follows the competition live (the draw, the forfeit, the end) without a reload.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signedUpVisitor } from '../../src/server/accounts/visitor.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { useStage } from './stage.ts';
import { shot } from './shots.ts';

const wait = { timeout: PATIENCE_MS };

describe('a tables competition in the browser (#35)', () => {
  const stage = useStage();

  it(
    'is hosted from the form at 3 a table; a leaver forfeits; the page shows places and points',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const [ana, bo, cy] = (await Promise.all([1, 2, 3].map(() => stage.newPage()))) as [
        Page,
        Page,
        Page,
      ];
      for (const [page, name] of [
        [ana, 'Tab Ana'],
        [bo, 'Tab Bo'],
        [cy, 'Tab Cy'],
      ] as const) {
        const { jar } = (await signedUpVisitor(site, name)).visitor;
        await page
          .context()
          .addCookies([...jar].map(([cookie, value]) => ({ name: cookie, value, url: site })));
      }

      await ana.goto(`${site}/competitions`);
      await ana.getByText('Host a competition').click();
      const form = ana.locator('.competition-host form');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Threes');
      await form.locator('select[name="game"]').selectOption('goalkeepers');
      await form.locator('select[name="format"]').selectOption('tables');
      const seats = form.locator('select[name="seats"]');
      await seats.waitFor(wait);
      assert.deepEqual(await seats.locator('option').allInnerTexts(), ['3', '4', '5']);
      await seats.selectOption('3');
      await form.locator('input[name="rounds"]').fill('1');
      await form.getByLabel('Time control').selectOption({ label: 'Clock: 5 min + 3 s a move' });
      await form.getByRole('button', { name: 'Create competition' }).click();
      await ana.waitForURL(/\/competitions\/c/, wait);
      const url = ana.url();
      await ana
        .getByText('Tables of goalkeepers, 1 round, 3 a table, a clock of 5 min + 3 s a move')
        .waitFor(wait);

      for (const page of [ana, bo, cy]) {
        if (page !== ana) await page.goto(url);
        await page.getByRole('button', { name: 'Join' }).click();
        await page.getByRole('button', { name: 'Leave' }).waitFor(wait);
      }
      await ana.getByRole('button', { name: 'Start now' }).click();
      await ana.getByText('Running.').waitFor(wait);
      for (const page of [ana, bo, cy]) {
        const round = page.getByRole('region', { name: 'Round 1' });
        await round.getByRole('button', { name: 'Play your game' }).waitFor(wait);
        const line = await round.getByRole('listitem').innerText();
        for (const name of ['Tab Ana', 'Tab Bo', 'Tab Cy'])
          assert.ok(line.startsWith('Table 1:') && line.includes(name), line);
      }

      await bo.getByRole('button', { name: 'Withdraw (a bot plays on for you)' }).click();
      await ana.locator('.competition__status[data-status="finished"]').waitFor(wait);
      const table = await ana.getByRole('region', { name: 'Round 1' }).innerText();
      assert.match(
        table,
        /Tab (Ana|Cy) 1st \(1\.5\), Tab (Ana|Cy) 1st \(1\.5\), Tab Bo 3rd \(0\)/,
        table,
      );
      assert.match(table, /Tab Bo forfeited/, table);
      const standings = await ana.locator('.competition-standings').innerText();
      const lines = standings.split('\n').slice(1);
      assert.match(lines[2] ?? '', /Tab Bo \(bot\)\s+1\s+0\b/, standings);
      assert.ok(
        lines.slice(0, 2).every((l) => /\s1\s+1\.5\s/.test(l)),
        standings,
      );
      await shot(ana, 'competition-tables.png', true);
      for (const page of [ana, bo, cy]) await page.context().close();
    },
  );
});
