/**
 * Everything a decision needs, in view (issue #37): for each of the five games, at every kind
 * of decision a person meets against bots, the board, the hand, the window's countdown and the
 * controls that answer the decision are on the first screen together, at a laptop's
 * 1280 × 900 and a phone's 390 × 844, measured with getBoundingClientRect at the top of the
 * page (nothing scrolled). A button must also be uncovered where it is clicked (nothing pinned
 * over it). Tables of every size a game is played at are walked, not only two seats:
 * Goalkeepers at 3 to 5 (more seats in the row, steals and passes), Goal! at 3 (one against a
 * pair) and 4 (partners passing cards), Next Goal Wins' season of three (its draft, events
 * and transfers), Golazo's and Supernatural Soccer's sides of two (a partner's pieces, windows
 * that ask both) and Supernatural Soccer's one against a pair; and
 * where sides have several players, full time: the result in football's words ("Ana and Cleo
 * win 2–1.") with the rematch and the replay on the first screen.
 *
 * Each kind is opened right at one moment of it (in-view-moments.ts: seeded games played
 * through the engine, the moment of each kind with the fullest hand, stored before the server
 * starts), at a laptop's size and at a phone's, each in a page of its own opened at that size
 * (never resized) and taken from moment to moment inside the app; nobody else acts there, so
 * nothing moves while it is measured. Every page measured is kept as a screenshot when asked
 * for (shots.ts), in-view-<game>[ at <n> seats]-<kind>-<size>.png.
 *
 * What it costs (issue #32: this file was the suite's dearest, 215–222 CPU-s, three quarters
 * of it Chromium's): each look at a moment is one `page.evaluate` (lookAt: the router's
 * navigation, the waits, the layout's standing still, the measures and the decision read
 * together) instead of a dozen Playwright round trips; a game's tables of every size share
 * its two pages (5 page loads a size instead of 13, all in one context, whose cache keeps the
 * app's bundle compiled), and a game's pages are closed when the next game starts instead of
 * staying open, each on its last table, until the file ends.
 * Every kind of decision of every table size is still measured at both sizes: the claim is
 * per kind and per table size, so no moment is dropped.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { findMoments, storeMoment, type Fullest, type Moment } from './in-view-moments.ts';
import { playedOut } from './stored-table.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { useStage, type Stage } from './stage.ts';
import { shot } from './shots.ts';
import { LATEST_LINES } from '../src/table/logLines.ts';

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

/** Frames a page may take to stand still before its layout counts as moving. */
const STILL_FRAMES = 600;

/** What one look at a moment found (lookAt). */
interface Look {
  /** '' once the layout stood still; otherwise the parts that still moved (a defect too). */
  readonly moving: string;
  /** The parts of the decision not wholly inside the viewport at the page's top. */
  readonly parts: readonly Outside[];
  /** The decision now, as the shell lists it (its actions and the window's way on), or ''. */
  readonly decision: string;
}

interface LookArgs {
  /** Where the app's router takes the page first, or null: the page was just loaded there. */
  readonly path: string | null;
  readonly board: string;
  readonly hand: string;
  /** The board's controls and the shell's (SHELL_CONTROLS). */
  readonly controls: string;
  /** Shown once the decision is: the shell's list of the decision's actions. */
  readonly ready: string;
  readonly frames: number;
  readonly patience: number;
}

/**
 * One look at a moment, all inside the page (one round trip instead of a dozen, issue #32):
 *
 * - the page is taken there inside the app, as a link a person follows is (the router's own
 *   navigation), by way of a page that is no table, so the table's page is drawn afresh and
 *   nothing of the last table is measured;
 * - it waits for the live connection, the shell's list of the decision's actions and the
 *   board shown, looking at every change of the document (and every 100 ms, for what a style
 *   sheet's arrival changes), as Playwright's waits did;
 * - it waits for the page to lay out: until the board's parts and controls stand still from
 *   one frame to the next (a board may render again for its size); after `frames` frames, the
 *   parts that still moved in the last frame (a layout that never settles, e.g. one a
 *   scrollbar's coming and going keeps switching, is a defect too);
 * - it measures with getBoundingClientRect at the top of the page (nothing scrolled) what of
 *   the board, the hand and the controls is not wholly inside the viewport, and which button
 *   is not the one a click at its middle reaches (under a pinned hand or a banner);
 * - it reads the decision the shell lists.
 */
