import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LegalChoice } from '../../protocol.ts';
import { sortSeasonChoices, type SeasonChoices } from './season-choices.ts';
import type { SeasonView } from './season.ts';
import { playSeason, seasonChoicesOf, seasonViewOf } from './season-testing.ts';

interface Decision {
  readonly view: SeasonView;
  readonly legal: readonly LegalChoice[];
  readonly sorted: SeasonChoices;
}

/** Every decision of a few seeded seasons, as the deciding seat's page gets it. */
function decisions(): Decision[] {
  const met: Decision[] = [];
  const seasons: [number, Record<string, unknown>, string][] = [
    [3, { managers: true, exchange: true }, 'choices-a'],
    [4, { managers: true }, 'choices-b'],
    [2, { exchange: true }, 'choices-c'],
  ];
  for (const [seats, options, seed] of seasons)
    playSeason(seats, options, seed, ({ state, seat }) => {
      const legal = seasonChoicesOf(state, seat);
      met.push({ view: seasonViewOf(state, seat), legal, sorted: sortSeasonChoices(legal) });
    });
  return met;
}

const all = decisions();
const count = (c: SeasonChoices): number =>
  c.decks.size + (c.stop ? 1 : 0) + c.offers.size + c.letGo.size + c.dropTactic.size + c.loans.size;

describe('Next Goal Wins: a click on the season board is one of the legal choices', () => {
  it('places every season choice exactly once and leaves match choices to the match board', () => {
    for (const { view, legal, sorted } of all) {
      if (view.phase === 'match') {
        assert.equal(count(sorted), 0, 'no season button during a match');
        assert.equal(sorted.others, legal.length);
      } else {
        assert.equal(sorted.others, 0, `every ${view.phase} choice has a place`);
        assert.equal(count(sorted), legal.length);
      }
    }
  });

  it('offers the decks to draft, transfer and recruit from (NGW-21.2, NGW-25.1, NGW-26.3)', () => {
    const phases = new Set<string>();
    for (const { view, sorted } of all) {
      if (!['draft-deck', 'transfer', 'event-deck'].includes(view.phase)) continue;
      phases.add(view.phase);
      assert.ok(sorted.decks.size > 0 || sorted.stop);
      for (const deck of sorted.decks.keys()) assert.ok(deck >= 0 && deck < 4);
      for (const [deck, choice] of sorted.decks)
        assert.ok((view.decks[deck]?.size ?? 0) > 0, `${choice.label}: the deck has cards`);
      assert.equal(sorted.stop !== null, view.phase === 'transfer', 'no transfer is a choice');
    }
    assert.ok(phases.has('draft-deck') && phases.has('transfer'));
  });

  it('puts each offered card under its own button, for the seat that sees the offer', () => {
    const kinds = new Set<string>();
    for (const { view, sorted } of all) {
      if (sorted.offers.size === 0) continue;
      const offer = view.pending?.offer;
      assert.ok(offer, 'the deciding seat sees its offer');
      assert.equal(sorted.offers.size, offer.length);
      assert.ok(sorted.offerKind);
      kinds.add(sorted.offerKind);
      for (const [i, choice] of sorted.offers) assert.equal(choice.info?.card, offer[i]);
      const expected = {
        'draft-tactic': 'keep-tactic',
        look: 'sign',
        'event-choice': 'keep-event',
        'event-target': 'choose-footballer',
      }[view.phase as string];
      assert.equal(sorted.offerKind, expected);
    }
    assert.ok(kinds.has('keep-tactic'));
  });

  it('lets go, drops and loans only cards of the own squad and hand (NGW-24.4, NGW-29.1)', () => {
    const phases = new Set<string>();
    for (const { view, sorted } of all) {
      const hand = view.hand;
      for (const card of [...sorted.letGo.keys(), ...sorted.loans.keys()]) {
        assert.ok(hand?.footballers.includes(card), `card ${card} is in the squad`);
        phases.add(view.phase);
      }
      for (const [slot, choice] of sorted.dropTactic) {
        assert.equal(choice.info?.card, hand?.tactics[slot], 'the slot holds that tactic');
        phases.add(view.phase);
      }
      if (view.phase === 'loan') assert.equal(sorted.loans.size, hand?.footballers.length);
    }
    assert.ok(phases.has('discard') && phases.has('loan'));
  });

  it('offers nothing to a seat that does not decide', () => {
    assert.deepEqual(sortSeasonChoices([]).decks.size, 0);
    const untold = sortSeasonChoices([{ action: 7, label: 'Something new' }]);
    assert.equal(untold.others, 1, 'a choice without info stays with the shell');
    assert.equal(count(untold), 0);
  });
});
