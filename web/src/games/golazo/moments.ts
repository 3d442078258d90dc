/**
 * The key moments of a match (GZ-7, GZ-8.3, GZ-10, GZ-11) that the board shows in a banner,
 * kept apart from the DOM: read from the log's events (a shot, its picks revealed, a cross's
 * dice, a goal, a high clearance) and from how the view changed (half time, stoppage time, the
 * final whistle, golden goal), which the log does not tell. Their words are the engine's own
 * sentences (seats as placeholders, named by the shell) plus a short title.
 */
import { teamOfSeat } from '../../../../src/games/golazo/constants.ts';
import type { GameEvent } from '../../../../src/core/game.ts';
import { TEAM_NAMES } from '../../../../src/games/golazo/vocabulary.ts';
import type { GolazoView } from './view.ts';

export type MomentKind =
  | 'shot'
  | 'long-shot'
  | 'penalty'
  | 'save'
  | 'goal'
  | 'cross'
  | 'clearance'
  | 'half-time'
  | 'stoppage'
  | 'full-time'
  | 'golden-goal';

/** A shot's secret picks, shown together (GZ-7.5). */
export interface Reveal {
  /** The target aimed at, 0–5 in TARGETS order, e.g. 3 (low left). */
  readonly target: number;
  /** The targets the keeper covered, e.g. [0, 3]. */
  readonly saves: readonly number[];
  readonly goal: boolean;
}

export interface Moment {
  readonly kind: MomentKind;
  /** A few words in big letters, e.g. 'GOAL! 2–1', 'Saved!', 'Half time'. */
  readonly title: string;
  /** What happened in the engine's sentences, e.g. ['{seat:0} crosses with 2 dice: 3, 5 …']. */
  readonly words: readonly string[];
  /** The team it is for (the shooter's, the scorer's), or -1. */
  readonly team: number;
  readonly reveal?: Reveal;
  /** A cross's dice (GZ-7.3), to show against the numbered spaces 1–6. */
  readonly dice?: readonly number[];
}

const SHOT_TITLES = ['Shot!', 'Long shot!', 'Penalty!'] as const;
const SHOT_KINDS: readonly MomentKind[] = ['shot', 'long-shot', 'penalty'];
const PENALTY = 2;

const numbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

const teamOf = (event: GameEvent): number =>
  event.seat === undefined ? -1 : teamOfSeat(event.seat);

function revealOf(event: GameEvent): Reveal | null {
  const data = event.data;
  if (!data || typeof data.target !== 'number' || !numbers(data.saves)) return null;
  return { target: data.target, saves: data.saves, goal: data.goal === true };
}

/** What a goal is made of, kept until the goal's event: the picks or the dice, their words. */
interface Build {
  readonly words: string[];
  reveal?: Reveal;
  dice?: readonly number[];
}

/** The moments `events` (oldest first) hold, oldest first. */
export function logMoments(events: readonly GameEvent[]): Moment[] {
  const moments: Moment[] = [];
  let build: Build = { words: [] };
  for (const event of events) {
    const data = event.data ?? {};
    switch (event.kind) {
      case 'shot': {
        const kind = typeof data.kind === 'number' ? data.kind : 0;
        const title = SHOT_TITLES[kind] ?? 'Shot!';
        moments.push({
          kind: SHOT_KINDS[kind] ?? 'shot',
          title,
          words: [event.text],
          team: teamOf(event),
        });
        break;
      }
      case 'reveal': {
        const reveal = revealOf(event);
        if (!reveal) break;
        if (reveal.goal && data.kind !== PENALTY) {
          build = { words: [event.text], reveal };
          break;
        }
        const title = data.kind === PENALTY ? (reveal.goal ? 'Scored!' : 'Saved!') : 'Saved!';
        const kind = data.kind === PENALTY ? 'penalty' : 'save';
        moments.push({ kind, title, words: [event.text], team: -1, reveal });
        break;
      }
      case 'cross': {
        const dice = numbers(data.faces) ? data.faces : [];
        if (data.goal === true) {
          build = { words: [event.text], dice };
          break;
        }
        const title = 'Cross: nobody there';
        moments.push({ kind: 'cross', title, words: [event.text], team: teamOf(event), dice });
        break;
      }
      case 'goal':
        moments.push(goalMoment(event, build));
        build = { words: [] };
        break;
      case 'clearance':
        moments.push({
          kind: 'clearance',
          title: 'High clearance',
          words: [event.text],
          team: teamOf(event),
        });
        break;
      case 'receive': {
        // GZ-8.3: who the clearance found belongs to the clearance's moment.
        const last = moments.at(-1);
        if (last?.kind === 'clearance')
          moments[moments.length - 1] = { ...last, words: [...last.words, event.text] };
        break;
      }
    }
  }
  return moments;
}

function goalMoment(event: GameEvent, build: Build): Moment {
  const scores = numbers(event.data?.scores) ? event.data.scores : [];
  const team = typeof event.data?.team === 'number' ? event.data.team : teamOf(event);
  return {
    kind: 'goal',
    title: `GOAL! ${scores[0] ?? 0}–${scores[1] ?? 0}`,
    words: [...build.words, event.text],
    team,
    ...(build.reveal ? { reveal: build.reveal } : {}),
    ...(build.dice ? { dice: build.dice } : {}),
  };
}

const scoreWords = (view: GolazoView): string =>
  `${TEAM_NAMES[0]} ${view.scores[0] ?? 0}–${view.scores[1] ?? 0} ${TEAM_NAMES[1]}`;

/**
 * The moments of the clock (GZ-10, GZ-11) between the view drawn before (`before`, null when
 * the board has just opened) and `after`: the log has no event for them.
 */
export function clockMoments(before: GolazoView | null, after: GolazoView): Moment[] {
  const moments: Moment[] = [];
  if (before && before.half === 1 && after.half === 2) {
    const kicker = TEAM_NAMES[after.kickOffTeam] ?? '';
    moments.push({
      kind: 'half-time',
      title: 'Half time',
      words: [`${scoreWords(after)}. The ${kicker} kick off the second half.`],
      team: -1,
    });
  }
  if (before && before.stoppageLeft < 0 && after.stoppageLeft >= 0) {
    const n = after.stoppageLeft;
    moments.push({
      kind: 'stoppage',
      title: 'Stoppage time',
      words: [
        `The timer reaches FT at ${scoreWords(after)}: ${n} more ${n === 1 ? 'turn' : 'turns'}, rolled with classic dice.`,
      ],
      team: -1,
    });
  }
  if (before && !before.golden && after.golden)
    moments.push({
      kind: 'golden-goal',
      title: 'Golden goal',
      words: [`Level at ${scoreWords(after)}: the next goal wins.`],
      team: -1,
    });
  if (after.phase === 'over' && before?.phase !== 'over') moments.push(fullTime(after));
  return moments;
}

function fullTime(view: GolazoView): Moment {
  const shootOut =
    view.winner >= 0
      ? ` The ${TEAM_NAMES[view.winner] ?? ''} win on penalties, ${view.penaltyGoals[view.winner] ?? 0}–${view.penaltyGoals[1 - view.winner] ?? 0}.`
      : '';
  return {
    kind: 'full-time',
    title: 'Full time',
    words: [`${scoreWords(view)}.${shootOut}`],
    team: view.winner,
  };
}
