/**
 * What each Game Changer does for the team that plays it, for the lab probe (lab.ts): when a
 * chain resolves, its links are played again on a scratch field, last first as the rules
 * resolve them (SS-10.4), and each link that is not nullified is judged by the field's value
 * for its player's team (judge.ts) before and after it. A card also counts as followed by a
 * point when its team scores at the end of the same action phase: the kick cards (SS-9.2) act
 * only on the kick that follows, so their worth shows there. Snapshots go into preallocated
 * arrays; only a resolution replays.
 */
import type { Action, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { NONE } from './board.ts';
import { Kind, decodePlay, isPlay } from './actions.ts';
import { resolveCard } from './changers.ts';
import { fieldValue, type Field } from './judge.ts';
import { newState } from './rules.ts';
import { WIZARDS, Step, type SsState } from './state.ts';
import { KIND_COUNT } from './vocabulary.ts';

/** The most links a chain can hold: every card of the deck. */
const MOST_LINKS = 39;

/** Per kind: links resolved, links nullified, value gained (tenths, summed), points that followed. */
export interface ImpactTally {
  readonly resolved: number[];
  readonly nullified: number[];
  readonly gain: number[];
  readonly scored: number[];
}

export const newImpactTally = (): ImpactTally => ({
  resolved: new Array<number>(KIND_COUNT).fill(0),
  nullified: new Array<number>(KIND_COUNT).fill(0),
  gain: new Array<number>(KIND_COUNT).fill(0),
  scored: new Array<number>(KIND_COUNT).fill(0),
});

export class ImpactWatcher {
  readonly tally = newImpactTally();
  private readonly field: SsState = newState({ target: 3 }, 2, Rng.fromSeed('impact'));
  // The field and the chain as they stood before the last action in a window.
  private readonly cells = new Array<number>(WIZARDS).fill(NONE);
  private readonly commits = new Array<number>(WIZARDS).fill(NONE);
  private readonly done = new Array<boolean>(WIZARDS).fill(false);
  private readonly kinds = new Array<number>(MOST_LINKS).fill(0);
  private readonly targets = new Array<number>(MOST_LINKS).fill(0);
  private readonly teams = new Array<number>(MOST_LINKS).fill(0);
  private links = 0;
  private ball = NONE;
  private carrier = NONE;
  private turnTeam = 0;
  private flags = 0;
  /** Cards resolved in the phase under way, as kind × 2 + team, waiting for its end. */
  private readonly pending: number[] = [];
  private phaseKey = 0;
  /** Each team's points before the last action. */
  private readonly points = [0, 0];

  start(s: SsState): void {
    this.pending.length = 0;
    this.links = 0;
    this.phaseKey = s.turns * 2 + s.phase;
    this.points.fill(0);
  }

  before(s: SsState, seat: Seat, action: Action): void {
    this.links = 0;
    if (s.step !== Step.Window) return;
    const n = s.chainKind.length;
    const plays = isPlay(action);
    if (n === 0 && !plays) return;
    for (let w = 0; w < WIZARDS; w++) {
      this.cells[w] = s.cellOf[w] as number;
      this.commits[w] = s.commits[w] as number;
      this.done[w] = s.done[w] as boolean;
    }
    this.ball = s.ball;
    this.carrier = s.carrier;
    this.turnTeam = s.turnTeam;
    this.flags = (s.ghost ? 1 : 0) | (s.heavy ? 2 : 0) | (s.long ? 4 : 0);
    for (let link = 0; link < n; link++) {
      this.kinds[link] = s.chainKind[link] as number;
      this.targets[link] = s.chainTarget[link] as number;
      this.teams[link] = s.teamOfSeat[s.chainSeat[link] as Seat] as number;
    }
    this.links = n;
    if (plays) {
      const { kind, target } = decodePlay(action);
      this.kinds[n] = kind;
      this.targets[n] = target;
      this.teams[n] = s.teamOfSeat[seat] as number;
      this.links = n + 1;
    }
  }

  after(s: SsState): void {
    if (this.links > 0 && s.chainKind.length === 0) this.replay();
    for (let team = 0; team < 2; team++) {
      if ((s.scores[team] as number) > (this.points[team] as number)) this.scoredBy(team);
      this.points[team] = s.scores[team] as number;
    }
    const key = s.turns * 2 + s.phase;
    if (key !== this.phaseKey) this.pending.length = 0;
    this.phaseKey = key;
  }

  /** SS-10.4: the snapshot's chain, last link first, each judged for its player's team. */
  private replay(): void {
    const f = this.setUp();
    let cancelled = false;
    for (let link = this.links - 1; link >= 0; link--) {
      const kind = this.kinds[link] as number;
      const team = this.teams[link] as number;
      if (cancelled) this.tally.nullified[kind] = (this.tally.nullified[kind] as number) + 1;
      else {
        const before = fieldValue(this.fieldOf(f), team);
        resolveCard(f, kind, this.targets[link] as number);
        const gain = fieldValue(this.fieldOf(f), team) - before;
        this.tally.resolved[kind] = (this.tally.resolved[kind] as number) + 1;
        this.tally.gain[kind] = (this.tally.gain[kind] as number) + Math.round(gain * 10);
        this.pending.push(kind * 2 + team);
      }
      cancelled = !cancelled && kind === Kind.Counter;
    }
  }

  private setUp(): SsState {
    const f = this.field;
    f.wizardAt.fill(NONE);
    for (let w = 0; w < WIZARDS; w++) {
      f.cellOf[w] = this.cells[w] as number;
      f.wizardAt[this.cells[w] as number] = w;
    }
    f.ball = this.ball;
    f.carrier = this.carrier;
    f.ghost = (this.flags & 1) !== 0;
    f.heavy = (this.flags & 2) !== 0;
    f.long = (this.flags & 4) !== 0;
    f.version++;
    return f;
  }

  private fieldOf(f: SsState): Field {
    return {
      cells: f.cellOf,
      ball: f.ball,
      carrier: f.carrier,
      turnTeam: this.turnTeam,
      commits: this.commits,
      done: this.done,
      ghost: f.ghost,
      heavy: f.heavy,
      long: f.long,
    };
  }

  private scoredBy(team: number): void {
    for (const entry of this.pending)
      if (entry % 2 === team) {
        const kind = entry >> 1;
        this.tally.scored[kind] = (this.tally.scored[kind] as number) + 1;
      }
  }
}
