/**
 * The heuristic's look-ahead on Game Changers (SS-12.3): the chain of a view resolved on a
 * scratch field, as it stands or with one more link, and the field judged for a team. Only
 * public things are read (the field, the chain, the revealed commitments), so the answer is
 * the same for every seat that sees the view.
 */
import type { Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { NONE } from './board.ts';
import { resolveChain } from './changers.ts';
import { fieldValue, type Field } from './judge.ts';
import { newState } from './rules.ts';
import type { SsState } from './state.ts';
import type { SupernaturalView } from './view.ts';

// One scratch state for every look-ahead: bots decide one at a time, and each look-ahead
// rewrites all it reads before resolving.
const scratch: SsState = newState({ target: 3 }, 2, Rng.fromSeed('foresee'));

function setUp(v: SupernaturalView): SsState {
  const s = scratch;
  s.wizardAt.fill(NONE);
  const wizards = v.wizards;
  for (let w = 0; w < wizards.length; w++) {
    const cell = wizards[w] as number;
    s.cellOf[w] = cell;
    s.wizardAt[cell] = w;
  }
  s.ball = v.ball;
  s.carrier = v.carrier;
  s.ghost = v.ghost;
  s.heavy = v.heavy;
  s.long = v.long;
  s.chainKind.length = 0;
  s.chainTarget.length = 0;
  s.chainSeat.length = 0;
  const chain = v.chain;
  for (let link = 0; link < chain.length; link++) {
    const { card, target, seat } = chain[link] as (typeof chain)[number];
    s.chainKind.push(card);
    s.chainTarget.push(target);
    s.chainSeat.push(seat);
  }
  s.version++;
  return s;
}

/**
 * The value for `team` of the field once the view's chain resolves, with `extra` (a card's
 * kind and target, played by `seat`) on top of it when given.
 */
export function valueAfterChain(
  v: SupernaturalView,
  team: number,
  extra?: { kind: number; target: number; seat: Seat },
): number {
  const s = setUp(v);
  if (extra) {
    s.chainKind.push(extra.kind);
    s.chainTarget.push(extra.target);
    s.chainSeat.push(extra.seat);
  }
  resolveChain(s);
  s.discard.length = 0;
  const field: Field = {
    cells: s.cellOf,
    ball: s.ball,
    carrier: s.carrier,
    turnTeam: v.turnTeam,
    commits: v.commitments,
    done: v.done,
    ghost: s.ghost,
    heavy: s.heavy,
    long: s.long,
  };
  return fieldValue(field, team);
}
