/**
 * The heuristic bot (SS-12), read from its own view only: it goes for the ball, carries it
 * towards the other goal, kicks when a kick scores often enough, attacks the carrier, and plays
 * a Game Changer (a Counter Card among them) when the field it leaves is worth more to its team
 * than keeping the card. Its weights are a tuning: the plain heuristic's here, the expert's that
 * guides the hard level in expert.ts (SS-12.5).
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action, Seat } from '../../core/game.ts';
import { CELL_Q, CELL_R, CELLS, GOAL_OF, NONE, cellAt, distance, neighbour } from './board.ts';
import {
  ATTACK,
  COMMIT,
  KICK,
  Kind,
  LET_FIRST,
  MOVE,
  PASS,
  PLAY_OF,
  STAY,
  playAction,
} from './actions.ts';
import { foresee, valueAfterChain, valueAfterPlay } from './foresee.ts';
import { landing, toGoal, type Field } from './judge.ts';
import type { SupernaturalView } from './view.ts';

/** SS-12.1: a kick is worth committing when it scores at least this often. */
export const KICK_WORTH = 0.25;

/** Each hex's mirror image across the field's middle (x → -x, same row). */
const MIRROR: readonly number[] = Array.from({ length: CELLS }, (_, cell) =>
  cellAt(-(CELL_Q[cell] as number) - (CELL_R[cell] as number), CELL_R[cell] as number),
);
const LINES = [0, 1, 2, 3, 4, 5] as const;
/** The same lines mirrored: east ↔ west, south-east ↔ south-west, north-west ↔ north-east. */
const MIRRORED_LINES = [3, 2, 1, 0, 5, 4] as const;

/**
 * What sets one heuristic apart from another (SS-12.5): the plain heuristic has every weight
 * at 0 and the card values of `KEEP`; the expert that guides the hard level (expert.ts) has
 * its own.
 */
export interface HeuristicTuning {
  /**
   * Per opponent next to a hex that may still attack this turn, added to a carrier's cost of
   * ending its move there.
   */
  readonly carrierThreat: number;
  /** The same, for the carrier's teammate: a kick stops at the first wizard in its path. */
  readonly receiverThreat: number;
  /**
   * Per hex nearer its own goal, added to a tackler's cost of a hex next to the other team's
   * carrier; negative to prefer the hexes on the far side (a won tackle puts the ball there).
   */
  readonly tackleBack: number;
  /** What holding each kind of Game Changer is worth, in the judgement's points. */
  readonly keep: readonly number[];
}

/**
 * What holding a card is worth, in the judgement's points (judge.ts): a card is played only
 * when it gains more. Counter Cards, the only answer to the other team's cards, and the
 * field-clearing Nuke and Whoops are kept for bigger moments.
 */
const KEEP: readonly number[] = [6, 3, 3, 3, 6, 2, 3, 2, 2, 5];

export const PLAIN: HeuristicTuning = {
  carrierThreat: 0,
  receiverThreat: 0,
  tackleBack: 0,
  keep: KEEP,
};

/** A heuristic bot playing by `tuning`; it keeps no state, so one agent serves every seat. */
export function heuristicWith(tuning: HeuristicTuning): AgentFactory<SupernaturalView> {
  const agent: Agent<SupernaturalView> = {
    act(d: Decision<SupernaturalView>): Action {
      const first = d.legal[0] as Action;
      if (d.legal.length === 1) return first;
      const v = d.view;
      if (v.step === 'commit') return chooseCommit(v, d.seat, d.legal);
      if (v.step === 'window') return chooseAnswer(v, d.seat, d.legal, tuning.keep);
      if (v.step === 'combat') return ATTACK;
      // SS-5.4: a teammate nearer the loose ball goes first, so this wizard runs on knowing.
      if (d.legal.at(-1) === LET_FIRST && letsFirst(v)) return LET_FIRST;
      if (first === STAY) return chooseMove(v, d.legal, tuning);
      if (first >= KICK && first < KICK + 6) return chooseKick(v, d.legal).action;
      return first;
    },
  };
  return () => agent;
}

