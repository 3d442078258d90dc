/**
 * Everything a decision needs, in view (issue #37): for each of the five games, at every kind
 * of decision a person meets against a bot, the board, the hand, the window's countdown and the
 * controls that answer the decision are on the first screen together, at a laptop's
 * 1280 × 900 and a phone's 390 × 844, measured with getBoundingClientRect at the top of the
 * page (nothing scrolled). A button must also be uncovered where it is clicked (nothing pinned
 * over it).
 *
 * Each kind is opened right at one moment of it (in-view-moments.ts: seeded games played
 * through the engine, the moment of each kind with the fullest hand, stored before the server
 * starts), in a laptop's page and then in a phone's page of the same browser showing the same
 * seat; nobody else acts there, so nothing moves while it is measured. Every page measured is
 * kept as a screenshot, in-view-<game>-<size>-<kind>.png.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { findMoments, storeMoment, type Fullest, type Moment } from './in-view-moments.ts';
import { HANG_GUARD } from './patience.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';
import { shot } from './shots.ts';

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

/** Frames a page may take to stand still before its layout counts as moving. */
const STILL_FRAMES = 600;

/**
 * Waits for the page to lay out: until the board's parts and controls stand still from one
 * frame to the next (a board may render again for its size). '' once still; otherwise, after
 * `STILL_FRAMES` frames, the parts that still moved in the last frame (a layout that never
 * settles, e.g. one a scrollbar's coming and going keeps switching, is a defect too).
 */
