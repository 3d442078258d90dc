/**
 * The season's legal actions the server sent, sorted by where a click on the season board
 * finds them, by their info only (the engine's actionInfo, src/games/next-goal-wins/season/
 * actions.ts). Match decisions are left to the match board (choices.ts). A choice of a kind
 * this file does not know stays reachable from the shell's plain buttons.
 */
import type { LegalChoice } from '../../protocol.ts';

/** The offer kinds: a tactic kept at the draft, a footballer signed, an event kept, a target. */
export const OFFER_KINDS = ['keep-tactic', 'sign', 'keep-event', 'choose-footballer'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export interface SeasonChoices {
  /** Draw from a footballer deck (draft, transfer, recruit), by deck: 0 GK … 3 STK. */
  readonly decks: ReadonlyMap<number, LegalChoice>;
  /** NGW-25.1: no (more) transfers. */
  readonly stop: LegalChoice | null;
  /** One of the offered cards, by its place in the offer. */
  readonly offers: ReadonlyMap<number, LegalChoice>;
  /** What the offer's choices do, e.g. 'sign'; null without an offer. */
  readonly offerKind: OfferKind | null;
  /** NGW-24.4: let a footballer go, by card id. */
  readonly letGo: ReadonlyMap<number, LegalChoice>;
  /** NGW-24.4, NGW-26.3: put a tactic card at the bottom of the deck, by hand slot. */
  readonly dropTactic: ReadonlyMap<number, LegalChoice>;
  /** NGW-29.1: loan a footballer out, by card id. */
  readonly loans: ReadonlyMap<number, LegalChoice>;
  /** How many choices are none of these (match decisions among them). */
  readonly others: number;
}

export const NO_SEASON_CHOICES: SeasonChoices = {
  decks: new Map(),
  stop: null,
  offers: new Map(),
  offerKind: null,
  letGo: new Map(),
  dropTactic: new Map(),
  loans: new Map(),
  others: 0,
};

const isOffer = (kind: string): kind is OfferKind =>
  (OFFER_KINDS as readonly string[]).includes(kind);

export function sortSeasonChoices(legal: readonly LegalChoice[]): SeasonChoices {
  const decks = new Map<number, LegalChoice>();
  const offers = new Map<number, LegalChoice>();
  const letGo = new Map<number, LegalChoice>();
  const dropTactic = new Map<number, LegalChoice>();
  const loans = new Map<number, LegalChoice>();
  let stop: LegalChoice | null = null;
  let offerKind: OfferKind | null = null;
  let others = 0;
  for (const choice of legal) {
    const info = choice.info;
    const kind = info?.kind;
    if (kind === 'deck' && info?.index !== undefined) decks.set(info.index, choice);
    else if (kind === 'stop') stop = choice;
    else if (kind !== undefined && isOffer(kind) && info?.index !== undefined) {
      offers.set(info.index, choice);
      offerKind = kind;
    } else if (kind === 'let-go' && info?.card !== undefined) letGo.set(info.card, choice);
    else if (kind === 'drop-tactic' && info?.index !== undefined)
      dropTactic.set(info.index, choice);
    else if (kind === 'loan' && info?.card !== undefined) loans.set(info.card, choice);
    else others++;
  }
  return { decks, stop, offers, offerKind, letGo, dropTactic, loans, others };
}

/** The words on an offered card's button, e.g. 'Keep' for a draft tactic. */
export const OFFER_VERBS: Readonly<Record<OfferKind, string>> = {
  'keep-tactic': 'Keep',
  sign: 'Sign',
  'keep-event': 'Keep',
  'choose-footballer': 'Choose',
};
