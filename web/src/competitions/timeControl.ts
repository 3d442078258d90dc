/**
 * A competition's time control (issue #35) as the host form offers it and its page says it:
 * a time per decision, a real-time clock per seat (the presets a table's create form offers),
 * or days per move. The server refuses a clock together with a time per decision, so a choice
 * carries one of them only.
 */
import type { ClockSetting } from '../../../src/competitions/competition.ts';
import { CORRESPONDENCE_DAYS, DAY_SECONDS } from '../protocol.ts';
import { CLOCK_PRESETS, clockWords } from '../table/seatClocks.ts';

/** What a choice sends, e.g. `{ turnSeconds: 300 }` or `{ clock: { baseSeconds: 300, incrementSeconds: 3 } }`. */
export type TimeControl = { readonly turnSeconds: number } | { readonly clock: ClockSetting };

/** A choice of the form, e.g. `{ value: 'clock:300+3', words: 'Clock: 5 min + 3 s a move', … }`. */
export interface TimeControlChoice {
  /** The select's value, unique. */
  readonly value: string;
  readonly words: string;
  readonly control: TimeControl;
}

const daysWords = (days: number): string => (days === 1 ? '1 day' : `${String(days)} days`);

/** The form's choices: per decision, then the clocks, then days per move. */
export const TIME_CONTROLS: readonly TimeControlChoice[] = [
  { value: 'turn:60', words: '1 min a decision', control: { turnSeconds: 60 } },
  { value: 'turn:300', words: '5 min a decision', control: { turnSeconds: 300 } },
  ...CLOCK_PRESETS.map((clock) => ({
    value: `clock:${String(clock.baseSeconds)}+${String(clock.incrementSeconds)}`,
    words: `Clock: ${clockWords(clock)}`,
    control: { clock },
  })),
  ...CORRESPONDENCE_DAYS.map((days) => ({
    value: `turn:${String(days * DAY_SECONDS)}`,
    words: `${daysWords(days)} per move`,
    control: { turnSeconds: days * DAY_SECONDS },
  })),
];

/** The form's first choice: 5 minutes a decision, as the server's default. */
export const DEFAULT_TIME_CONTROL = 'turn:300';

/** What the choice `value` sends; an unknown value sends the default. */
export function timeControlOf(value: string): TimeControl {
  const chosen =
    TIME_CONTROLS.find((c) => c.value === value) ??
    TIME_CONTROLS.find((c) => c.value === DEFAULT_TIME_CONTROL);
  return chosen?.control ?? { turnSeconds: 300 };
}

/**
 * A competition's time control in words: 'a clock of 5 min + 3 s a move', '1 day per move',
 * '5 min a decision', '90 s a decision' or 'no clock'.
 */
export function timeControlWords(settings: {
  readonly turnSeconds: number;
  readonly clock?: ClockSetting;
}): string {
  const { turnSeconds, clock } = settings;
  if (clock) return `a clock of ${clockWords(clock)}`;
  if (turnSeconds === 0) return 'no clock';
  if (turnSeconds >= DAY_SECONDS) return `${daysWords(turnSeconds / DAY_SECONDS)} per move`;
  // In minutes when it is whole minutes, as the form offers it ('5 min a decision').
  return turnSeconds % 60 === 0
    ? `${String(turnSeconds / 60)} min a decision`
    : `${String(turnSeconds)} s a decision`;
}
