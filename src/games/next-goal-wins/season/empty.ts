/** A season with nothing dealt yet: the shape every state shares (setup and determinize). */
import type { Rng } from '../../../core/rng.ts';
import { FOOTBALLER_COUNT, TACTIC_DECK } from '../cards.ts';
import type { SeasonOptions } from './options.ts';
import { SeasonPhase, fixtureCount, type SeasonState } from './state.ts';

export function emptySeason(options: SeasonOptions, seats: number, rng: Rng): SeasonState {
  return {
    rng,
    mode: options.mode,
    attacks: options.attacks,
    firstTo: options.firstTo,
    noRepeat: options.noRepeat,
    managersOn: options.managers,
    exchangeOn: options.exchange,
    seats,
    phase: SeasonPhase.DraftDeck,
    decks: [[], [], [], []],
    tacticDeck: [],
    eventDeck: [],
    eventsUsed: [],
    eventDrawers: [],
    hands: Array.from({ length: seats }, () => []),
    tactics: Array.from({ length: seats }, () => []),
    retired: [],
    known: new Array<number>(FOOTBALLER_COUNT).fill(0),
    tacticKnown: new Array<number>(TACTIC_DECK.length).fill(0),
    out: new Array<number>(FOOTBALLER_COUNT).fill(0),
    boosts: [],
    lender: new Array<number>(FOOTBALLER_COUNT).fill(-1),
    loanPick: new Array<number>(seats).fill(-1),
    manager: new Array<number>(seats).fill(-1),
    transfersUsed: new Array<number>(seats).fill(0),
    goals: new Array<number>(2 * fixtureCount(seats)).fill(-1),
    forfeits: new Array<number>(fixtureCount(seats)).fill(0),
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
