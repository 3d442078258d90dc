/**
 * Everything a decision needs, in view (issue #37): for each game walked here, at every decision a person
 * meets against a bot, the board, the hand, the window's countdown and the controls that answer
 * the decision are on the first screen together, at a laptop's 1280 × 900 and a phone's
 * 390 × 844, measured with getBoundingClientRect at the top of the page (nothing scrolled).
 * A button must also be uncovered where it is clicked (nothing pinned over it).
 * Each decision is measured before it is played, in the page that plays it (a laptop's) and in
 * a second page of the same browser at a phone's size showing the same seat, and kept only if
 * the decision is still the same afterwards (a bot may answer a window meanwhile). The decisions are told apart by kind: the verbs of their legal actions.
 *
 * Only the games that pass are walked. Golazo, Supernatural Soccer, Goal! and Next Goal Wins
 * had walks (commit 27c456d) that still found decisions off screen — a phone's aim at goal and
 * combat with cards in hand, Goal!'s own side under the pinned hand, Next Goal Wins' long
 * match page — so they wait for their layouts rather than run as tests that cannot fail.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, StallGuard } from './patience.ts';
import { playOnce as goalkeepersStep } from './play.ts';
import { SHOTS, useStage } from './stage.ts';
import { createTable, waitLive, type TableChoices } from './tables.ts';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What a decision needs on screen, as selectors inside the page. */
interface Needs {
  /** The board's field (pitch, hex field, goal and formations, dice). */
  readonly board: string;
  /** The person's hand, where the game has one. */
  readonly hand?: string;
  /** The board's controls that answer decisions: what the game's play helper clicks. */
  readonly controls: string;
}

/**
 * Besides the board's own controls, the shell's that answer a decision: the window's
 * countdown and its Pass or Continue, the turn timer. The shell's list of legal actions
 * beside the board is not one of them: it is the keyboard's way, not the screen's.
 */
const SHELL_CONTROLS = [
  '.window-banner button:enabled',
  '.window-banner__countdown',
  '.turn-timer',
].join(', ');

interface Outside {
  readonly what: string;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The parts of the decision that are not wholly inside the viewport at the page's top. */
async function outside(page: Page, needs: Needs): Promise<Outside[]> {
  return page.evaluate(
    ([board, hand, controls]) => {
      window.scrollTo(0, 0);
      const found: Outside[] = [];
      const look = (what: string, selector: string, whole: boolean): void => {
        const els = [...document.querySelectorAll(selector)];
        if (whole && els.length === 0) found.push({ what, top: 0, bottom: 0, left: 0, right: 0 });
        for (const el of els) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          const out =
            r.top < -0.5 ||
            r.left < -0.5 ||
            r.bottom > innerHeight + 0.5 ||
            r.right > innerWidth + 0.5;
          // A button must also be the one a click at its middle reaches: not under a pinned
          // hand or a banner.
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const covered = el.tagName === 'BUTTON' && !out && !(hit && el.contains(hit));
          if (!out && !covered) continue;
          const name = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 30);
          found.push({
            what: `${what}${covered ? ' (covered)' : ''} <${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}> ${name}`,
            top: Math.round(r.top),
            bottom: Math.round(r.bottom),
            left: Math.round(r.left),
            right: Math.round(r.right),
          });
        }
      };
      look('board', board, true);
      if (hand) look('hand', hand, false);
      look('control', controls, false);
      return found;
    },
    [needs.board, needs.hand ?? '', `${needs.controls}, ${SHELL_CONTROLS}`] as const,
  );
}

/**
 * Waits for the page to lay out again after a resize: until the board's parts and controls
 * stand still from one frame to the next (a board may render again for its new size).
 */
