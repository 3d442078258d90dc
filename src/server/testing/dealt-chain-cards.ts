/**
 * Chain cards (src/core/testing/chain-cards.ts) with the first hands dealt as a test says, so
 * that two tables can differ in nothing but a hand that other seats cannot see. Seats not
 * named are dealt from the shuffled deck as usual.
 */
import { z } from 'zod';
import type { Game } from '../../core/game.ts';
import {
  DECK_SIZE,
  chainCards,
  type ChainCardsState,
  type ChainCardsView,
} from '../../core/testing/chain-cards.ts';

const options = z.strictObject({
  rounds: z.number().int().min(1).max(12).default(4).describe('How many rounds are played.'),
  handSize: z.number().int().min(2).max(4).default(3).describe('How many cards a hand holds.'),
  hands: z
    .array(
      z.array(
        z
          .number()
          .int()
          .min(0)
          .max(DECK_SIZE - 1),
      ),
    )
    .max(4)
    .default([])
    .describe('The first hands of the first seats, e.g. [[3, 0, 1], [16, 5, 6]].'),
});

export const dealtChainCards: Game<ChainCardsState, ChainCardsView, z.infer<typeof options>> = {
  ...chainCards,
  facts: { ...chainCards.facts, id: 'dealt-chain-cards', title: 'Chain cards, dealt', options },
  setup(o, seats, rng) {
    const s = chainCards.setup({ rounds: o.rounds, handSize: o.handSize }, seats, rng);
    const named = new Set(o.hands.flat());
    // Every hand back into the deck, the named cards out of it; then each seat's hand again.
    for (let seat = 0; seat < seats; seat++) {
      for (let card = 0; card < DECK_SIZE; card++)
        if (((s.hands[seat] as number) >>> card) & 1) s.deck.unshift(card);
      s.hands[seat] = 0;
    }
    const deck = s.deck.filter((card) => !named.has(card));
    s.deck.length = 0;
    s.deck.push(...deck);
    for (let seat = 0; seat < seats; seat++) {
      const cards =
        o.hands[seat] ?? Array.from({ length: o.handSize }, () => s.deck.pop() as number);
      for (const card of cards) s.hands[seat] = (s.hands[seat] as number) | (1 << card);
    }
    return s;
  },
};
