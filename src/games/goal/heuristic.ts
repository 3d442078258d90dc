/**
 * The heuristic bot for Goal! (GL-9), reading its own view only: it knows the formation
 * lists, counts the cards it has seen, keeps a save ready when the other side threatens, and
 * plays its Goalkeeper only when nothing else saves.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action } from '../../core/game.ts';
import { HALF_BACKS, SAVING, SHOOTING } from './cards.ts';
import {
  FREE_KICK,
  GOALKEEPER,
  PACK_COUNTS,
  SAVING_FORMATIONS,
  SHOOTING_FORMATIONS,
} from './vocabulary.ts';
import { KEEPER_SAVE, LET_IN, decode, type Decoded } from './actions.ts';
import type { FormationView, GoalView } from './view.ts';

export const goalHeuristic: AgentFactory<GoalView> = () => heuristicAgent;

const heuristicAgent: Agent<GoalView> = {
  act(d: Decision<GoalView>): Action {
    if (d.legal.length === 1) return d.legal[0] as Action;
    const v = d.view;
    return v.phase === 'answer' ? answerShot(d.legal) : bestTurn(v, d.legal);
  },
};

/** GL-9.1: a saving formation first, the Goalkeeper only when nothing else saves. */
export function answerShot(legal: readonly Action[]): Action {
  const completion = legal.find((a) => decode(a).kind === 'add');
  if (completion !== undefined) return completion;
  return legal.includes(KEEPER_SAVE) ? KEEPER_SAVE : LET_IN;
}

/** GL-9.2: the best of the legal actions of an ordinary or Free Kick turn. */
export function bestTurn(v: GoalView, legal: readonly Action[]): Action {
  const knowledge = new Knowledge(v);
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const action of legal) {
    const score = knowledge.score(decode(action));
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}

/** What the bot makes of its view: its formations, the threat it faces, the cards unseen. */
class Knowledge {
  private readonly v: GoalView;
  private readonly mine: readonly FormationView[];
  /** Cards not in the bot's hand, not discarded and not on the table, by kind. */
  private readonly unseen: number[];
  private readonly hand: readonly number[];
  private readonly threatened: boolean;
  private readonly saveReady: boolean;

  constructor(v: GoalView) {
    this.v = v;
    const mySide = v.sideOf[v.viewer] ?? 0;
    this.mine = v.formations[mySide] ?? [];
    this.hand = v.hand ?? [];
    this.unseen = PACK_COUNTS.slice();
    const seen = [...this.hand, ...v.discards, ...v.formations.flat().flatMap((f) => f.cards)];
    for (const card of seen) (this.unseen[card] as number)--;
    (this.unseen[GOALKEEPER] as number) -= v.keepersOut;
    const theirs = v.formations[1 - mySide] ?? [];
    this.threatened = theirs.some((f) => f.side === 'shooting' && f.cards.length === 2);
    const keeperReady = this.hand.includes(GOALKEEPER) && !v.keeperUsed[mySide];
    this.saveReady =
      keeperReady ||
      this.mine.some((f) => f.side === 'saving' && (f.cards.length === 3 || this.completable(f)));
  }

  score(d: Decoded): number {
    switch (d.kind) {
      case 'add':
        return this.addScore(d.index, d.card);
      case 'start':
        return this.startScore(d.side, d.card);
      case 'discard':
        return -this.keepValue(d.card);
      case 'free-kick':
        return 1; // two fresh cards beat a blind discard, but not a real play
      default:
        return 0;
    }
  }

  private addScore(index: number, card: number): number {
    const f = this.mine[index];
    if (!f) return 0;
    const completes = f.cards.length === 2;
    if (f.side === 'shooting')
      return completes ? 100 : 20 + this.chance(SHOOTING, [...f.cards, card]);
    const urgent = this.threatened && !this.saveReady ? 40 : 0;
    return (completes ? 30 : 15) + urgent;
  }

  private startScore(side: typeof SHOOTING | typeof SAVING, card: number): number {
    const prefix = [card];
    const alreadyBuilt = this.mine.filter(
      (f) => f.side === (side === SAVING ? 'saving' : 'shooting'),
    ).length;
    if (side === SAVING) {
      const urgent = this.threatened && !this.saveReady ? 35 : 0;
      return 6 + urgent + this.chance(SAVING, prefix) - 4 * alreadyBuilt;
    }
    return 10 + this.chance(SHOOTING, prefix) - 3 * alreadyBuilt;
  }

  /** How promising a formation begun with `prefix` is: finishing cards held count double. */
  private chance(side: typeof SHOOTING | typeof SAVING, prefix: readonly number[]): number {
    const list = side === SAVING ? SAVING_FORMATIONS : SHOOTING_FORMATIONS;
    let best = 0;
    for (const formation of list) {
      if (!prefix.every((card, i) => formation[i] === card)) continue;
      let likely = 0;
      for (const card of formation.slice(prefix.length)) {
        likely += this.hand.includes(card) ? 4 : Math.min(this.unseen[card] ?? 0, 3);
      }
      best = Math.max(best, likely);
    }
    return best;
  }

  private completable(f: FormationView): boolean {
    const list = f.side === 'saving' ? SAVING_FORMATIONS : SHOOTING_FORMATIONS;
    return list.some(
      (formation) =>
        f.cards.every((card, i) => formation[i] === card) &&
        f.cards.length === 2 &&
        this.hand.includes(formation[2]),
    );
  }

  /** How much a card in hand is worth keeping; the lowest is discarded. */
  private keepValue(card: number): number {
    const mySide = this.v.sideOf[this.v.viewer] ?? 0;
    const keepers = this.hand.filter((c) => c === GOALKEEPER).length;
    if (card === GOALKEEPER) return keepers > 1 || this.v.keeperUsed[mySide] ? -10 : 50;
    if (card === FREE_KICK) return 12;
    const extends_ = this.mine.some((f) => f.cards.length < 3 && this.follows(f, card));
    if (extends_) return 30;
    if (HALF_BACKS.includes(card)) return 20 - 4 * this.copies(card);
    // Backs and forwards: worth what the formations they belong to could still become.
    const lists = card <= 3 ? SAVING_FORMATIONS : SHOOTING_FORMATIONS;
    let value = 0;
    for (const formation of lists) {
      if (!formation.includes(card)) continue;
      const rest = formation.filter((c) => c !== card);
      if (rest.every((c) => this.hand.includes(c) || (this.unseen[c] ?? 0) > 0)) value += 2;
    }
    return value - 3 * (this.copies(card) - 1);
  }

  private follows(f: FormationView, card: number): boolean {
    const list = f.side === 'saving' ? SAVING_FORMATIONS : SHOOTING_FORMATIONS;
    return list.some(
      (formation) =>
        f.cards.every((c, i) => formation[i] === c) && formation[f.cards.length] === card,
    );
  }

  private copies(card: number): number {
    return this.hand.filter((c) => c === card).length;
  }
}
