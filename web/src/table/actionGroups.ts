/**
 * The shell's list of legal actions in groups (issue #37): the choices that move one piece, or
 * play one card, go under one heading that opens to show them, so a list of twenty
 * "Play Telekinesis on wizard A, west" or a dozen "#2 steps b4–a3" no longer drowns the page.
 * Read from each choice's ActionInfo (piece, card, kind) the engine sends, never from its words;
 * the heading is the words the group's labels share.
 */
import type { LegalChoice } from '../protocol.ts';

/** One line of the list: a choice alone, or a group of choices under a heading. */
export type ActionLine =
  | { readonly kind: 'one'; readonly choice: LegalChoice }
  | {
      readonly kind: 'group';
      /** Stable across updates while the same piece or card is offered, e.g. 'piece:7'. */
      readonly key: string;
      /** The words every label of the group begins with, e.g. 'Play Telekinesis on wizard'. */
      readonly heading: string;
      readonly choices: readonly LegalChoice[];
    };

/** Lists this long or shorter stay as they are: nothing to collapse. */
export const GROUP_ABOVE = 6;

/** What a choice is grouped by: the piece it moves, else the card it plays, else nothing. */
function groupKey(choice: LegalChoice): string | null {
  const info = choice.info;
  if (!info) return null;
  if (info.piece !== undefined) return `piece:${String(info.piece)}`;
  if (info.card !== undefined) return `card:${info.kind}:${String(info.card)}`;
  return null;
}

/** The whole words that begin every label, e.g. ['#2 steps b4–a3', '#2 steps b4–b3'] → '#2 steps'. */
export function sharedWords(labels: readonly string[]): string {
  const [first, ...rest] = labels.map((label) => label.split(/\s+/));
  if (!first) return '';
  let n = first.length;
  for (const words of rest) {
    let same = 0;
    while (same < n && words[same] === first[same]) same++;
    n = same;
  }
  // A heading ends on a word, not on the comma of one choice's target.
  return first
    .slice(0, n)
    .join(' ')
    .replace(/[,:;–-]+$/, '');
}

/** Words a heading does not end on: they lead to the target that differs, e.g. 'Start a'. */
const LEADING = new Set(['a', 'an', 'the', 'on', 'to', 'with', 'at', 'of', 'from', 'for', 'into']);

/**
 * A group's heading: the words its labels begin with, up to a colon ('Play Body Swap: wizard A
 * with wizard B' → 'Play Body Swap') and never ending on a word that leads to what differs
 * ('Add Outside Right (7) to'); where the labels also end alike, that end after an ellipsis, so
 * a heading says what the choices share rather than a fragment ('Start a shooting formation with
 * Right Back (2)' and '…saving…' → 'Start a … formation with Right Back (2)', not 'Start a').
 */
export function groupHeading(labels: readonly string[]): string {
  let head = sharedWords(labels).split(' ').filter(Boolean);
  const colon = head.findIndex((word) => word.endsWith(':'));
  if (colon >= 0) head = [...head.slice(0, colon), (head[colon] ?? '').slice(0, -1)];
  const tail = sharedWords(labels.map((label) => label.split(/\s+/).reverse().join(' ')))
    .split(' ')
    .filter(Boolean)
    .reverse();
  const shortest = Math.min(...labels.map((label) => label.split(/\s+/).length));
  // The tail is told only where it is not already part of the head (labels alike to the end).
  const ends = tail.length > 0 && head.length + tail.length < shortest;
  if (!ends) while (head.length > 1 && LEADING.has(head.at(-1)?.toLowerCase() ?? '')) head.pop();
  const words = head.join(' ');
  return ends && words !== '' ? `${words} … ${tail.join(' ')}` : words;
}

/**
 * The lines of the list: choices alone first, in the engine's order (the roll, the end of the
 * moves, a pass), then the groups, in the order of their first choice. A group of one is a
 * choice alone; a short list is not grouped at all.
 */
export function actionLines(legal: readonly LegalChoice[]): ActionLine[] {
  if (legal.length <= GROUP_ABOVE) return legal.map((choice) => ({ kind: 'one', choice }));
  const groups = new Map<string, LegalChoice[]>();
  const alone: LegalChoice[] = [];
  for (const choice of legal) {
    const key = groupKey(choice);
    if (key === null) {
      alone.push(choice);
      continue;
    }
    const group = groups.get(key);
    if (group) group.push(choice);
    else groups.set(key, [choice]);
  }
  const lines: ActionLine[] = [];
  const grouped: ActionLine[] = [];
  for (const [key, choices] of groups) {
    const [only] = choices;
    if (choices.length === 1 && only) {
      alone.push(only);
      continue;
    }
    const heading = groupHeading(choices.map((c) => c.label)) || (choices[0]?.info?.kind ?? key);
    grouped.push({ kind: 'group', key, heading, choices });
  }
  // Choices alone keep the engine's order among themselves.
  const order = new Map(legal.map((choice, i) => [choice.action, i]));
  alone.sort((a, b) => (order.get(a.action) ?? 0) - (order.get(b.action) ?? 0));
  for (const choice of alone) lines.push({ kind: 'one', choice });
  lines.push(...grouped);
  return lines;
}
