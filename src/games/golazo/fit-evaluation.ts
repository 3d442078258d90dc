/**
 * Refits the evaluation's weights (evaluation.ts, PROMISE): heuristic self-play, and at the
 * start of every turn the position's features against the goal difference, from the side of
 * the team with the ball, over the next three turns; least squares with a light ridge (some
 * features, such as a carrier left in the box, never occur at a turn's start under the
 * heuristic). `npx node src/games/golazo/fit-evaluation.ts [matches]` prints the weights.
 */
import { Rng } from '../../core/rng.ts';
import { golazo } from './engine.ts';
import { features } from './evaluation.ts';
import { golazoOptions } from './facts.ts';
import { golazoHeuristic } from './heuristic.ts';
import { Phase, type GolazoState } from './state.ts';

const HORIZON = 3;
const RIDGE = 1;

interface Sample {
  readonly turn: number;
  readonly team: number;
  readonly scores: readonly number[];
  readonly x: readonly number[];
}

/** One match of heuristic self-play: each turn start's features and its goal difference. */
function samples(seed: string, xs: number[][], ys: number[]): void {
  const s: GolazoState = golazo.setup(golazoOptions.parse({}), 2, Rng.fromSeed(seed));
  const agents = [golazoHeuristic(0, `${seed}/0`), golazoHeuristic(1, `${seed}/1`)];
  const pending: Sample[] = [];
  let seen = -1;
  while (s.phase !== Phase.Over) {
    if (s.phase === Phase.Roll && s.turn !== seen) {
      seen = s.turn;
      const team = s.carrier < 11 ? 0 : 1;
      pending.push({ turn: s.turn, team, scores: s.scores.slice(), x: features(s) });
    }
    while (pending[0] && s.turn >= pending[0].turn + HORIZON) {
      const p = pending.shift() as Sample;
      const gain = (t: number): number => (s.scores[t] as number) - (p.scores[t] as number);
      xs.push(p.x.slice());
      ys.push(gain(p.team) - gain(1 - p.team));
    }
    const seat = golazo.actors(s)[0] as number;
    const legal = golazo.legalActions(s, seat);
    const view = golazo.view(s, seat);
    const agent = agents[seat] as (typeof agents)[number];
    golazo.apply(s, seat, agent.act({ seat, view, legal, label: String }));
  }
}

/** Solves (XᵀX + ridge·I) w = Xᵀy by Gauss–Jordan elimination. */
function leastSquares(xs: readonly number[][], ys: readonly number[]): number[] {
  const n = (xs[0] as number[]).length;
  const a = Array.from({ length: n }, (_, j) =>
    Array.from({ length: n }, (__, k) => (j === k ? RIDGE : 0)),
  );
  const b = new Array<number>(n).fill(0);
  xs.forEach((x, i) => {
    for (let j = 0; j < n; j++) {
      b[j] = (b[j] as number) + (x[j] as number) * (ys[i] as number);
      const row = a[j] as number[];
      for (let k = 0; k < n; k++) row[k] = (row[k] as number) + (x[j] as number) * (x[k] as number);
    }
  });
  for (let c = 0; c < n; c++) {
    const pivot = a[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = a[r] as number[];
      const f = (row[c] as number) / (pivot[c] as number);
      for (let k = c; k < n; k++) row[k] = (row[k] as number) - f * (pivot[k] as number);
      b[r] = (b[r] as number) - f * (b[c] as number);
    }
  }
  return b.map((v, i) => v / ((a[i] as number[])[i] as number));
}

const matches = Number(process.argv[2] ?? 1500);
const xs: number[][] = [];
const ys: number[] = [];
for (let m = 0; m < matches; m++) samples(`fit-${m}`, xs, ys);
const weights = leastSquares(xs, ys).map((w) => Number(w.toFixed(3)));
console.log(`${xs.length} turn starts from ${matches} matches: PROMISE = [${weights.join(', ')}]`);
