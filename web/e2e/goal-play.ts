/**
 * Playing Goal! in a page the way a person does: answer a shot from the Shot! panel, or pick
 * a card in hand and click one of the places that light up for it; else the board's Pass or
 * Free Kick button, else the shell's first action button. Every clickable thing stands for
 * one of the legal choices the server sent, so any click is a legal move. The choice between
 * them is only a taste, to see shots: build shooting formations, keep saving formations one
 * card short (so a shot asks for an answer) and keep a Goalkeeper.
 */
import type { Locator, Page } from 'playwright-core';
import { setupChecked } from '../../src/core/checked.ts';
import type { Action, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import type { GoalView } from '../../src/games/goal/view.ts';
import { StallGuard, changeMark, clickWhileThere, untilChanged } from './patience.ts';
import { engineOf } from './stored-table.ts';

/** What the loop saw, for assertions and screenshots. */
export interface GoalPlayHooks {
  /** Called once per page the first time it must answer a shot, before it answers. */
  readonly onShot?: (page: Page) => Promise<void>;
  /** Called once per page after this many of its own moves. */
  readonly midGameAfter?: number;
  readonly onMidGame?: (page: Page) => Promise<void>;
}

export interface GoalPlayStats {
  moves: number;
  boardMoves: number;
  shellMoves: number;
  shotsAnswered: number;
  closingSeen: boolean;
}

/**
 * Clicks `target`; false when it went away first (the table moved on under the pointer: look
 * again). A target still there is tried for as long as the patience allows, never for a set
 * second, so a loaded machine only makes the game slower.
 */
const tryClick = (target: Locator): Promise<boolean> => clickWhileThere(target);

/** A place's worth for this taste of play; higher is better. */
function scorePlaces(places: Element[]): number[] {
  return places.map((el) => {
    const move = el.getAttribute('data-move');
    const formation = el.closest('[data-side]');
    const side = formation?.getAttribute('data-side');
    const length = Number(formation?.getAttribute('data-length') ?? 0);
    const card = Number(document.querySelector('[aria-pressed="true"]')?.getAttribute('data-card'));
    if (move === 'add') return side === 'shooting' ? 50 + length : length === 1 ? 40 : 5;
    const saving = document.querySelectorAll('.goal-side--own [data-side="saving"]').length;
    if (move === 'start' && el.textContent.includes('saving')) return saving === 0 ? 38 : 30;
    if (move === 'start') return 35;
    if (move === 'free-kick') return 20;
    if (move === 'keeper') return 60;
    if (move === 'discard') return card === 1 ? 0 : card === 12 ? 1 : 10;
    return 0;
  });
}

/**
 * Picks the best card and place by trying each playable card; true when it played, false
 * with no card to play, null when a click missed (the page moved on, or is slow): look again.
 */
async function playFromHand(page: Page): Promise<boolean | null> {
  const cards = page.locator('.goal-hand button.goal-handcard[data-playable="yes"]:enabled');
  const count = await cards.count();
  if (count === 0) return false;
  let best = { score: -1, card: -1, place: -1 };
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    if ((await card.getAttribute('aria-pressed')) !== 'true' && !(await tryClick(card)))
      return null;
    const scores = await page.locator('.goal-target:enabled').evaluateAll(scorePlaces);
    scores.forEach((score, place) => {
      if (score > best.score) best = { score, card: i, place };
    });
  }
  if (best.card < 0) return false;
  const card = cards.nth(best.card);
  if ((await card.getAttribute('aria-pressed')) !== 'true' && !(await tryClick(card))) return null;
  return (await tryClick(page.locator('.goal-target:enabled').nth(best.place))) || null;
}

