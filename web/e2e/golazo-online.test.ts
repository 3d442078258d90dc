/**
 * Two people play Golazo online through an invite link, each in their own browser (Bo on a
 * 375 px phone): turns of moves clicked on the pitch, each seeing the other's move land on
 * their own pitch, animated, until a shot whose secret picks are made by clicking the goal: the
 * first pick is not shown to the other person, and both see the picks revealed side by side.
 *
 * The table is stored a few decisions before the shot (golazo-table.ts: at the last beginning
 * of moves that leaves three moves across before the first pick), not at the kick-off: the
 * claims are the moves seen across and the shot, and each decision costs both pages a round of
 * drawing (issue #32). While neither person has anything to do the loop waits for either page
 * to change, instead of looking again and again.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { COUNTERS_PER_TEAM } from '../../src/games/golazo/board.ts';
import {
  boardSeen,
  decide,
  watchBoard,
  type Chooser,
  type Played,
  type PitchMove,
} from './golazo-play.ts';
import { HANG_GUARD, PATIENCE_MS, StallGuard, untilChanged } from './patience.ts';
import { MOVES_ACROSS, storeGolazo } from './golazo-table.ts';
import { shot } from './shots.ts';
import { SHOTS, useStage } from './stage.ts';
import { waitLive } from './tables.ts';

/** Where the other person's pitch shows `move` once it has landed. */
function landed(page: Page, move: PitchMove, team: number) {
  if (move.kind === 'pass')
    return page.locator(`.gz-cell[data-cell="${String(move.to)}"] .gz-ball`);
  const counter = team * COUNTERS_PER_TEAM + move.shirt - 1;
  if (move.kind === 'tackle')
    return page.locator(`.gz-cell[data-counter="${String(counter)}"] .gz-ball`);
  return page.locator(
    `.gz-cell[data-cell="${String(move.to)}"][data-counter="${String(counter)}"]`,
  );
}

const revealed = (page: Page) => page.locator('.gz-moment .gz-reveal');
const secretGoal = (page: Page) => page.locator('.gz-goal-pick');

describe('Golazo online between two browsers', () => {
  // A table stored with a fixed seed (the one Ana would create), so the match reaches a shot.
  let invites: ReadonlyMap<number, string> = new Map();
  const stage = useStage({}, (dataDir) => {
    invites = storeGolazo(dataDir, true);
  });

  it(
    'plays turns through an invite link, up to a shot picked on the goal',
    HANG_GUARD,
    async () => {
      const ana = await stage.newPage();
      await ana.goto(`${stage.server.url}${invites.get(0) ?? ''}`);
      const bo = await stage.newPage({ width: 375, height: 812 });
      await bo.goto(`${stage.server.url}${invites.get(1) ?? ''}`);
      await waitLive(bo);
      await waitLive(ana);
      // Both ask for animations (the stage's devices asked for reduced motion: off).
      await bo.getByRole('radio', { name: 'Normal' }).check();
      await ana.getByRole('radio', { name: 'Fast' }).check();
      const people: Person[] = [
        { page: ana, other: bo, how: chooser(0), played: { moves: 0, starts: 0 }, glides: 0 },
        { page: bo, other: ana, how: chooser(1), played: { moves: 0, starts: 0 }, glides: 0 },
      ];
      for (const { page } of people) {
        await page.getByRole('group', { name: 'Pitch' }).waitFor();
        await watchBoard(page);
      }
      const guard = new StallGuard();
      let seenMoves = 0;
      let secretChecked = false;
      // Whoever has just decided looks again first: their own page already shows what the
      // decision led to, the other's may still be on its way. So at a shot the shooter picks
      // first every run, not whichever page happens to hear the shot sooner.
      let first = 0;
      while ((await revealed(ana).count()) === 0 || (await revealed(bo).count()) === 0) {
        assert.equal(await ana.locator('.outcome__headline').count(), 0, 'full time before a shot');
        if (guard.expired()) {
          // Why it failed: shot whatever the setting (./shots.ts).
          await ana.screenshot({
            path: join(SHOTS, 'golazo-online-stalled-ana.png'),
            fullPage: true,
          });
          await bo.screenshot({
            path: join(SHOTS, 'golazo-online-stalled-bo.png'),
            fullPage: true,
          });
        }
        guard.check(() => `no shot after ${seenMoves} moves seen across`);
        // The pages' counts of changes when they were looked at and had nothing to do.
        const idle: number[] = [];
        for (const person of [people[first], people[1 - first]] as Person[]) {
          const { page, other, how, played } = person;
          const decided = await decide(page, how, played);
          if (decided.kind === 'none') {
            idle.push(decided.looked.changes);
            continue;
          }
          guard.moved();
          if (decided.move && decided.move.from >= 0) {
            // The other person sees the move land on their own pitch.
            await landed(other, decided.move, how.team).waitFor({ timeout: PATIENCE_MS });
            seenMoves++;
            person.glides++;
          }
          if (decided.kind === 'goal' && !secretChecked) {
            // One pick made: its maker sees it marked; the other sees nothing of it.
            await page.locator('.gz-target--mine').first().waitFor();
            const otherGoal = secretGoal(other);
            await otherGoal.waitFor();
            assert.equal(await otherGoal.locator('.gz-target--mine').count(), 0);
            assert.equal(await otherGoal.locator('[aria-pressed="true"]').count(), 0);
            await shot(other, 'golazo-pick-phone.png');
            secretChecked = true;
          }
          first = people.indexOf(person);
          break;
        }
        // Neither had anything to do: the next look is once either page changed.
        if (idle.length === 2) {
          const order = [people[first], people[1 - first]] as Person[];
          await untilChanged(
            order.map((person) => person.page),
            idle,
          );
        }
      }
      assert.ok(seenMoves >= MOVES_ACROSS, `${seenMoves} moves seen by the other person`);
      assert.ok(secretChecked, 'the picks were made one after the other');
      for (const page of [ana, bo]) {
        // The aim and the keeper's cover, side by side on the goal.
        assert.equal(await revealed(page).locator('.gz-reveal__target--aimed').count(), 1);
        assert.ok((await revealed(page).locator('.gz-reveal__target--covered').count()) >= 2);
      }
      // Each saw the other's moves animated.
      for (const { other, glides } of people)
        if (glides > 0) assert.ok((await boardSeen(other)).moving, `after ${glides} moves`);
      await shot(bo, 'golazo-reveal-phone.png');
      await shot(ana, 'golazo-reveal.png');
    },
  );
});

interface Person {
  readonly page: Page;
  readonly other: Page;
  readonly how: Chooser;
  readonly played: Played;
  /** The moves of this person's that the other's pitch animates. */
  glides: number;
}

/** A person who moves forward with the ball, stands off without it, and shoots (no crosses). */
function chooser(team: number): Chooser {
  return { team, movesPerTurn: 5, crosses: false, standsOff: true };
}
