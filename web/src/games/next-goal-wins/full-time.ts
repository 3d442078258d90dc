/**
 * The final whistle of a season's match. Once a match ends the season's view drops it (its
 * report goes into the season, NGW-28), so the board tells its end from what the page already
 * holds: the result in the schedule, the match's events in the log (goals and who scored them,
 * cards and injuries), and the last picture of the match it drew, frozen at full time.
 */
import { SEAT_REF_PATTERN } from '../../../../src/core/seat-words.ts';
import type { GameEvent } from '../../protocol.ts';
import type { NextGoalWinsView } from './view.ts';

/** A goal as the log tells it. */
export interface GoalShown {
  /** The side that scored: 0 (the fixture's home seat) or 1. */
  readonly side: 0 | 1;
  /** The attack it was scored in, from 1, e.g. 3. */
  readonly attack: number;
  /** Who scored, e.g. 'Erika Falcon'; null when the log names nobody (a penalty). */
  readonly scorer: string | null;
  /** How, e.g. 'shot', 'header', 'dribble', 'penalty', 'corner', 'shooting free kick'. */
  readonly how: string;
  /** The score just after it [side 0, side 1], e.g. [2, 1]. */
  readonly score: readonly [number, number];
}

/** What a match left in the log. */
export interface MatchStory {
  readonly goals: readonly GoalShown[];
  /** Cards and injuries (NGW-12), in the engine's words, e.g. "Seat 2's Max Gass (DEF) is injured and leaves the match." */
  readonly incidents: readonly string[];
  /** Attacks played, e.g. 6 (fewer when a side reached `firstTo` goals, NGW-16.1). */
  readonly attacks: number;
  /** Whether the log holds the final whistle ('full-time'). */
  readonly whistle: boolean;
}

const isSeasonLine = (event: GameEvent, start: RegExp): boolean =>
  event.kind === 'season' && start.test(event.text);

/**
 * The events of fixture `fixture` (from 0): those after its 'Match N:' line and before its
 * 'Result:' line (or the end of the log while it is played); null when the log lacks the start.
 */
export function matchEventsOf(
  log: readonly GameEvent[],
  fixture: number,
): readonly GameEvent[] | null {
  const start = new RegExp(`^Match ${fixture + 1}:`);
  let from = -1;
  for (let i = log.length - 1; i >= 0 && from < 0; i--)
    if (isSeasonLine(log[i] as GameEvent, start)) from = i + 1;
  if (from < 0) return null;
  let to = from;
  while (to < log.length && !isSeasonLine(log[to] as GameEvent, /^(Result:|Match \d+:)/)) to++;
  return log.slice(from, to);
}

const ATTACK = /^Attack (\d+) of \d+/;
// "{seat:1}'s Valentina Sosa (STK) dribbles at Yerlan Abenov." Names may hold quotes.
const DECLARED = new RegExp(
  `^${SEAT_REF_PATTERN}'s (.+) \\((?:GK|DEF|MID|STK)\\) (shoots|heads|dribbles)\\b`,
);
const HOW: Readonly<Record<string, string>> = {
  shoots: 'shot',
  heads: 'header',
  dribbles: 'dribble',
};
// "{seat:2} is given a corner."
const GIVEN = new RegExp(`^${SEAT_REF_PATTERN} is given an? (.+)\\.$`);
const TAKERS: Readonly<Record<string, RegExp>> = {
  'shooting free kick': /^(.+) shoots\.$/,
  corner: /^(.+) goes up to head it\.$/,
  'crossing free kick': /^(.+) goes up to head it\.$/,
};

/**
 * Who scored and how: the scoring side's last declared action (defended or not), or the set
 * piece it was given and the footballer it names to take it (nobody for a penalty).
 */
function scorerOf(
  events: readonly GameEvent[],
  goal: number,
  seat: number,
): { scorer: string | null; how: string } {
  let taker: string | null = null;
  for (let i = goal - 1; i >= 0; i--) {
    const event = events[i] as GameEvent;
    if (event.seat !== seat) continue;
    if (event.kind === 'declare') {
      const declared = DECLARED.exec(event.text);
      return { scorer: declared?.[2] ?? null, how: HOW[declared?.[3] ?? ''] ?? 'goal' };
    }
    if (event.kind === 'set-piece') {
      const how = GIVEN.exec(event.text)?.[2] ?? 'set piece';
      return { scorer: TAKERS[how] ? taker : null, how };
    }
    if (event.kind === 'taker' && taker === null) {
      // The set piece's scorer is the last of the side's takers: the header, else the shooter.
      for (const pattern of Object.values(TAKERS)) {
        const name = pattern.exec(event.text)?.[1];
        if (name !== undefined) {
          taker = name === 'nobody' ? null : name;
          break;
        }
      }
    }
    if (event.kind === 'attack') break;
  }
  return { scorer: null, how: 'goal' };
}

/**
 * The goals, cards and injuries of one match's events (see matchEventsOf). `seats` are the
 * season seats playing it, home first: the match's events name seats, not sides (NGW-19.4).
 */
export function matchStory(
  events: readonly GameEvent[],
  seats: readonly [number, number],
): MatchStory {
  const goals: GoalShown[] = [];
  const incidents: string[] = [];
  const score: [number, number] = [0, 0];
  let attack = 0;
  let whistle = false;
  events.forEach((event, i) => {
    const started = event.kind === 'attack' ? ATTACK.exec(event.text) : null;
    if (started) attack = Number(started[1]);
    else if (event.kind === 'goal' && event.seat !== undefined && seats.includes(event.seat)) {
      const side = event.seat === seats[0] ? 0 : 1;
      score[side]++;
      goals.push({
        side,
        attack,
        ...scorerOf(events, i, event.seat),
        score: [score[0], score[1]],
      });
    } else if (event.kind === 'booking' && /card|injured/.test(event.text))
      incidents.push(event.text);
    else if (event.kind === 'full-time') whistle = true;
  });
  return { goals, incidents, attacks: attack, whistle };
}

/**
 * The match as it stood at the final whistle, from the last view of it the page drew (one move
 * or so before the end): the result's score, every attack token played, phase 'over'. The
 * places on the pitch stay as they were last seen.
 */
export function finalMatchView(
  last: NextGoalWinsView,
  goals: readonly [number, number],
  attacks: number,
): NextGoalWinsView {
  const [home, away] = last.teams;
  // NGW-16.1: a first-to match has no attack limit to stop at.
  const limit = last.firstTo > 0 ? Infinity : 2 * last.attacks;
  const played = attacks > 0 ? attacks : Math.min(last.match.attackNo + 1, limit);
  return {
    ...last,
    phase: 'over',
    teams: [
      { ...home, goals: goals[0] },
      { ...away, goals: goals[1] },
    ],
    match: { ...last.match, attackNo: played },
  };
}
