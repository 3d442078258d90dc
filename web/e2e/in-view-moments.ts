/**
 * The decisions the in-view browser test (in-view.test.ts) opens a page at: for a game and a
 * number of seats, one moment of every kind of decision a person meets against bots (the
 * other seats), found by playing seeded games through the registered engine (every seat
 * choosing at random from its own seeded generator) and stored the way the server stores any table (stored-table.ts), so a page opens right at
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

/** A decision the person alone must take, and the moves that lead to it. */
export interface Moment {
  readonly game: string;
  /** The table's seats, e.g. 4 for two sides of two. */
  readonly seats: number;
  /** The person's seat; the others are bots. */
  readonly person: Seat;
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
function handSize(game: string, view: Record<string, unknown>, person: Seat): number {
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
      return match.teams?.find((team) => team.seat === person)?.tacticCount ?? 0;
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

/** Where the moments are looked for: a game, its options and its seats. */
export interface Search {
  readonly game: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /** How many seats (default 2), and which of them is the person's (default 0). */
  readonly seats?: number;
  readonly person?: Seat;
  /** How many seeded games are played, seeded `${name}-0` … */
  readonly games: number;
  readonly name: string;
  /**
   * Action kinds the person never picks while it has another (e.g. 'play'), so that its hand
   * fills as a cautious player's does.
   */
  readonly hoard?: readonly string[];
  /** Which moment of a kind is kept (default 'hand'). */
  readonly most?: Fullest;
}

/** One moment of each kind of decision the person meets in `search`'s seeded games, by kind. */
export function findMoments(search: Search): Moment[] {
  const { game, name, games, hoard = [], most = 'hand' } = search;
  const seats = search.seats ?? 2;
  const person = search.person ?? 0;
  const engine = engineOf(game);
  const found = new Map<string, Moment>();
  const legal: Action[] = [];
  for (let i = 0; i < games; i++) {
    const seed = `${name}-${String(i)}`;
    const setup = setupChecked(engine, { options: search.options ?? {}, seats, seed });
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
      const other = actors.find((seat) => seat !== person);
      if (other !== undefined) {
        play(other);
        continue;
      }
      engine.legalActions(state, person, legal);
      const window = engine.window?.(state);
      if (!(window && legal.length === 1)) {
        const kinds = new Set(legal.map((a) => engine.actionInfo(state, person, a).kind));
        const kind = `${[...kinds].sort().join('+')}${window ? ' (window)' : ''}`;
        const hand = handSize(game, engine.view(state, person) as Record<string, unknown>, person);
        const kept = found.get(kind);
        const moment = {
          ...{ game, seats, person, kind, seed, options, moves },
          ...{ hand, choices: legal.length },
        };
        if (!kept || fuller(moment, kept, most))
          found.set(kind, { ...moment, moves: moves.slice() });
      }
      const kept = legal.filter((a) => !hoard.includes(engine.actionInfo(state, person, a).kind));
      if (kept.length > 0 && kept.length < legal.length) {
        legal.length = 0;
        legal.push(...kept);
        const action = legal[rng.int(legal.length)] as Action;
        engine.apply(state, person, action);
        moves.push([person, action]);
      } else play(person);
    }
  }
  return [...found.values()].sort((a, b) => (a.kind < b.kind ? -1 : 1));
}

/**
 * The bots' names, in seat order: long ones among them, as a newcomer's table may have, so
 * that a row of seats must fit them.
 */
const BOTS = ['Robo', 'Bartholomew', 'Cleo', 'Maximiliano'] as const;

/**
 * Stores `moment` in `dataDir` as a table of the person and easy bots, finished when `finished`
 * (its moves then end the game); the person's invite path.
 */
export function storeMoment(
  dataDir: string,
  moment: Pick<Moment, 'game' | 'seats' | 'person' | 'seed' | 'options' | 'moves'>,
  windowSeconds: number,
  finished = false,
): string {
  const bots = [...BOTS];
  const stored = storeTable(dataDir, {
    game: moment.game,
    seed: moment.seed,
    options: moment.options,
    seats: Array.from({ length: moment.seats }, (_, seat) =>
      seat === moment.person
        ? { name: 'Ana', person: 'me' as const }
        : { name: bots.shift() ?? 'Bot', bot: 'easy' },
    ),
    moves: moment.moves,
    windowSeconds,
    finished,
  });
  const path = stored.invites.get(moment.person);
  if (path === undefined) throw new Error('the person has no invite link');
  return path;
}
