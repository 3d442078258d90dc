/**
 * What the balance lab counts of Goal! beyond the generic figures: which formations are
 * started and completed (GL-1.2, GL-1.3, GL-3.2), and how often each shooting formation's shot
 * becomes a goal (GL-4), with the Goalkeeper's saves (GL-6.1) apart. It reads the engine's own
 * state before and after each action, allocating nothing per action.
 */
import type { Action, Seat } from '../../core/game.ts';
import type { LabProbe, ProbeFigure, ProbeTally, ProbeWatcher } from '../../core/probe.ts';
import { KEEPER_SAVE, addCard, startSaving, startShooting } from './actions.ts';
import { HALF_BACKS, cardName, type Side } from './cards.ts';
import { SAVING_FORMATIONS, SHOOTING_FORMATIONS } from './vocabulary.ts';
import { cardAt, isComplete, isShooting, withCard } from './formations.ts';
import { formationsOf, type GoalState } from './state.ts';

const ADD_BASE = addCard(0, 0);
const NONE = -1;

/** A three-card formation's place in its list, by its cards a-b-c packed as a*256 + b*16 + c. */
function indexByCards(list: readonly (readonly [number, number, number])[]): Int16Array {
  const index = new Int16Array(16 * 16 * 16).fill(NONE);
  list.forEach(([a, b, c], i) => (index[a * 256 + b * 16 + c] = i));
  return index;
}
const SHOOTING_INDEX = indexByCards(SHOOTING_FORMATIONS);
const SAVING_INDEX = indexByCards(SAVING_FORMATIONS);

function listIndex(f: number): number {
  const key = cardAt(f, 0) * 256 + cardAt(f, 1) * 16 + cardAt(f, 2);
  return (isShooting(f) ? SHOOTING_INDEX : SAVING_INDEX)[key] as number;
}

class GoalWatcher implements ProbeWatcher<GoalState> {
  // By place in SHOOTING_FORMATIONS / SAVING_FORMATIONS; by half-back card for starts.
  private readonly shots = new Array<number>(SHOOTING_FORMATIONS.length).fill(0);
  private readonly goals = new Array<number>(SHOOTING_FORMATIONS.length).fill(0);
  private readonly keeperSaves = new Array<number>(SHOOTING_FORMATIONS.length).fill(0);
  private readonly saves = new Array<number>(SAVING_FORMATIONS.length).fill(0);
  private readonly startShooting = new Array<number>(16).fill(0);
  private readonly startSaving = new Array<number>(16).fill(0);
  /** The formation of the shot waiting for an answer, or NONE. */
  private pending = NONE;
  private readonly goalsBefore: [number, number] = [0, 0];
  private keeper = false;
  /** Games by the goals both sides scored, e.g. [12, 30, 25] (GL-8.4). */
  private readonly matchGoals: number[] = [];

  start(): void {
    this.pending = NONE;
  }

  before(s: GoalState, seat: Seat, action: Action): void {
    this.goalsBefore[0] = s.goals[0];
    this.goalsBefore[1] = s.goals[1];
    this.keeper = action === KEEPER_SAVE;
    if (action >= ADD_BASE) {
      const index = (action - ADD_BASE) >> 4;
      const card = (action - ADD_BASE) & 15;
      const side = s.sideOf[seat] as number;
      const f = withCard(formationsOf(s, side)[index] as number, card);
      if (!isComplete(f)) return;
      const i = listIndex(f);
      if (i === NONE) return;
      if (isShooting(f)) {
        (this.shots[i] as number)++; // GL-4.1: a completed shooting formation is a shot
        this.pending = i;
      } else {
        (this.saves[i] as number)++;
      }
    } else if (HALF_BACKS.includes(action - startShooting(0))) {
      (this.startShooting[action - startShooting(0)] as number)++; // GL-3.2
    } else if (HALF_BACKS.includes(action - startSaving(0))) {
      (this.startSaving[action - startSaving(0)] as number)++;
    }
  }

  after(s: GoalState): void {
    if (this.pending === NONE || s.shotSide >= 0) return;
    // The shot was answered by this action or by what it set off (GL-4.2 to GL-4.6, GL-8.2).
    const scored = s.goals[0] > this.goalsBefore[0] || s.goals[1] > this.goalsBefore[1];
    if (scored) (this.goals[this.pending] as number)++;
    else if (this.keeper) (this.keeperSaves[this.pending] as number)++;
    this.pending = NONE;
  }