/** Plays one decision if this page has one now; says how, or null when it had none. */
export async function goalStep(
  page: Page,
  beforeAnswer?: () => Promise<void>,
): Promise<'answer' | 'board' | 'shell' | null> {
  // The shell lists the same choices as the board, rendered with it: none, no decision.
  const shell = page.locator('.actions__button:enabled');
  if ((await shell.count()) === 0) return null;
  const answer = page.locator('.goal-shot__option:enabled');
  if ((await answer.count()) > 0) {
    await beforeAnswer?.();
    return (await tryClick(answer.first())) ? 'answer' : null;
  }
  // A missed click is not a reason to use the shell: a slow page would be played off the board.
  const fromHand = await playFromHand(page);
  if (fromHand) return 'board';
  if (fromHand === null) return null;
  const button = page.locator('.goal-turn__button:enabled');
  if ((await button.count()) > 0) return (await tryClick(button.first())) ? 'board' : null;
  if (process.env.GOAL_DEBUG) console.log('SHELL', await shell.allTextContents());
  return (await tryClick(shell.first())) ? 'shell' : null;
}

export function isFullTime(page: Page): Promise<boolean> {
  return page.locator('.outcome').isVisible();
}

/** Plays in every page, in turn, until each one shows full time. */
export async function playGoalToFullTime(
  pages: readonly Page[],
  hooks: GoalPlayHooks = {},
): Promise<GoalPlayStats> {
  const guard = new StallGuard();
  const stats: GoalPlayStats = {
    moves: 0,
    boardMoves: 0,
    shellMoves: 0,
    shotsAnswered: 0,
    closingSeen: false,
  };
  const shot = new Set<Page>();
  const own = new Map<Page, number>();
  for (;;) {
    const marks = await Promise.all(pages.map(changeMark));
    const over = await Promise.all(pages.map(isFullTime));
    if (over.every(Boolean)) return stats;
    guard.check(() => `No full time after ${stats.moves} moves`);
    let played = false;
    for (const page of pages) {
      if (!stats.closingSeen && (await page.locator('.goal-turn--closing.goal-turn--mine').count()))
        stats.closingSeen = true;
      const how = await goalStep(page, async () => {
        if (shot.has(page)) return;
        shot.add(page);
        await hooks.onShot?.(page);
      });
      if (!how) continue;
      played = true;
      guard.moved();
      stats.moves++;
      if (how === 'shell') stats.shellMoves++;
      else stats.boardMoves++;
      if (how === 'answer') stats.shotsAnswered++;
      const mine = (own.get(page) ?? 0) + 1;
      own.set(page, mine);
      if (mine === hooks.midGameAfter) await hooks.onMidGame?.(page);
    }
    if (!played) await untilChanged(pages, marks);
  }
}

/** A seeded Goal! game cut at a chosen decision of seat 0, to store as a table (stored-table.ts). */
export interface GoalCut {
  readonly seed: string;
  readonly moves: readonly (readonly [Seat, Action])[];
}

/**
 * The first of the seeded games `${name}-0`, `${name}-1` … of Goal! at `seats` that reaches a
 * decision of seat 0 (the person) where `at` holds of its view, cut there: every seat plays at
 * random from one generator seeded by the game's seed (as stored-table.ts playedOut does), so
 * the cut is the same every run. A table stored with these moves opens at that decision, e.g.
 * a shot to answer a few turns before full time, and the test plays only the game's end.
 */
export function goalCut(seats: number, name: string, at: (view: GoalView) => boolean): GoalCut {
  const engine = engineOf('goal');
  const legal: Action[] = [];
  for (let i = 0; i < 50; i++) {
    const seed = `${name}-${String(i)}`;
    const setup = setupChecked(engine, { options: {}, seats, seed });
    if (!setup.ok) throw new Error(setup.error.message);
    const state = setup.value.state;
    const rng = Rng.fromSeed(`${seed}/players`);
    const moves: [Seat, Action][] = [];
    while (engine.outcome(state) === undefined) {
      const seat = engine.actors(state)[0] as Seat;
      if (seat === 0 && at(engine.view(state, 0) as GoalView)) return { seed, moves };
      engine.legalActions(state, seat, legal);
      const action = legal[rng.int(legal.length)] as Action;
      engine.apply(state, seat, action);
      moves.push([seat, action]);
    }
  }
  throw new Error(`Goal! at ${String(seats)}: no such decision in 50 games seeded ${name}-…`);
}
