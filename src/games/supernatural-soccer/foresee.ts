/**
 * The heuristic's look-ahead on Game Changers (SS-12.3): the chain of a view resolved on a
 * scratch field, as it stands or with one more link, and the field judged for a team. Only
 * public things are read (the field, the chain, the revealed commitments), so the answer is
 * the same for every seat that sees the view.
 *
 * A window decision tries every card it may play, so the view is read once (`foresee`) and
 * each try only puts the wizards back where the view has them: a resolution moves wizards,
 * the ball and the modifiers, and nothing else the judgement reads. Nothing is allocated per
 * try.
 */
import type { Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { NONE } from './board.ts';
import { resolveChain } from './changers.ts';
import { fieldValue, type Field } from './judge.ts';
import { newState } from './rules.ts';
import { WIZARDS, type SsState } from './state.ts';
import type { SupernaturalView } from './view.ts';

// One scratch state for every look-ahead: bots decide one at a time, and each look-ahead
// rewrites all it reads before resolving.
const scratch: SsState = newState({ target: 3 }, 2, Rng.fromSeed('foresee'));

/** Field as the judgement reads it, here written in place: the scratch state's after a try. */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

const field: Writable<Field> = {
  cells: scratch.cellOf,
  ball: NONE,
  carrier: NONE,
  turnTeam: 0,
  commits: [],
  done: [],
  ghost: false,
  heavy: false,
  long: false,
};

/** The view read by `foresee`: its wizards' hexes, the ball and the modifiers. */
const start = {
  cells: new Int8Array(WIZARDS),
  ball: NONE,
  carrier: NONE,
  ghost: false,
  heavy: false,
  long: false,
};
/** The view's chain, bottom first. */
const chainKind: number[] = [];
const chainTarget: number[] = [];
const chainSeat: Seat[] = [];

/**
 * Empties an array by popping: setting its length to 0 calls into the runtime and drops its
 * storage, which the next push allocates again (a few times slower, for every try).
 */
function empty(xs: unknown[]): void {
  while (xs.length > 0) xs.pop();
}

/** Reads a view for the tries that follow (`valueAfterChain`, `valueAfterPlay`). */
export function foresee(v: SupernaturalView): void {
  const wizards = v.wizards;
  for (let w = 0; w < WIZARDS; w++) start.cells[w] = wizards[w] as number;
  start.ball = v.ball;
  start.carrier = v.carrier;
  start.ghost = v.ghost;
  start.heavy = v.heavy;
  start.long = v.long;
  empty(chainKind);
  empty(chainTarget);
  empty(chainSeat);
  const chain = v.chain;
  for (let link = 0; link < chain.length; link++) {
    const { card, target, seat } = chain[link] as (typeof chain)[number];
    chainKind.push(card);
    chainTarget.push(target);
    chainSeat.push(seat);
  }
  field.turnTeam = v.turnTeam;
  field.commits = v.commitments;
  field.done = v.done;
}

/** The scratch state as the view last read left it, its chain set. */
function reset(): SsState {
  const s = scratch;
  // Only the wizards stand on the scratch field (resolving keeps `wizardAt` and `cellOf` in
  // step): clearing their hexes clears it.
  for (let w = 0; w < WIZARDS; w++) s.wizardAt[s.cellOf[w] as number] = NONE;
  for (let w = 0; w < WIZARDS; w++) {
    const cell = start.cells[w] as number;
    s.cellOf[w] = cell;
    s.wizardAt[cell] = w;
  }
  s.ball = start.ball;
  s.carrier = start.carrier;
  s.ghost = start.ghost;
  s.heavy = start.heavy;
  s.long = start.long;
  empty(s.chainKind);
  empty(s.chainTarget);
  empty(s.chainSeat);
  for (let link = 0; link < chainKind.length; link++) {
    s.chainKind.push(chainKind[link] as number);
    s.chainTarget.push(chainTarget[link] as number);
    s.chainSeat.push(chainSeat[link] as Seat);
  }
  s.version++;
  return s;
}

/** Resolves the scratch state's chain and judges the field it leaves for `team`. */
function judge(s: SsState, team: number): number {
  resolveChain(s);
  empty(s.discard);
  field.ball = s.ball;
  field.carrier = s.carrier;
  field.ghost = s.ghost;
  field.heavy = s.heavy;
  field.long = s.long;
  return fieldValue(field, team);
}

/** The value for `team` of the field once the chain of the view last read resolves. */
export function valueAfterChain(team: number): number {
  return judge(reset(), team);
}

/**
 * The same with one more link on top of the chain: a card of `kind` on `target`, played by
 * `seat`.
 */
export function valueAfterPlay(team: number, kind: number, target: number, seat: Seat): number {
  const s = reset();
  s.chainKind.push(kind);
  s.chainTarget.push(target);
  s.chainSeat.push(seat);
  return judge(s, team);
}