export const supernaturalHeuristic: AgentFactory<SupernaturalView> = heuristicWith(PLAIN);

const teamOfSeat = (v: SupernaturalView, seat: Seat): number =>
  v.controllers.findIndex((c) => c === seat) >> 1;

/** The view's field, as the judgement reads it. */
export const fieldOf = (v: SupernaturalView): Field => ({
  cells: v.wizards,
  ball: v.ball,
  carrier: v.carrier,
  turnTeam: v.turnTeam,
  commits: v.commitments,
  done: v.done,
  ghost: v.ghost,
  heavy: v.heavy,
  long: v.long,
});

/** SS-5.4: whether to let the teammate's action go first: it is nearer the loose ball. */
function letsFirst(v: SupernaturalView): boolean {
  if (v.carrier !== NONE) return false;
  const mate = v.current ^ 1;
  return (
    v.commitments[mate] === 0 &&
    distance(v.wizards[mate] as number, v.ball) < distance(v.wizards[v.current] as number, v.ball)
  );
}

/** SS-12.1: the carrier kicks when a kick scores often enough; everybody else moves. */
function chooseCommit(v: SupernaturalView, seat: Seat, legal: readonly Action[]): Action {
  const first = 2 * v.turnTeam;
  const w = [first, first + 1].find((x) => v.controllers[x] === seat && !v.committed[x]) ?? NONE;
  if (w === v.carrier && legal.includes(COMMIT + 1)) {
    const kicks = [0, 1, 2, 3, 4, 5]
      .filter((d) => neighbour(v.ball, d) !== NONE)
      .map((d) => KICK + d);
    if (chooseKick(v, kicks).scores >= KICK_WORTH) return COMMIT + 1;
    // A Ghost Ball in hand clears the wizards in the way: kick, and play it after the reveal.
    const ghosts = (v.hand[Kind.GhostBall] ?? 0) - (v.fresh[Kind.GhostBall] ?? 0);
    if (ghosts > 0 && chooseKick({ ...v, ghost: true }, kicks).scores >= KICK_WORTH)
      return COMMIT + 1;
  }
  return COMMIT;
}

/** Opponents of `team` next to `cell` that may still attack this turn (SS-8.2). */
function threatsAt(v: SupernaturalView, cell: number, team: number): number {
  let n = 0;
  for (let w = 0; w < v.wizards.length; w++)
    if (w >> 1 !== team && !v.attacked[w] && distance(v.wizards[w] as number, cell) === 1) n++;
  return n;
}

/**
 * SS-12.2: the carrier heads for the other goal; a wizard without the ball heads for the ball
 * (taking it when it can), and next to the carrier when an opponent has it. SS-12.5: a tuning
 * may weigh the opponents next to a hex and the side of the carrier a tackler stands on.
 */
