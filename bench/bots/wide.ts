/**
 * A synthetic game with a very large action space, for the bots' bench only: two seats take
 * turns claiming one of 1,100 cells, each worth a fixed number of points, until each has
 * claimed `turns` cells; the higher total wins. Nothing is hidden and nothing is left to
 * chance, so the search's own cost shows: a tree whose nodes have about 1,100 children, as a
 * board game's "any piece to any cell" decision has (tracker #16: 0.6–1.6 ms per selection
 * there while children were found by a linear scan).
 */
import { z } from 'zod';
import type { Action, Game, Seat } from '../../src/core/game.ts';
import { placesFromScores } from '../../src/core/seats.ts';

export const WIDE_CELLS = 1100;

interface WideState {
  /** Claimed cells, by cell: the claiming seat, or -1 while free. */
  readonly owner: Int8Array;
  readonly scores: number[];
  /** Claims made so far by both seats, e.g. 7. */
  claims: number;
  readonly turns: number;
  readonly actor: Seat[];
}

const NOBODY: readonly Seat[] = [];
const options = z.strictObject({
  turns: z.number().int().min(1).max(50).default(8).describe('Cells each seat claims.'),
});

/** A cell's worth: fixed, uneven, so the search has something to find. */
function worth(cell: number): number {
  return (cell * 7919) % 101;
}

function clone(s: WideState): WideState {
  return {
    owner: s.owner.slice(),
    scores: s.scores.slice(),
    claims: s.claims,
    turns: s.turns,
    actor: s.actor.slice(),
  };
}

export const wide: Game<WideState, WideState, z.infer<typeof options>> = {
  facts: {
    id: 'wide',
    title: 'Wide (bench only)',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 2,
    chance: false,
    hiddenInformation: false,
    options,
    actionBound: 100,
  },
  setup: (o) => ({
    owner: new Int8Array(WIDE_CELLS).fill(-1),
    scores: [0, 0],
    claims: 0,
    turns: o.turns,
    actor: [0],
  }),
  actors(s) {
    if (s.claims >= 2 * s.turns) return NOBODY;
    s.actor[0] = s.claims % 2;
    return s.actor;
  },
  legalActions(s, seat, out = []) {
    out.length = 0;
    if (s.claims >= 2 * s.turns || s.claims % 2 !== seat) return out;
    for (let cell = 0; cell < WIDE_CELLS; cell++) if (s.owner[cell] === -1) out.push(cell);
    return out;
  },
  actionLabel: (_s, _seat, action) => `Claim cell ${action}`,
  actionInfo: (_s, _seat, action) => ({ kind: 'claim', to: action }),
  apply(s, seat, action: Action) {
    s.owner[action] = seat;
    s.scores[seat] = (s.scores[seat] as number) + worth(action);
    s.claims++;
  },
  outcome: (s) =>
    s.claims < 2 * s.turns
      ? undefined
      : { scores: s.scores.slice(), places: placesFromScores(s.scores) },
  view: clone,
  describe: (v) => `Claims ${v.claims}; scores ${v.scores.join(' - ')}`,
  clone,
  determinize: (v) => clone(v),
};