async function lookAt(a: LookArgs): Promise<Look> {
  const visible = (el: Element | null): boolean => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const until = (what: string, holds: () => boolean): Promise<void> =>
    new Promise((resolve, reject) => {
      if (holds()) {
        resolve();
        return;
      }
      const done = (): void => {
        observer.disconnect();
        clearInterval(every);
        clearTimeout(guard);
      };
      const look = (): void => {
        if (!holds()) return;
        done();
        resolve();
      };
      const observer = new MutationObserver(look);
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const every = setInterval(look, 100);
      const guard = setTimeout(() => {
        done();
        const shown = document.body.innerText.slice(0, 400);
        reject(
          new Error(`${what} never came in ${String(a.patience)} ms; the page showed:\n${shown}`),
        );
      }, a.patience);
    });
  const follow = (to: string): void => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  };
  if (a.path !== null) {
    follow('/in-view/between');
    await until(
      'the page between tables',
      () => document.querySelector(`${a.board}, ${a.ready}`) === null,
    );
    follow(a.path);
  }
  await until('a live connection', () =>
    visible(document.querySelector('[data-connection="live"]')),
  );
  await until("the decision's actions", () => document.querySelector(a.ready) !== null);
  await until('the board', () => visible(document.querySelector(a.board)));

  const still = `${a.board}, ${a.hand || a.board}, ${a.controls}`;
  const where = (): string[] =>
    [...document.querySelectorAll(still)].map((el) => {
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}> ${String(r.top)},${String(r.left)},${String(r.width)},${String(r.height)}`;
    });
  const frame = (): Promise<void> =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  await frame();
  await frame();
  let moving = '';
  let last = where();
  for (let left = a.frames; ;) {
    await frame();
    const now = where();
    if (now.join(';') === last.join(';')) break;
    if (--left <= 0) {
      moving = now.filter((at, i) => at !== last[i]).join('; ');
      break;
    }
    last = now;
  }

  window.scrollTo(0, 0);
  const parts: Outside[] = [];
  const measure = (what: string, selector: string, whole: boolean): void => {
    const els = [...document.querySelectorAll(selector)];
    if (whole && els.length === 0) parts.push({ what, top: 0, bottom: 0, left: 0, right: 0 });
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const out =
        r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const covered = el.tagName === 'BUTTON' && !out && !(hit && el.contains(hit));
      if (!out && !covered) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 30);
      parts.push({
        what: `${what}${covered ? ' (covered)' : ''} <${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}> ${name}`,
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        left: Math.round(r.left),
        right: Math.round(r.right),
      });
    }
  };
  measure('board', a.board, true);
  if (a.hand) measure('hand', a.hand, false);
  measure('control', a.controls, false);

  const decision = [
    ...document.querySelectorAll('.actions__button:enabled, .window-banner button:enabled'),
  ]
    .map((el) => el.textContent)
    .join('|');
  return { moving, parts, decision };
}

/**
 * The log's list shows its latest lines (web/src/table/EventLog.tsx: a long Supernatural
 * Soccer game's thousands of lines cost seconds a page), and all of them when asked. Checked
 * at a plan's first moment whose log is longer than the list: false before one, true after.
 */
async function latestLinesOpen(page: Page, where: string): Promise<boolean> {
  const events = Number(await page.locator('.log').getAttribute('data-events'));
  const lines = page.locator('.log__event');
  assert.equal(await lines.count(), Math.min(events, LATEST_LINES), `${where}: the latest lines`);
  if (events <= LATEST_LINES) return false;
  const showAll = page.getByRole('button', {
    name: `Show all ${events.toLocaleString('en')} events`,
  });
  const showLatest = page.getByRole('button', {
    name: `Show the latest ${String(LATEST_LINES)} only`,
  });
  // Each button's words change with the list they show: counted once the other one is there.
  await showAll.click();
  await showLatest.waitFor();
  assert.equal(await lines.count(), events, `${where}: the whole log when asked`);
  assert.equal(await lines.first().getAttribute('data-index'), '0', `${where}: from its first`);
  await showLatest.click();
  await showAll.waitFor();
  assert.equal(await lines.count(), LATEST_LINES, `${where}: the latest lines again`);
  return true;
}

interface Plan {
  readonly game: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /** The table's seats (default 2) and the person's among them (default 0); bots in the rest. */
  readonly seats?: number;
  readonly person?: number;
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
  /**
   * Also measures full time, a table of sides (issue #37's results that read like football):
   * the result and the way on (rematch, replay) on the first screen, from seed `${game}-end`.
   */
  readonly fullTime?: boolean;
}

const GOALKEEPERS: Needs = { board: '.gk', controls: '.gk button:enabled' };
const GOAL: Needs = {
  // The match bar and one's own side, whose places a card goes to (on a phone the other
  // side's formations come under the pinned hand).
  board: '.goal-bar, .goal-side--own',
  hand: '.goal-hand',
  controls:
    '.goal-shot__option:enabled, .goal-handcard:enabled, .goal-target:enabled, .goal-turn__button:enabled',
};
const NEXT_GOAL_WINS: Needs = {
  board: '.ngw-pitch',
  hand: '.ngw-side--own .ngw-side__hand',
  controls:
    '.ngw [data-action]:enabled, .ngw-tray__button:enabled, .ngw [data-tactic]:enabled, .ngw [data-select]:enabled',
};
/**
 * A season's screen: its bar (a note in the match bar while the person plays a match), and
 * the phase's panel (the draft's decks, an event, a transfer window …) or the match in play,
 * the person's hand then; the season's choices (a deck, a card offered, the squad's let-go and
 * drop buttons where a decision asks for them) and a match's controls. A card's '?' that
 * explains a word is no answer to a decision.
 */
const NGW_SEASON: Needs = {
  board: '.ngw-season__bar, .ngw-season .ngw-pitch, .ngw-season .ngw-panel',
  hand: '.ngw-side--own .ngw-side__hand',
  controls: `.ngw-season__button:enabled, .ngw-fulltime__continue, ${NEXT_GOAL_WINS.controls}`,
};
const GOLAZO: Needs = {
  board: '.gz-pitch',
  hand: '.gz-hand',
  controls: '.gz-buttons button:enabled, .gz-card--playable, .gz-target:enabled',
};
const SUPERNATURAL_SOCCER: Needs = {
  board: '.ss-field',
  hand: '.ss-hand',
  controls: '.ss__side button:enabled, .ss-hex--target, .ss-kick, .ss-aim, .ss-wizard--target',
};

/** Goalkeepers' kinds at a table of three or more: a steal and a pass come with them. */
const GOALKEEPERS_SEATED = ['no-steal+steal', 'pass', 'reward', 'roll'];

const PLANS: readonly Plan[] = [
  { game: 'goalkeepers', needs: GOALKEEPERS, games: 3, kinds: ['reward', 'roll'] },
  { game: 'goalkeepers', seats: 3, needs: GOALKEEPERS, games: 3, kinds: GOALKEEPERS_SEATED },
  { game: 'goalkeepers', seats: 4, needs: GOALKEEPERS, games: 3, kinds: GOALKEEPERS_SEATED },
  { game: 'goalkeepers', seats: 5, needs: GOALKEEPERS, games: 3, kinds: GOALKEEPERS_SEATED },
  {
    game: 'goal',
    needs: GOAL,
    games: 10,
    kinds: ['add+discard+free-kick+start', 'keeper+let-in', 'let-in'],
  },
  // Three seats: the person alone against a pair, whose two formations face it.
  {
    game: 'goal',
    seats: 3,
    needs: GOAL,
    games: 10,
    kinds: ['add+discard+free-kick+start', 'keeper+let-in', 'let-in'],
  },
  // Four: two sides of partners, who pass cards to each other (GL-2.1), and their result.
  {
    game: 'goal',
    seats: 4,
    needs: GOAL,
    games: 10,
    kinds: ['add+pass+start', 'keeper+let-in', 'let-in', 'pass'],
    fullTime: true,
  },
  {
    game: 'next-goal-wins',
    options: { mode: 'match' },
    needs: NEXT_GOAL_WINS,
    games: 120,
    // A tactic is played with a choice (a taker with Whipped Cross): the most choices is the
    // most to lay out (a newcomer's phone had its attack tactics under three takers' chances).
    most: 'choices',
    kinds: ['cross+dribble+pass', 'defend+no-defence', 'done+sub-out', 'pick', 'sub-in'],
  },
  // A season of three (NGW-20 on): the draft, events, transfers, and matches others watch.
  {
    game: 'next-goal-wins',
    seats: 3,
    needs: NGW_SEASON,
    games: 2,
    most: 'choices',
    kinds: ['choose-footballer', 'deck', 'keep-tactic', 'let-go', 'pick', 'sub-in'],
  },
  {
    game: 'golazo',
    needs: GOLAZO,
    games: 20,
    hoard: ['play'],
    kinds: ['aim', 'end+move+play', 'kick-off', 'pass+play (window)', 'roll', 'save'],
  },
  // Two sides of two: a teammate's counters beside one's own, windows that ask both.
  {
    game: 'golazo',
    seats: 4,
    needs: GOLAZO,
    games: 14,
    hoard: ['play'],
    kinds: ['aim', 'end+move+play', 'kick-off', 'pass+play (window)', 'roll', 'save'],
    fullTime: true,
  },
  {
    game: 'supernatural-soccer',
    needs: SUPERNATURAL_SOCCER,
    games: 8,
    hoard: ['play'],
    kinds: ['attack+decline', 'commit', 'exchange', 'kick', 'move+stay', 'pass+play (window)'],
  },
  // One against a pair (SS-3.2), the person one of the pair with a wizard of its own.
  {
    game: 'supernatural-soccer',
    seats: 3,
    person: 1,
    needs: SUPERNATURAL_SOCCER,
    games: 3,
    hoard: ['play'],
    kinds: ['attack+decline', 'commit', 'kick', 'move+stay', 'pass+play (window)'],
  },
  {
    game: 'supernatural-soccer',
    seats: 4,
    needs: SUPERNATURAL_SOCCER,
    games: 4,
    hoard: ['play'],
    kinds: ['attack+decline', 'commit', 'kick', 'move+stay', 'pass+play (window)'],
    fullTime: true,
  },
];

/** A plan's name, e.g. 'goal at 4 seats'. */
const planName = (plan: Plan): string =>
  plan.seats === undefined ? plan.game : `${plan.game} at ${String(plan.seats)} seats`;

/** Long enough that no window closes by its countdown while a page is measured. */
const WINDOW_SECONDS = 600;

const MOMENTS = new Map(
  PLANS.map((plan) => [
    plan,
    findMoments({
      ...plan,
      options: plan.options ?? {},
      name: `in-view-${plan.game}${plan.seats === undefined ? '' : `-${String(plan.seats)}`}`,
    }),
  ]),
);
const invites = new Map<Moment, string>();
/** The invite to each full-time table, by plan. */
const ends = new Map<Plan, string>();

/** Full time: the result in words and the ways on, the board of that moment. */
const FULL_TIME: Needs = {
  board: '.outcome__headline, .outcome__places',
  controls: '.outcome__next button:enabled, .outcome__next a',
};

/**
 * A result in football's words (web/src/table/resultWords.ts): "Draw, 1–1.", "Ana and Cleo
 * win 2–1.", "Ana and Cleo win after a 1–1 draw." (a tie-break); no place shared by two
 * seats of one side.
 */
const FOOTBALL_RESULT = /^(Draw, \d+–\d+\.|\S+ and \S+ win (\d+–\d+|after a (\d+)–\3 draw)\.)$/u;

/**
 * Measures a moment at each size, in that size's own page: each page is opened at its size
 * and never resized. Measured after a resize instead, a loaded run (ci1, session 25) found a
 * Next Goal Wins phone's controls below the screen that a fresh phone load, and the same
 * resize on a quiet machine, showed on it: a person's phone opens the page at its own size.
 * The first table a page shows is loaded; each later one is reached inside the app (lookAt).
 * A page load for each of the walk's ~100 moments at each size was most of the browser
 * tests' CPU time (session 26: 294 CPU-s of about 960). The failures found, each prefixed by
 * its size, and the decision each size's page shows.
 */
async function measure(
  pages: readonly Page[],
  origin: string,
  path: string,
  needs: Needs,
  ready: string,
  where: string,
  key: string,
): Promise<{ failures: string[]; decisions: string[] }> {
  const failures: string[] = [];
  const decisions: string[] = [];
  for (const [i, size] of SIZES.entries()) {
    const page = pages[i];
    assert.ok(page, `no page at the ${size.name}'s size`);
    const loaded = !page.url().startsWith(origin);
    if (loaded) await page.goto(`${origin}${path}`);
    const look = await page.evaluate(lookAt, {
      path: loaded ? null : path,
      board: needs.board,
      hand: needs.hand ?? '',
      controls: `${needs.controls}, ${SHELL_CONTROLS}`,
      ready,
      frames: STILL_FRAMES,
      patience: PATIENCE_MS,
    });
    if (look.moving !== '') failures.push(`${size.name} ${where}: never still: ${look.moving}`);
    await shot(page, `in-view-${`${key}-${size.name}`.replace(/[^\w-]+/g, '_')}.png`);
    for (const part of look.parts)
      failures.push(
        `${size.name} ${where}: ${part.what}, top ${String(part.top)} bottom ${String(part.bottom)} left ${String(part.left)} right ${String(part.right)}`,
      );
    decisions.push(look.decision);
  }
  return { failures, decisions };
}