const laidOut = (page: Page, needs: Needs): Promise<string> =>
  page.evaluate(
    ([selector, frames]) =>
      new Promise<string>((resolve) => {
        const where = (): string[] =>
          [...document.querySelectorAll(selector)].map((el) => {
            const r = el.getBoundingClientRect();
            return `<${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}> ${String(r.top)},${String(r.left)},${String(r.width)},${String(r.height)}`;
          });
        let last = where();
        let left = frames;
        const look = (): void => {
          const now = where();
          if (now.join(';') === last.join(';')) resolve('');
          else if (--left <= 0) resolve(now.filter((at, i) => at !== last[i]).join('; '));
          else {
            last = now;
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(() => {
          requestAnimationFrame(look);
        });
      }),
    [
      `${needs.board}, ${needs.hand ?? needs.board}, ${needs.controls}, ${SHELL_CONTROLS}`,
      STILL_FRAMES,
    ] as const,
  );

/** The decision now, as the shell lists it (its actions and the window's way on), or ''. */
async function decisionNow(page: Page): Promise<string> {
  const labels = await page
    .locator('.actions__button:enabled, .window-banner button:enabled')
    .allTextContents();
  return labels.join('|');
}

interface Plan {
  readonly game: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly needs: Needs;
  /** How many seeded games are played to meet every kind of decision. */
  readonly games: number;
  /**
   * Action kinds the person never picks while it has another (in-view-moments.ts), so the
   * hands measured are full ones.
   */
  readonly hoard?: readonly string[];
  /** The kinds the games must meet at least: a change that loses one fails here. */
  readonly kinds: readonly string[];
  /** Which moment of a kind is measured (in-view-moments.ts): the fullest hand by default. */
  readonly most?: Fullest;
  /** The sizes measured, where not both. */
  readonly sizes?: readonly (typeof SIZES)[number]['name'][];
}

const PLANS: readonly Plan[] = [
  {
    game: 'goalkeepers',
    needs: { board: '.gk', controls: '.gk button:enabled' },
    games: 3,
    kinds: ['reward', 'roll'],
  },
  {
    game: 'goal',
    needs: {
      // The match bar and one's own side, whose places a card goes to (on a phone the other
      // side's formations come under the pinned hand).
      board: '.goal-bar, .goal-side--own',
      hand: '.goal-hand',
      controls:
        '.goal-shot__option:enabled, .goal-handcard:enabled, .goal-target:enabled, .goal-turn__button:enabled',
    },
    games: 10,
    kinds: ['add+discard+free-kick+start', 'keeper+let-in', 'let-in'],
  },
  {
    game: 'next-goal-wins',
    options: { mode: 'match' },
    needs: {
      board: '.ngw-pitch',
      hand: '.ngw-side--own .ngw-side__hand',
      controls:
        '.ngw [data-action]:enabled, .ngw-tray__button:enabled, .ngw [data-tactic]:enabled, .ngw [data-select]:enabled',
    },
    games: 120,
    // A tactic is played with a choice (a taker with Whipped Cross): the most choices is the
    // most to lay out (a newcomer's phone had its attack tactics under three takers' chances).
    most: 'choices',
    kinds: ['cross+dribble+pass', 'defend+no-defence', 'done+sub-out', 'pick', 'sub-in'],
  },
  {
    game: 'golazo',
    needs: {
      board: '.gz-pitch',
      hand: '.gz-hand',
      controls: '.gz-buttons button:enabled, .gz-card--playable, .gz-target:enabled',
    },
    games: 20,
    hoard: ['play'],
    kinds: ['aim', 'end+move+play', 'kick-off', 'pass+play (window)', 'roll', 'save'],
  },
  {
    game: 'supernatural-soccer',
    needs: {
      board: '.ss-field',
      hand: '.ss-hand',
      controls: '.ss__side button:enabled, .ss-hex--target, .ss-kick, .ss-aim, .ss-wizard--target',
    },
    games: 8,
    hoard: ['play'],
    kinds: ['attack+decline', 'commit', 'exchange', 'kick', 'move+stay', 'pass+play (window)'],
  },
];

/** Long enough that no window closes by its countdown while a page is measured. */
const WINDOW_SECONDS = 600;

const MOMENTS = new Map(
  PLANS.map((plan) => [
    plan.game,
    findMoments(
      plan.game,
      plan.options ?? {},
      `in-view-${plan.game}`,
      plan.games,
      plan.hoard,
      plan.most,
    ),
  ]),
);
const invites = new Map<Moment, string>();

/** Opens the moment's table in `page` and waits until its decision and board are laid out. */
async function open(
  page: Page,
  url: string,
  needs: Needs,
): Promise<{ decision: string; moving: string }> {
  // The tab in front: a tab behind another is hidden, and a hidden page's frames and timers
  // are held back (its connection may not come up, nor its layout settle).
  await page.bringToFront();
  await page.goto(url);
  await waitLive(page);
  // The shell's list of the decision's actions, not only a window's Pass: the banner can come
  // up a moment before the list (seen under load: a phone read 'Pass' alone at a window).
  await page.locator('.actions__button:enabled').first().waitFor({ state: 'attached' });
  await page.locator(needs.board).first().waitFor();
  const moving = await laidOut(page, needs);
  return { decision: await decisionNow(page), moving };
}

describe('everything a decision needs, in view', () => {
  const stage = useStage({}, (dataDir) => {
    for (const moments of MOMENTS.values())
      for (const moment of moments)
        invites.set(moment, storeMoment(dataDir, moment, WINDOW_SECONDS));
  });

  for (const plan of PLANS) {
    const moments = MOMENTS.get(plan.game) ?? [];
    it(
      `${plan.game}: each kind of decision (${String(moments.length)}) has its board, hand, countdown and controls on one screen at ${plan.sizes ? `the ${plan.sizes.join(' and ')} size` : 'both sizes'}`,
      HANG_GUARD,
      async () => {
        const kinds = moments.map((m) => m.kind);
        for (const kind of plan.kinds)
          assert.ok(
            kinds.includes(kind),
            `${plan.game}: no moment of ${kind} in ${kinds.join(', ')}`,
          );
        const page = await stage.newPage({ width: SIZES[0].width, height: SIZES[0].height });
        // The same seat on a phone, in the same browser (its seat's token).
        const phone = await page.context().newPage();
        await phone.setViewportSize({ width: SIZES[1].width, height: SIZES[1].height });
        const failures: string[] = [];
        for (const moment of moments) {
          const invite = invites.get(moment);
          assert.ok(invite, `${plan.game} ${moment.kind}: not stored`);
          const where = `${moment.kind}, hand ${String(moment.hand)} (${moment.seed} after ${String(moment.moves.length)} moves)`;
          let decision = '';
          const views = [
            [SIZES[0].name, page],
            [SIZES[1].name, phone],
          ] as const;
          for (const [size, view] of views.filter(([name]) => plan.sizes?.includes(name) ?? true)) {
            // The laptop's page takes the seat by its invite; the phone's opens the same page.
            const shown = await open(
              view,
              view === page ? `${stage.server.url}${invite}` : page.url(),
              plan.needs,
            );
            if (view === page) decision = shown.decision;
            assert.notEqual(shown.decision, '', `${plan.game} ${where}: no decision shown`);
            assert.equal(
              shown.decision,
              decision,
              `${plan.game} ${where}: the phone shows another decision`,
            );
            if (shown.moving !== '')
              failures.push(`${size} ${where}: never still: ${shown.moving}`);
            const parts = await outside(view, plan.needs);
            const key = `${plan.game}-${size}-${moment.kind}`.replace(/[^\w-]+/g, '_');
            await shot(view, `in-view-${key}.png`);
            for (const part of parts)
              failures.push(
                `${size} ${where}: ${part.what}, top ${String(part.top)} bottom ${String(part.bottom)} left ${String(part.left)} right ${String(part.right)}`,
              );
          }
        }
        console.log(`${plan.game}: ${String(moments.length)} kinds measured: ${kinds.join(', ')}`);
        assert.deepEqual(failures, [], `${plan.game}: parts of a decision off the first screen`);
      },
    );
  }
});