const laidOut = (page: Page, needs: Needs | null): Promise<void> =>
  page.evaluate(
    (selector) =>
      new Promise<void>((resolve) => {
        const where = (): string =>
          [...document.querySelectorAll(selector)]
            .map((el) => {
              const r = el.getBoundingClientRect();
              return `${String(r.top)},${String(r.left)},${String(r.width)},${String(r.height)}`;
            })
            .join(';');
        let last = where();
        const look = (): void => {
          const now = where();
          if (now === last) resolve();
          else {
            last = now;
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(() => {
          requestAnimationFrame(look);
        });
      }),
    needs
      ? `${needs.board}, ${needs.hand ?? needs.board}, ${needs.controls}, ${SHELL_CONTROLS}`
      : '.actions__button',
  );

/** The decision now, as the shell lists it (its actions and the window's way on), or ''. */
async function decisionNow(page: Page): Promise<string> {
  const labels = await page
    .locator('.actions__button:enabled, .window-banner button:enabled')
    .allTextContents();
  return labels.join('|');
}

/**
 * Waits until `view` shows the decision `played` shows, `decision`: true; false when `played`
 * moved on first (a bot answered, a window closed), so that this decision is not measured.
 */
async function sameDecision(view: Page, played: Page, decision: string): Promise<boolean> {
  const guard = new StallGuard();
  for (;;) {
    if ((await decisionNow(view)) === decision) return true;
    if ((await decisionNow(played)) !== decision) return false;
    guard.check(() => `the other page never showed ${decision}`);
    await view
      .locator('.actions__button:enabled, .window-banner button:enabled')
      .first()
      .waitFor({ state: 'attached' });
    await laidOut(view, null);
  }
}

/** The kind of a decision: the verbs of its labels (a label's first word of letters). */
export function kindOf(decision: string): string {
  const verbs = new Set<string>();
  for (const label of decision.split('|')) {
    const verb = label.split(/\s+/).find((w) => /^[A-Za-z]/.test(w));
    if (verb) verbs.add(verb);
  }
  return [...verbs].sort().join('+');
}

interface Walk {
  readonly game: string;
  readonly options?: TableChoices['options'];
  readonly needs: Needs;
  /** Plays one decision if the page has one now; true when it played. */
  readonly step: (page: Page) => Promise<boolean>;
  /** The most decisions measured: enough to meet every kind the game has. */
  readonly decisions: number;
}

const WALKS: readonly Walk[] = [
  {
    game: 'goalkeepers',
    needs: { board: '.gk', controls: '.gk button:enabled' },
    step: async (page) => goalkeepersStep(page),
    decisions: 40,
  },
];

describe('everything a decision needs, in view', () => {
  const stage = useStage();

  for (const walk of WALKS) {
    it(
      `${walk.game}: every decision's board, hand, countdown and controls on one screen at both sizes`,
      HANG_GUARD,
      async () => {
        const page = await stage.newPage();
        await createTable(
          page,
          stage.server.url,
          [
            { player: 'me', name: 'Ana' },
            { player: 'bot:easy', name: 'Robo' },
          ],
          { game: walk.game, ...(walk.options ? { options: walk.options } : {}) },
        );
        await waitLive(page);
        // The same seat on a phone, in the same browser (its seat's token): it only watches.
        const phone = await page.context().newPage();
        await phone.setViewportSize({ width: SIZES[1].width, height: SIZES[1].height });
        await phone.goto(page.url());
        await waitLive(phone);
        // Each part off screen once per size and kind, with the decisions it was off in.
        const failures = new Map<string, string>();
        const kinds = new Map<string, number>();
        const shot = new Set<string>();
        const guard = new StallGuard();
        let measured = 0;
        while (measured < walk.decisions && !(await page.locator('.outcome').isVisible())) {
          const before = await decisionNow(page);
          guard.check(() => `${walk.game}: stuck after ${String(measured)} decisions at ${before}`);
          if (before === '') {
            await page
              .locator('.actions__button:enabled, .window-banner button:enabled, .outcome')
              .first()
              .waitFor({ state: 'attached' });
            continue;
          }
          const seen: [string, Outside[]][] = [];
          const shots: (() => Promise<void>)[] = [];
          for (const [size, view] of [
            ['desktop', page],
            ['phone', phone],
          ] as const) {
            // The phone shows the same seat: it is measured once it shows the same decision
            // (not if the table moved on meanwhile). The board may load after the choices.
            if (!(await sameDecision(view, page, before))) break;
            await view.locator(walk.needs.board).first().waitFor();
            await laidOut(view, walk.needs);
            const parts = await outside(view, walk.needs);
            seen.push([size, parts]);
            // The first decision of a kind with a part off screen, as it was measured.
            const key = `${walk.game}-${size}-${kindOf(before)}`.replace(/[^\w-]+/g, '_');
            if (parts.length > 0 && !shot.has(key)) {
              const image = await view.screenshot();
              shots.push(async () => {
                shot.add(key);
                await writeFile(join(SHOTS, `in-view-${key}.png`), image);
              });
            }
          }
          if (seen.length === SIZES.length && (await decisionNow(page)) === before) {
            for (const keep of shots) await keep();
            measured++;
            const kind = kindOf(before);
            kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            for (const [size, parts] of seen) {
              if (parts.length === 0) continue;
              for (const part of parts) {
                const key = `${size} ${kind}: ${part.what}`;
                if (!failures.has(key))
                  failures.set(
                    key,
                    `${key}, top ${String(part.top)} bottom ${String(part.bottom)}`,
                  );
              }
            }
          }
          if (await walk.step(page)) guard.moved();
        }
        console.log(
          `${walk.game}: ${String(measured)} decisions measured, kinds ${JSON.stringify(Object.fromEntries(kinds))}`,
        );
        assert.ok(measured > 0, `${walk.game}: no decision measured`);
        assert.deepEqual(
          [...failures.values()],
          [],
          `${walk.game}: parts of a decision off the first screen`,
        );
      },
    );
  }
});
