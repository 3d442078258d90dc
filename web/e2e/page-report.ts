/**
 * What the open pages show, in words, for the log of a failed browser test: a timeout alone
 * ("waiting for the heading 'Note Ana'") does not say what was on the screen instead. Two of
 * the suite's reds were read only after a reproduction: a page that was a guest again after
 * signing up, and a create form that had stopped asking. Each page's address, its main
 * heading and its notices (refusals, statuses, countdowns) say such things at once.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';

/** How long one page may take to answer: a hung page must not hang the report. */
const ANSWER_MS = 5000;

interface Shown {
  readonly heading: string;
  readonly notices: readonly string[];
}

/** One line a page, e.g. "http://…/account: heading 'Account'; notices: 'Sign in to …'". */
export async function whatPagesShow(pages: readonly Page[]): Promise<string> {
  const lines = await Promise.all(
    pages
      .filter((page) => !page.isClosed())
      .map(async (page) => {
        const shown = await withinTime(page.evaluate(readShown), ANSWER_MS);
        if (shown === undefined) return `${page.url()}: no answer within ${ANSWER_MS / 1000} s`;
        const notices = shown.notices.map((text) => `'${text}'`).join(', ');
        return `${page.url()}: heading '${shown.heading}'; notices: ${notices || 'none'}`;
      }),
  );
  return lines.join('\n');
}

/** In the page: its first h1 and the text of its alerts, statuses and notices. */
function readShown(): Shown {
  const texts = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)]
      .map((element) => element.innerText.trim().replaceAll(/\s+/gu, ' '))
      .filter((text) => text !== '');
  return {
    heading: texts('h1')[0] ?? '',
    notices: [...new Set(texts('[role="alert"], [role="status"], .notice'))],
  };
}

/** `promise`'s value, or undefined if it takes longer than `ms` or fails. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  // Unreferenced: a timer left running does not keep the test process alive.
  return Promise.race([promise.catch(() => undefined), delay(ms, undefined, { ref: false })]);
}