function chooseMove(v: SupernaturalView, legal: readonly Action[], t: HeuristicTuning): Action {
  const w = v.current;
  const team = w >> 1;
  const aim = (cell: number): number => {
    if (v.carrier === w)
      return (
        toGoal(cell, team) * 10 +
        (GOAL_OF[cell] === 1 - team ? -100 : 0) +
        (t.carrierThreat && t.carrierThreat * threatsAt(v, cell, team))
      );
    // A wizard standing on the loose ball without it (SS-9.3) steps off towards the other
    // goal, so that a teammate may take it.
    const onBall = v.carrier === NONE && v.wizards[w] === v.ball;
    if ((v.carrier !== NONE && v.carrier >> 1 === team) || onBall)
      return (
        toGoal(cell, team) * 10 + (t.receiverThreat && t.receiverThreat * threatsAt(v, cell, team))
      );
    const tackle = v.carrier === NONE ? 0 : t.tackleBack && t.tackleBack * toGoal(cell, 1 - team);
    return distance(cell, v.ball) * 10 + (cell === v.ball ? -100 : 0) + tackle;
  };
  let best = legal[0] as Action;
  let bestScore = Infinity;
  for (const a of legal) {
    if (a === LET_FIRST) continue;
    const cell = a === STAY ? (v.wizards[w] as number) : a - MOVE;
    // Ties go to the first hex in reading order, west to east for Landraeth and mirrored
    // (east to west) for Mornoch: each prefers its forward hex, so both teams play alike.
    const score = aim(cell) * CELLS + (team === 0 ? (MIRROR[cell] as number) : cell);
    if (score < bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** SS-12.1: the kick that lands in the other goal zone most often, then nearest to it. */
export function chooseKick(
  v: SupernaturalView,
  kicks: readonly Action[],
): { action: Action; scores: number } {
  const team = v.carrier >> 1;
  let best = { action: kicks[0] as Action, scores: -1, value: -Infinity };
  // Lines tried in mirrored orders (east first for Mornoch, west first for Landraeth), so
  // that ties break alike for both.
  const field = fieldOf(v);
  for (const d of team === 0 ? LINES : MIRRORED_LINES) {
    const a = KICK + d;
    if (!kicks.includes(a)) continue;
    let scores = 0;
    let value = 0;
    for (let roll = 1; roll <= 8; roll++) {
      const cell = landing(field, a - KICK, roll);
      const zone = GOAL_OF[cell];
      if (zone === 1 - team) scores += 1 / 8;
      value -= (zone === team ? 100 : toGoal(cell, team)) / 8;
    }
    value += scores * 100;
    if (value > best.value) best = { action: a, scores, value };
  }
  return { action: best.action, scores: best.scores };
}

/**
 * SS-12.3: every Game Changer it may play is tried on the field as the chain would leave it;
 * it plays the one that gains most for its team, if that gain outweighs keeping the card. A
 * Counter Card is one of them: it gains where the card beneath it would harm.
 */
function chooseAnswer(
  v: SupernaturalView,
  seat: Seat,
  legal: readonly Action[],
  keep: readonly number[],
): Action {
  const team = teamOfSeat(v, seat);
  foresee(v);
  const base = valueAfterChain(team);
  let best = PASS;
  let bestGain = 0;
  let bestOrder = Infinity;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i] as Action;
    if (a === PASS) continue;
    const kind = playKind(a);
    const target = a - (PLAY_OF[kind] as number);
    const gain = valueAfterPlay(team, kind, target, seat) - base - (keep[kind] ?? 0);
    const order = team === 0 ? mirroredPlay(kind, target) : a;
    if (
      gain > bestGain + 1e-9 ||
      (gain > 0 && Math.abs(gain - bestGain) <= 1e-9 && order < bestOrder)
    ) {
      best = a;
      bestGain = gain;
      bestOrder = order;
    }
  }
  return best;
}

/** A play action's kind (actions.ts's `decodePlay` without its object). */
function playKind(action: Action): number {
  let kind = PLAY_OF.length - 1;
  while ((PLAY_OF[kind] as number) > action) kind--;
  return kind;
}

/**
 * A play's place among equal gains for Mornoch: the play Landraeth would make in the mirrored
 * field (wizards A ↔ X and B ↔ Y, lines east ↔ west …), so ties break alike for both teams.
 */
function mirroredPlay(kind: number, target: number): number {
  const wizard = (w: number): number => w ^ 2;
  const line = (d: number): number => MIRRORED_LINES[d] as number;
  if (kind === Kind.Nuke || kind === Kind.SentHome) return playAction(kind, wizard(target));
  if (kind === Kind.BodySwap)
    return playAction(kind, wizard(Math.floor(target / 4)) * 4 + wizard(target % 4));
  if (kind === Kind.Telekinesis)
    return playAction(kind, wizard(Math.floor(target / 6)) * 6 + line(target % 6));
  if (kind === Kind.Bounce) return playAction(kind, line(target));
  return playAction(kind, target);
}
