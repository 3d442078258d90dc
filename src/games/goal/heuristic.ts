/**
 * The heuristic bot for Goal! (GL-9), reading its own view only: it knows the formation
 * lists, counts the cards it has seen, keeps a save ready when the other side threatens, and
 * plays its Goalkeeper only when nothing else saves.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action } from '../../core/game.ts';
import { HALF_BACKS, KINDS, SAVING, SHOOTING } from './cards.ts';
import {
  FREE_KICK,
  GOALKEEPER,
  PACK_COUNTS,
  SAVING_FORMATIONS,
  SHOOTING_FORMATIONS,
  type Formation,
} from './vocabulary.ts';
// The codes' ranges (actions.ts): the bot scores codes without decoding them.
import {
  ADD_BASE,
  DISCARD_BASE,
  FREE_KICK_ACTION,
  KEEPER_SAVE,
  LET_IN,
  SAVING_BASE,
  SHOOTING_BASE,
} from './actions.ts';
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
  for (const action of legal) if (action >= ADD_BASE) return action;
  return legal.includes(KEEPER_SAVE) ? KEEPER_SAVE : LET_IN;
}

/** GL-9.2: the best of the legal actions of an ordinary or Free Kick turn. */
export function bestTurn(v: GoalView, legal: readonly Action[]): Action {
  const knowledge = KNOWLEDGE.read(v);
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const action of legal) {
    const score = knowledge.score(action);
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}

const NO_CARDS: readonly number[] = [];
const NO_FORMATIONS: readonly FormationView[] = [];

/**
 * What the bot makes of its view: its formations, the threat it faces, the cards unseen.
 * One instance is read afresh for each decision (bots are the search's hot loop), so its
 * counts are reused arrays, not made per call.
 */
class Knowledge {
  private mine: readonly FormationView[] = NO_FORMATIONS;
  /** Copies of each kind in the bot's hand. */
  private readonly hand = new Int32Array(KINDS);
  /** Cards not in the bot's hand, not discarded and not on the table, by kind. */
  private readonly unseen = new Int32Array(KINDS);
  private threatened = false;
  private saveReady = false;
  private keeperUsed = false;
  /** How many shooting, and saving, formations the bot's side has begun. */
  private shootingBuilt = 0;
  private savingBuilt = 0;

  read(v: GoalView): this {
    const mySide = v.sideOf[v.viewer] ?? 0;
    this.mine = v.formations[mySide] ?? NO_FORMATIONS;
    const { hand, unseen } = this;
    for (let kind = 0; kind < KINDS; kind++) {
      hand[kind] = 0;
      unseen[kind] = PACK_COUNTS[kind] as number;
    }
    for (const card of v.hand ?? NO_CARDS) {
      (hand[card] as number)++;
      (unseen[card] as number)--;
    }
    for (const card of v.discards) (unseen[card] as number)--;
    for (const side of v.formations)
      for (const f of side) for (const card of f.cards) (unseen[card] as number)--;
    (unseen[GOALKEEPER] as number) -= v.keepersOut;
    this.threatened = false;
    for (const f of v.formations[1 - mySide] ?? NO_FORMATIONS)
      if (f.side === 'shooting' && f.cards.length === 2) this.threatened = true;
    this.keeperUsed = Boolean(v.keeperUsed[mySide]);
    let ready = (hand[GOALKEEPER] as number) > 0 && !this.keeperUsed;
    this.shootingBuilt = 0;
    this.savingBuilt = 0;
    for (const f of this.mine) {
      if (f.side === 'saving') {
        this.savingBuilt++;
        if (f.cards.length === 3 || this.completable(f)) ready = true;
      } else this.shootingBuilt++;
    }
    this.saveReady = ready;
    return this;
  }

