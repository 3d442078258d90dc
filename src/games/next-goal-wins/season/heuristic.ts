/**
 * The season's heuristic bot (NGW-31), reading its own view only. Season decisions follow
 * simple rules (draw where the squad is thinnest, keep the strongest cards, let the weakest
 * go, loan the least useful); match decisions are the match heuristic's, on `view.match`.
 */
import type { Agent, AgentFactory, Decision } from '../../../core/agent.ts';
import type { Action } from '../../../core/game.ts';
import { COMPILED_TACTICS, DECKS, FOOTBALLERS, POSITION_OF, TacticEffect } from '../cards.ts';
import { best, nextGoalWinsHeuristic } from '../heuristic.ts';
import type { NextGoalWinsView } from '../view.ts';
import { EVENTS } from './catalogue.ts';
import {
  cardLetGo,
  cardLoaned,
  deckOf,
  offerIndex,
  seasonBlockOf,
  tacticSlotDropped,
} from './codes.ts';
import type { SeasonView } from './view.ts';

/** NGW-31.1: the squad it aims for, by position GK, DEF, MID, STK (7 in all). */
export const WANTED = [1, 2, 2, 2] as const;

const rating = (card: number): number => FOOTBALLERS[card]?.rating ?? 0;
const position = (card: number): number => POSITION_OF[card] ?? 0;

export const seasonHeuristic: AgentFactory<SeasonView> = (seat, seed) => {
  const match: Agent<NextGoalWinsView> = nextGoalWinsHeuristic(seat, seed);
  return { act: (d) => decide(d, match) };
};

/** The card or event an offer code keeps, as the view shows the offer; -1 if none. */
const offered = (v: SeasonView, a: Action): number => v.pending?.offer?.[offerIndex(a)] ?? -1;

function decide(d: Decision<SeasonView>, match: Agent<NextGoalWinsView>): Action {
  if (d.legal.length === 1) return d.legal[0] as Action;
  const v = d.view;
  if (v.match && (v.phase === 'match' || v.mode === 'match')) {
    const side = v.matchSeats ? v.matchSeats.indexOf(d.seat) : d.seat;
    const view = v.match;
    return match.act({ seat: side, view, legal: d.legal, label: (a) => d.label(a) });
  }
  const hand = v.hand?.footballers ?? [];
  const tactics = v.hand?.tactics ?? [];
  switch (v.phase) {
    case 'draft-deck':
    case 'event-deck':
      return best(d.legal, (a) => (seasonBlockOf(a) === 'deck' ? need(hand, deckOf(a)) : -100));
    case 'transfer':
      return best(d.legal, (a) =>
        seasonBlockOf(a) === 'deck' ? transferValue(hand, deckOf(a)) : 0,
      );
    case 'draft-tactic':
      return best(d.legal, (a) => tacticValue(offered(v, a)));
    case 'look':
      return best(d.legal, (a) => {
        const card = offered(v, a);
        return rating(card) + need(hand, position(card)) / 10;
      });
    case 'event-choice':
      return best(d.legal, (a) => eventValue(offered(v, a)));
    case 'event-target':
      return best(d.legal, (a) => targetValue(v, d.seat, offered(v, a)));
    case 'discard':
    case 'lose-tactic':
      return best(d.legal, (a) =>
        seasonBlockOf(a) === 'dropTactic'
          ? -tacticValue(tactics[tacticSlotDropped(a)] ?? -1)
          : -keepValue(hand, cardLetGo(a)),
      );
    case 'loan':
      return best(d.legal, (a) => -keepValue(hand, cardLoaned(a)));
    default:
      return d.legal[0] as Action;
  }
}

/** NGW-31.1: how much the squad wants another footballer of `pos`: missing ones first, then
 * the position whose best footballer is weakest. */
export function need(hand: readonly number[], pos: number): number {
  const here = hand.filter((c) => position(c) === pos);
  const missing = (WANTED[pos] ?? 0) - here.length;
  const bestHere = Math.max(0, ...here.map(rating));
  return missing * 10 + (5 - bestHere);
}

/** The mean star rating of each position's footballers: what a blind draw brings on average. */
const AVERAGE = [0, 1, 2, 3].map((pos) => {
  const deck = DECKS[pos] ?? [];
  return deck.reduce((sum, card) => sum + rating(card), 0) / Math.max(1, deck.length);
});

/**
 * NGW-31.1: a transfer is worth making for a position the squad lacks, or, with a full squad,
 * where an average draw beats the footballer it would let go; otherwise it stops (below 0).
 */
export function transferValue(hand: readonly number[], pos: number): number {
  const have = hand.filter((c) => position(c) === pos).length;
  if (have < (WANTED[pos] ?? 0)) return 10 + need(hand, pos);
  if (hand.length < 7) return 1 + need(hand, pos) / 100;
  const weakest = Math.min(...hand.map(rating));
  const gain = (AVERAGE[pos] ?? 0) - weakest;
  return gain > 0 ? gain : -1;
}

/** NGW-31.2: a footballer's worth to the squad: its rating, more if it is its position's last. */
export function keepValue(hand: readonly number[], card: number): number {
  const samePosition = hand.filter((c) => position(c) === position(card)).length;
  return rating(card) + (samePosition <= 1 ? 10 : 0);
}

/** NGW-31.2: tactics that win a contest outright first, then by their bonus. */
export function tacticValue(id: number): number {
  const t = COMPILED_TACTICS[id];
  if (!t) return -1;
  switch (t.effect) {
    case TacticEffect.Unopposed:
    case TacticEffect.WinBall:
      return 5;
    case TacticEffect.Bonus:
      return 2 + t.amount;
    case TacticEffect.SpeedBattle:
      return 3;
    case TacticEffect.Foul:
      return 2;
    case TacticEffect.StopPlay:
      return 4;
    default:
      return 1 + Math.abs(t.amount);
  }
}

/** NGW-31.3: an event's worth to its drawer. */
export function eventValue(id: number): number {
  const fx = EVENTS[id]?.effect;
  if (!fx) return 0;
  switch (fx.kind) {
    case 'recruit':
      return 4;
    case 'transfer':
      return 3;
    case 'tactics':
      return 1 + fx.amount;
    case 'heal':
      return 2;
    case 'lose-tactic':
      return -1;
    case 'boost':
      return fx.team === 'own' ? fx.amount : -fx.amount;
    default:
      return fx.team === 'own' ? (fx.kind === 'retire' ? -4 : -2) : 2;
  }
}

/** NGW-31.3: among level footballers, a blow lands on the least useful of its own and the most
 * useful of a rival's; a boost on its best. */
function targetValue(v: SeasonView, seat: number, card: number): number {
  const fx = EVENTS[v.pending?.event ?? -1]?.effect;
  const good = fx?.kind === 'boost' && fx.amount > 0;
  const own = v.pending?.eventTeam === seat;
  return own === good ? rating(card) : -rating(card);
}