/**
 * The two pages a game's plans are walked in, a size each, both the person's (one context:
 * the seat's invite claims it for that browser). A game's tables of every size share them;
 * the next game opens fresh ones (no style of another game's board in the page) in the same
 * context, whose cache keeps the app's bundle compiled.
 */
let open: { game: string; pages: readonly Page[] } | undefined;

async function pagesFor(stage: Stage, game: string): Promise<readonly Page[]> {
  if (open?.game === game) return open.pages;
  const [was] = open?.pages ?? [];
  for (const page of open?.pages ?? []) await page.close();
  const desktop = was ? await was.context().newPage() : await stage.newPage(SIZES[0]);
  const phone = await desktop.context().newPage();
  await phone.setViewportSize(SIZES[1]);
  for (const page of was ? [desktop, phone] : [phone])
    page.on('pageerror', (error) => {
      console.error(`page error: ${error.message}`);
    });
  open = { game, pages: [desktop, phone] };
  return open.pages;
}

describe('everything a decision needs, in view', () => {
  const stage = useStage({}, (dataDir) => {
    for (const moments of MOMENTS.values())
      for (const moment of moments)
        invites.set(moment, storeMoment(dataDir, moment, WINDOW_SECONDS));
    for (const plan of PLANS.filter((p) => p.fullTime)) {
      const seats = plan.seats ?? 2;
      const seed = `in-view-${plan.game}-end`;
      const { moves } = playedOut(plan.game, seats, seed, plan.options);
      const table = { ...plan, seats, person: 0, seed, options: plan.options ?? {}, moves };
      ends.set(plan, storeMoment(dataDir, table, WINDOW_SECONDS, true));
    }
  });

  for (const plan of PLANS) {
    const moments = MOMENTS.get(plan) ?? [];
    const name = planName(plan);
    it(
      `${name}: each kind of decision (${String(moments.length)})${plan.fullTime ? ' and full time' : ''} has its board, hand, countdown and controls on one screen at both sizes`,
      HANG_GUARD,
      async () => {
        const kinds = moments.map((m) => m.kind);
        for (const kind of plan.kinds)
          assert.ok(kinds.includes(kind), `${name}: no moment of ${kind} in ${kinds.join(', ')}`);
        const pages = await pagesFor(stage, plan.game);
        const [desktop] = pages;
        assert.ok(desktop);
        const origin = stage.server.url;
        const failures: string[] = [];
        let logOpened = false;
        for (const moment of moments) {
          const invite = invites.get(moment);
          assert.ok(invite, `${name} ${moment.kind}: not stored`);
          const where = `${moment.kind}, hand ${String(moment.hand)} (${moment.seed} after ${String(moment.moves.length)} moves)`;
          // The shell's list of the decision's actions, not only a window's Pass: the banner
          // can come up a moment before the list (seen under load: a phone read 'Pass' alone).
          const ready = '.actions__button:enabled';
          const key = `${name}-${moment.kind}`;
          const seen = await measure(pages, origin, invite, plan.needs, ready, where, key);
          failures.push(...seen.failures);
          for (const [i, decision] of seen.decisions.entries())
            assert.notEqual(
              decision,
              '',
              `${name} ${where}: no decision shown at the ${SIZES[i]?.name ?? ''}'s size`,
            );
          if (!logOpened) logOpened = await latestLinesOpen(desktop, `${name} ${where}`);
        }
        const end = ends.get(plan);
        if (end) {
          const seen = await measure(
            pages,
            origin,
            end,
            FULL_TIME,
            '.outcome',
            'full time',
            `${name}-end`,
          );
          failures.push(...seen.failures);
          for (const page of pages) {
            const headline = await page.locator('.outcome__headline').textContent();
            assert.match(headline ?? '', FOOTBALL_RESULT, `${name}: full time in other words`);
          }
        }
        console.log(`${name}: ${String(moments.length)} kinds measured: ${kinds.join(', ')}`);
        assert.deepEqual(failures, [], `${name}: parts of a decision off the first screen`);
      },
    );
  }
});