  finish(s: GoalState): void {
    this.pending = NONE;
    const goals = s.goals[0] + s.goals[1];
    while (this.matchGoals.length <= goals) this.matchGoals.push(0);
    (this.matchGoals[goals] as number)++;
  }

  tally(): ProbeTally {
    return {
      'shot.shots': this.shots.slice(),
      'shot.goals': this.goals.slice(),
      'shot.keeper': this.keeperSaves.slice(),
      'save.completed': this.saves.slice(),
      'start.shooting': this.startShooting.slice(),
      'start.saving': this.startSaving.slice(),
      'match.goals': this.matchGoals.slice(),
    };
  }
}

const name = (cards: readonly number[]): string => cards.join('-');
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function figures(tally: ProbeTally): ProbeFigure[] {
  const shots = tally['shot.shots'] ?? [];
  const goals = tally['shot.goals'] ?? [];
  const keeper = tally['shot.keeper'] ?? [];
  const saves = tally['save.completed'] ?? [];
  const side = (s: Side): string => (s === 0 ? 'shooting' : 'saving');
  const matchGoals = (tally['match.goals'] ?? []).flatMap((count, goals): [number, number][] =>
    count > 0 ? [[goals, count]] : [],
  );
  return [
    {
      kind: 'histogram',
      id: 'goal-match-goals',
      title: 'Goals per match (both sides)',
      note: "Each side's goals once, however many players it has.",
      measure: 'Goals',
      series: [{ label: 'games', pairs: matchGoals }],
    },
    {
      kind: 'counts',
      id: 'goal-formations',
      title: 'Formations completed',
      note: 'Every shooting formation completed is a shot (GL-4.1); saving formations count when completed, whether they went on to save or not.',
      measure: 'Formations completed',
      rows: [
        ...SHOOTING_FORMATIONS.map((f, i) => ({
          label: name(f),
          group: side(0),
          count: shots[i] ?? 0,
        })),
        ...SAVING_FORMATIONS.map((f, i) => ({
          label: name(f),
          group: side(1),
          count: saves[i] ?? 0,
        })),
      ],
    },
    {
      kind: 'counts',
      id: 'goal-starts',
      title: 'Formations started, by half-back',
      note: 'Every formation begins with a half-back (GL-3.2).',
      measure: 'Formations started',
      rows: HALF_BACKS.flatMap((card) => [
        { label: cardName(card), group: 'shooting', count: tally['start.shooting']?.[card] ?? 0 },
        { label: cardName(card), group: 'saving', count: tally['start.saving']?.[card] ?? 0 },
      ]),
    },
    {
      kind: 'rates',
      id: 'goal-conversion',
      title: 'Shot conversion by formation',
      note: 'Goals per shot; flagged when a formation scores more or less often than shots overall.',
      measure: 'Goals per shot',
      rows: SHOOTING_FORMATIONS.map((f, i) => ({
        label: name(f),
        successes: goals[i] ?? 0,
        trials: shots[i] ?? 0,
      })),
      overall: { successes: sum(goals), trials: sum(shots) },
    },
    {
      kind: 'rates',
      id: 'goal-keeper-saves',
      title: 'How shots end',
      note: 'Every shot ends as a goal, a save by the Goalkeeper (GL-6.1) or a save by a saving formation (GL-4.2, GL-4.3).',
      measure: 'Share of shots',
      rows: [
        { label: 'goal', successes: sum(goals), trials: sum(shots) },
        { label: 'Goalkeeper save', successes: sum(keeper), trials: sum(shots) },
        {
          label: 'formation save',
          successes: sum(shots) - sum(goals) - sum(keeper),
          trials: sum(shots),
        },
      ],
    },
  ];
}

export const goalProbe: LabProbe<GoalState> = {
  // GL-8.4: every player scores their side's goals.
  scoreWords: () => ({
    unit: 'Goals',
    game: 'match',
    note: "Every seat scores its side's goals (GL-8.4), so a side's goals count once per player; 'Goals per match (both sides)' counts each side once.",
  }),
  watch: () => new GoalWatcher(),
  figures,
};
