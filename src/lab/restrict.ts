/**
 * Restricted agents (issue #36): a bot that never plays a card or never chooses a kind of
 * action ('never'), or always does when it can ('always'), played against the unrestricted bot
 * on the same seeds, so that the difference of the two runs is what the card is worth to it.
 * The card or choice is named as the cards-and-choices table names it (cards.ts rowKey), from
 * the ActionInfo the engine declares: the lab knows no game's cards.
 */
import type { Decision } from '../core/agent.ts';
import type { AnyGame, Seat } from '../core/game.ts';
import { ReusedDecision } from '../core/series.ts';
import { rowKey } from './cards.ts';

/** What a restricted bot must do, e.g. { rule: 'never', name: 'Ghost Ball' }. */
export interface Restriction {
  /** 'never': take the card's (or choice's) actions out while others remain; 'always': keep only them. */
  readonly rule: 'never' | 'always';
  /** A card's name or a choice, as the cards table shows it, e.g. 'Ghost Ball', 'reward goal'. */
  readonly name: string;
}

/** A restriction in words, e.g. 'never Ghost Ball'. */
export const restrictionWords = (r: Restriction): string => `${r.rule} ${r.name}`;

/** Whether an action's row (cards.ts rowKey) is the one named, card or choice alike. */
export function namesRow(key: string, name: string): boolean {
  return key.slice(key.indexOf(':') + 1) === name;
}

/**
 * Narrows the legal actions of the restricted seat. Counts the decisions that offered the card
 * or choice (`met`) and those whose choices it changed (`changed`): a run whose restriction
 * never met its card says so instead of reporting a value of nothing.
 */
export class Restrictor {
  met = 0;
  changed = 0;
  private readonly engine: AnyGame;
  private readonly restriction: Restriction;
  private readonly decisions: ReusedDecision<unknown, unknown>[];

  constructor(engine: AnyGame, seats: number, restriction: Restriction) {
    this.engine = engine;
    this.restriction = restriction;
    this.decisions = Array.from({ length: seats }, (_, seat) => new ReusedDecision(engine, seat));
  }

  /** The decision the restricted seat's agent is handed: `full` itself when nothing changes. */
  decide(state: unknown, seat: Seat, full: Decision<unknown>): Decision<unknown> {
    const narrowed = this.decisions[seat] as ReusedDecision<unknown, unknown>;
    const kept = narrowed.legal;
    kept.length = 0;
    let named = 0;
    const always = this.restriction.rule === 'always';
    for (const action of full.legal) {
      const hit = namesRow(
        rowKey(this.engine.actionInfo(state, seat, action)),
        this.restriction.name,
      );
      if (hit) named++;
      if (hit === always) kept.push(action);
    }
    if (named === 0) return full;
    this.met++;
    // 'never' with nothing else left, or 'always' when every action is the named one: unchanged.
    if (kept.length === 0 || kept.length === full.legal.length) return full;
    this.changed++;
    narrowed.state = state;
    return narrowed;
  }
}

/**
 * The two variants that measure a restriction on the same seeds: the bots as given, and the
 * first bot restricted (`matchday lab --never NAME`, the Lab page's "What is a card worth?").
 * A run of them rotates seats, so that the first bot plays every seat.
 */
export function restrictedVariants(restriction: Restriction): {
  label: string;
  options: Record<string, never>;
  restrict?: Restriction;
}[] {
  return [
    { label: 'unrestricted', options: {} },
    { label: restrictionWords(restriction), options: {}, restrict: restriction },
  ];
}
