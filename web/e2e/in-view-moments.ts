/**
 * The decisions the in-view browser test (in-view.test.ts) opens a page at: for a game, one
 * moment of every kind of decision a person meets against a bot, found by playing seeded games
 * through the registered engine (every seat choosing at random from its own seeded generator)
 * and stored the way the server stores any table (stored-table.ts), so a page opens right at
 * the decision, the same every run, instead of playing a long game to reach it.
 *
 * A decision's kind is the set of its legal actions' kinds (ActionInfo.kind, e.g.
 * 'move+pass+play'), and whether it answers a response window. Of each kind the moment kept is
 * the one with the most cards in the person's hand (the tallest hand a layout must fit beside
 * the board), and of those the one with the most legal actions, the first such; or, for a game
 * whose hand is played within its choices (Next Goal Wins' tactics), the most legal actions
 * first (a set piece's three takers, each with and without an attack tactic). Only moments where the person alone must decide are kept: the
 * other seats' simultaneous picks and window answers are played first, so no bot moves while
 * the page is measured. A window where the person may only pass is no decision (the page
 * passes at once for them).
 */
import { setupChecked } from '../../src/core/checked.ts';
import type { Action, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import { engineOf, storeTable } from './stored-table.ts';

/** The person's seat: the table's first. */
const PERSON: Seat = 0;

/** A decision the person alone must take, and the moves that lead to it. */
export interface Moment {
  readonly game: string;
  /** e.g. 'end+move+play (window) hand 3'. */
  readonly kind: string;
  readonly seed: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly moves: readonly (readonly [Seat, Action])[];
  /** Cards in the person's hand there. */
  readonly hand: number;
  /** The person's legal actions there: of two moments with as full a hand, the one with more. */
  readonly choices: number;
}

/** Cards in a hand as a game's view shows it: counts by kind, a list of cards, tactics held. */
function handSize(game: string, view: Record<string, unknown>): number {
  const sum = (xs: unknown): number =>
    Array.isArray(xs) ? (xs as number[]).reduce((a, b) => a + b, 0) : 0;
  const length = (xs: unknown): number => (Array.isArray(xs) ? xs.length : 0);
  switch (game) {
    case 'golazo':
    case 'supernatural-soccer':
      return sum(view.hand);
    case 'goal':
      return length(view.hand);
    case 'next-goal-wins': {
      // A match is played within the season's view (its `match`).
      const match = (view.match ?? view) as { teams?: { seat: Seat; tacticCount: number }[] };
      return match.teams?.find((team) => team.seat === PERSON)?.tacticCount ?? 0;
    }
    default:
      return 0;
  }
}

/**
 * What makes a moment the one to keep of its kind: the fullest hand, then the most choices
 * ('hand'), or the most choices, then the fullest hand ('choices': where a hand's cards are
 * played as part of the choices, as Next Goal Wins' tactics are, the most choices is the most
 * to lay out).
 */
export type Fullest = 'hand' | 'choices';

/** Whether `a` is to be kept rather than `b`, by `most`. */
function fuller(
  a: Pick<Moment, 'hand' | 'choices'>,
  b: Pick<Moment, 'hand' | 'choices'>,
  most: Fullest,
): boolean {
  const [first, second] =
    most === 'hand' ? (['hand', 'choices'] as const) : (['choices', 'hand'] as const);
  return a[first] > b[first] || (a[first] === b[first] && a[second] > b[second]);
}

/**
 * One moment of each kind of decision seat 0 meets in `games` seeded games of `game` (seeds
 * `${name}-0` …), two seats, by kind. The person never picks an action of a kind in `hoard`
 * (e.g. 'play') while it has another, so that its hand fills as a cautious player's does.
 */
export function findMoments(
  game: string,
  rawOptions: Readonly<Record<string, unknown>>,
  name: string,
  games: number,
  hoard: readonly string[] = [],
  most: Fullest = 'hand',
): Moment[] {
  const engine = engineOf(game);
  const found = new Map<string, Moment>();
  const legal: Action[] = [];
  for (let i = 0; i < games; i++) {
    const seed = `${name}-${String(i)}`;
    const setup = setupChecked(engine, { options: rawOptions, seats: 2, seed });
    if (!setup.ok) throw new Error(setup.error.message);
    const options = setup.value.options as Record<string, unknown>;
    const state = setup.value.state;
    const rng = Rng.fromSeed(`${seed}/players`);
    const moves: [Seat, Action][] = [];
    const play = (seat: Seat): void => {
      engine.legalActions(state, seat, legal);
      const action = legal[rng.int(legal.length)] as Action;
      engine.apply(state, seat, action);
      moves.push([seat, action]);
    };
    for (let step = 0; step < 20_000 && engine.outcome(state) === undefined; step++) {
      const actors = engine.actors(state);
      const other = actors.find((seat) => seat !== PERSON);
      if (other !== undefined) {
        play(other);
        continue;
      }
      engine.legalActions(state, PERSON, legal);
      const window = engine.window?.(state);
      if (!(window && legal.length === 1)) {
        const kinds = new Set(legal.map((a) => engine.actionInfo(state, PERSON, a).kind));
        const kind = `${[...kinds].sort().join('+')}${window ? ' (window)' : ''}`;
        const hand = handSize(game, engine.view(state, PERSON) as Record<string, unknown>);
        const kept = found.get(kind);
        const moment = { game, kind, seed, options, moves, hand, choices: legal.length };
        if (!kept || fuller(moment, kept, most))
          found.set(kind, { ...moment, moves: moves.slice() });
      }
      const kept = legal.filter((a) => !hoard.includes(engine.actionInfo(state, PERSON, a).kind));
      if (kept.length > 0 && kept.length < legal.length) {
        legal.length = 0;
        legal.push(...kept);
        const action = legal[rng.int(legal.length)] as Action;
        engine.apply(state, PERSON, action);
        moves.push([PERSON, action]);
      } else play(PERSON);
    }
  }
  return [...found.values()].sort((a, b) => (a.kind < b.kind ? -1 : 1));
}

/** Stores `moment` in `dataDir` as a table of the person and an easy bot; the person's invite path. */
export function storeMoment(dataDir: string, moment: Moment, windowSeconds: number): string {
  const stored = storeTable(dataDir, {
    game: moment.game,
    seed: moment.seed,
    options: moment.options,
    seats: [
      { name: 'Ana', person: 'me' },
      { name: 'Robo', bot: 'easy' },
    ],
    moves: moment.moves,
    windowSeconds,
  });
  const path = stored.invites.get(PERSON);
  if (path === undefined) throw new Error('the person has no invite link');
  return path;
}
