/** A season with nothing dealt yet: the shape every state shares (setup and determinize). */
import type { Rng } from '../../../core/rng.ts';
import { FOOTBALLER_COUNT, TACTIC_DECK } from '../cards.ts';
import { editionOf } from '../facts.ts';
import { minusOnes, zeros } from '../filled.ts';
import type { SeasonOptions } from './options.ts';
import { SeasonPhase, fixtureCount, type SeasonState } from './state.ts';

/** `count` new empty lists (a plain loop: Array.from with a callback costs far more). */
function lists(count: number): number[][] {
  const all: number[][] = [];
  for (let i = 0; i < count; i++) all.push([]);
  return all;
}

export function emptySeason(options: SeasonOptions, seats: number, rng: Rng): SeasonState {
  return {
    rng,
    mode: options.mode,
    attacks: options.attacks,
    firstTo: options.firstTo,
    noRepeat: options.noRepeat,
    edition: editionOf(options.edition),
    managersOn: options.managers,
    exchangeOn: options.exchange,
    seats,
    phase: SeasonPhase.DraftDeck,
    decks: [[], [], [], []],
    tacticDeck: [],
    eventDeck: [],
    eventsUsed: [],
    eventDrawers: [],
    hands: lists(seats),
    tactics: lists(seats),
    retired: [],
    known: zeros(FOOTBALLER_COUNT),
    tacticKnown: zeros(TACTIC_DECK.length),
    out: zeros(FOOTBALLER_COUNT),
    boosts: [],
    lender: minusOnes(FOOTBALLER_COUNT),
    loanPick: minusOnes(seats),
    manager: minusOnes(seats),
    transfersUsed: zeros(seats),
    goals: minusOnes(2 * fixtureCount(seats)),
    forfeits: zeros(fixtureCount(seats)),
    fixture: 0,
    round: 0,
    match: null,
    todo: [],
    actor: -1,
    offer: [],
    picksLeft: 0,
    windowLeft: 0,
    event: -1,
    drawer: -1,
    eventTeam: -1,
    discardPosition: -1,
    noted: 0,
    log: [],
  };
}
