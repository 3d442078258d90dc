/**
 * The columns of the cards-and-choices table, and each cell's text and sort key: one source for
 * the report's page (html.ts) and the web app's Lab page, so both show the same figures.
 */
import type { CardRow } from './cards.ts';
import type { Interval } from './stats.ts';

export interface CardColumn {
  readonly id: CardColumnId;
  readonly label: string;
  /** What the column means, for its head's tooltip. */
  readonly title: string;
  readonly numeric: boolean;
}

export type CardColumnId =
  | 'name'
  | 'kind'
  | 'held'
  | 'drawn'
  | 'played'
  | 'plays'
  | 'winHeld'
  | 'winDrawn'
  | 'winPlayed'
  | 'winNotSeen'
  | 'improvement';

export const CARD_COLUMNS: readonly CardColumn[] = [
  { id: 'name', label: 'Card or choice', title: 'The card, or the kind of action', numeric: false },
  {
    id: 'kind',
    label: 'Kind',
    title: 'card, or choice (an action that plays no card)',
    numeric: false,
  },
  {
    id: 'held',
    label: 'Held',
    title: 'Seat-games in which an action with it was offered (for a choice: offered among others)',
    numeric: true,
  },
  {
    id: 'drawn',
    label: 'Drawn',
    title: "Seat-games in which it was first held after the seat's first decision",
    numeric: true,
  },
  {
    id: 'played',
    label: 'Played',
    title: 'Seat-games in which it was played or chosen',
    numeric: true,
  },
  { id: 'plays', label: 'Plays', title: 'Times it was played or chosen', numeric: true },
  {
    id: 'winHeld',
    label: 'Win held',
    title: 'Win rate in games held (a draw half a win)',
    numeric: true,
  },
  { id: 'winDrawn', label: 'Win drawn', title: 'Win rate in games drawn', numeric: true },
  {
    id: 'winPlayed',
    label: 'Win played',
    title: 'Win rate in games played or chosen',
    numeric: true,
  },
  {
    id: 'winNotSeen',
    label: 'Win not seen',
    title: 'Win rate in games never held (for a choice: offered, never chosen)',
    numeric: true,
  },
  {
    id: 'improvement',
    label: 'Improvement',
    title:
      'Card: win held minus win never seen (17lands’ improvement when drawn). Choice: win chosen minus offered, not chosen',
    numeric: true,
  },
];

export interface CardCell {
  readonly text: string;
  /** The interval's text, e.g. '[48.1%, 55.0%]', for rates. */
  readonly interval?: string;
  /** What the column sorts by: a number (none sorts as -Infinity) or the text. */
  readonly sort: number | string;
}

const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '–');
const points = (x: number): string =>
  Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}` : '–';

function rate(i: Interval, show = pct): CardCell {
  return {
    text: show(i.value),
    interval: `[${show(i.low)}, ${show(i.high)}]`,
    sort: Number.isFinite(i.value) ? i.value : -Infinity,
  };
}

/** One cell of the table. */
export function cardCell(id: CardColumnId, r: CardRow): CardCell {
  switch (id) {
    case 'name':
      return { text: r.name, sort: r.name };
    case 'kind':
      return { text: r.kind, sort: r.kind };
    case 'held':
    case 'drawn':
    case 'played':
    case 'plays':
      return { text: String(r[id]), sort: r[id] };
    case 'winHeld':
    case 'winDrawn':
    case 'winPlayed':
      return rate(r[id]);
    case 'winNotSeen':
      return rate(r.kind === 'card' ? r.winNotSeen : r.winNotPlayed);
    case 'improvement':
      return { ...rate(r.improvement, points), text: `${points(r.improvement.value)} pts` };
  }
}