  score(action: Action): number {
    if (action >= ADD_BASE)
      return this.addScore((action - ADD_BASE) >> 4, (action - ADD_BASE) & 15);
    if (action < SHOOTING_BASE) return -this.keepValue(action - DISCARD_BASE);
    if (action < SAVING_BASE) return this.startScore(SHOOTING, action - SHOOTING_BASE);
    if (action < FREE_KICK_ACTION) return this.startScore(SAVING, action - SAVING_BASE);
    // Two fresh cards beat a blind discard, but not a real play; the Goalkeeper, letting in
    // and passing are never choices of a turn.
    return action === FREE_KICK_ACTION ? 1 : 0;
  }

  private addScore(index: number, card: number): number {
    const f = this.mine[index];
    if (!f) return 0;
    const completes = f.cards.length === 2;
    if (f.side === 'shooting')
      return completes ? 100 : 20 + this.chance(SHOOTING_FORMATIONS, f.cards, card);
    const urgent = this.threatened && !this.saveReady ? 40 : 0;
    return (completes ? 30 : 15) + urgent;
  }

  private startScore(side: typeof SHOOTING | typeof SAVING, card: number): number {
    if (side === SAVING) {
      const urgent = this.threatened && !this.saveReady ? 35 : 0;
      return 6 + urgent + this.chance(SAVING_FORMATIONS, NO_CARDS, card) - 4 * this.savingBuilt;
    }
    return 10 + this.chance(SHOOTING_FORMATIONS, NO_CARDS, card) - 3 * this.shootingBuilt;
  }

  /**
   * How promising a formation begun with `cards` then `next` is: finishing cards held count
   * double.
   */
  private chance(list: readonly Formation[], cards: readonly number[], next: number): number {
    const { hand, unseen } = this;
    const length = cards.length + 1;
    let best = 0;
    for (const formation of list) {
      if (!begins(formation, cards) || formation[cards.length] !== next) continue;
      let likely = 0;
      for (let i = length; i < 3; i++) {
        const card = formation[i] as number;
        likely += (hand[card] as number) > 0 ? 4 : Math.min(unseen[card] as number, 3);
      }
      best = Math.max(best, likely);
    }
    return best;
  }

  private completable(f: FormationView): boolean {
    if (f.cards.length !== 2) return false;
    const list = f.side === 'saving' ? SAVING_FORMATIONS : SHOOTING_FORMATIONS;
    for (const formation of list)
      if (begins(formation, f.cards) && (this.hand[formation[2]] as number) > 0) return true;
    return false;
  }

  /** How much a card in hand is worth keeping; the lowest is discarded. */
  private keepValue(card: number): number {
    const { hand, unseen } = this;
    if (card === GOALKEEPER) return (hand[GOALKEEPER] as number) > 1 || this.keeperUsed ? -10 : 50;
    if (card === FREE_KICK) return 12;
    for (const f of this.mine) if (f.cards.length < 3 && this.follows(f, card)) return 30;
    const copies = hand[card] ?? 0;
    if (HALF_BACKS.includes(card)) return 20 - 4 * copies;
    // Backs and forwards: worth what the formations they belong to could still become.
    const lists = card <= 3 ? SAVING_FORMATIONS : SHOOTING_FORMATIONS;
    let value = 0;
    for (const formation of lists) {
      if (formation[0] !== card && formation[1] !== card && formation[2] !== card) continue;
      let possible = true;
      for (const c of formation)
        if (c !== card && (hand[c] as number) <= 0 && (unseen[c] as number) <= 0) possible = false;
      if (possible) value += 2;
    }
    return value - 3 * (copies - 1);
  }

  private follows(f: FormationView, card: number): boolean {
    const list = f.side === 'saving' ? SAVING_FORMATIONS : SHOOTING_FORMATIONS;
    for (const formation of list)
      if (begins(formation, f.cards) && formation[f.cards.length] === card) return true;
    return false;
  }
}

const KNOWLEDGE = new Knowledge();

/** Whether `formation` is laid in the order of `cards` so far. */
function begins(formation: Formation, cards: readonly number[]): boolean {
  for (let i = 0; i < cards.length; i++) if (formation[i] !== cards[i]) return false;
  return true;
}
