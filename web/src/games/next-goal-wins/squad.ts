/**
 * The viewer's squad between matches as the squad panel lists it: each footballer with what
 * stands in its way (injured, banned: NGW-28.1), its stat changes waiting for the next match
 * (NGW-26.3) and its loan (NGW-29), in position order.
 */
import { STAT_KEYS, footballer, footballerName } from './cards.ts';
import type { PlayerView, SeasonView } from './season.ts';

export interface SquadEntry {
  readonly card: number;
  readonly injured: boolean;
  readonly banned: boolean;
  /** Stat changes for the next match by stat number, e.g. {3: 1}. */
  readonly changes: ReadonlyMap<number, number>;
  /** The seat it is on loan from, or null. */
  readonly loanFrom: number | null;
}

const WORDS: Readonly<Record<string, string>> = {
  keeperPassing: 'passing',
  rushingOut: 'rushing out',
};

/** A stat's name from the engine's stat number, e.g. 3 → 'shooting'. */
export function statWord(stat: number): string {
  const key = STAT_KEYS[stat] ?? '?';
  return WORDS[key] ?? key;
}

/** A boost as words, e.g. 'Ada Lind +1 shooting'. */
export function boostWords([card, stat, amount]: readonly [number, number, number]): string {
  return `${footballerName(card)} ${amount > 0 ? '+' : '−'}${Math.abs(amount)} ${statWord(stat)}`;
}

const positionOf = (card: number): number =>
  ['GK', 'DEF', 'MID', 'STK'].indexOf(footballer(card)?.position ?? 'STK');

/** The viewer's footballers in position order (GK first), with their marks; [] for a spectator. */
export function squadOf(view: SeasonView): readonly SquadEntry[] {
  const me: PlayerView | undefined = view.players[view.viewer];
  if (!view.hand || !me) return [];
  return view.hand.footballers
    .slice()
    .sort((a, b) => positionOf(a) - positionOf(b) || a - b)
    .map((card) => {
      const out = me.out.find((o) => o.card === card);
      const changes = new Map<number, number>();
      for (const [boosted, stat, amount] of me.boosts)
        if (boosted === card) changes.set(stat, (changes.get(stat) ?? 0) + amount);
      return {
        card,
        injured: out?.injured ?? false,
        banned: out?.banned ?? false,
        changes,
        loanFrom: me.loanedIn.find((l) => l.card === card)?.from ?? null,
      };
    });
}

/** NGW-24.4: the limits a squad and a tactic hand may not go over. */
import {
  FOOTBALLER_LIMIT as MAX_FOOTBALLERS,
  TACTIC_LIMIT as MAX_TACTICS,
} from '../../../../src/games/next-goal-wins/vocabulary.ts';

/**
 * How many cards of a kind a seat holds against its limit, e.g. '7 of 7 footballers'. Over the
 * limit (NGW-24.4: two tactic cards drawn after a match onto a full hand) it says so, and how
 * many must go, e.g. '5 tactic cards, 2 over the limit of 3: let 2 go'.
 */
export function heldWords(held: number, limit: number, noun: string): string {
  if (held <= limit) return `${held} of ${limit} ${noun}s`;
  const over = held - limit;
  return `${held} ${noun}s, ${over} over the limit of ${limit}: let ${over} go`;
}

/** The squad panel's heading, e.g. 'Your squad: 7 of 7 footballers, 1 of 3 tactic cards'. */
export function squadHeading(footballers: number, tactics: number): string {
  return `Your squad: ${heldWords(footballers, MAX_FOOTBALLERS, 'footballer')}, ${heldWords(tactics, MAX_TACTICS, 'tactic card')}`;
}
