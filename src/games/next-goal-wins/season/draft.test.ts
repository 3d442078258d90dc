/** NGW-21: the draft, and what the other seats see of it (NGW-30.1, NGW-30.4). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POSITION_OF } from '../cards.ts';
import { STOP, deckAction, offerAction } from './codes.ts';
import { act, blank, game, runSteps, season } from './fixtures.ts';
import { Step } from './state.ts';

const positions = (cards: readonly number[]): number[] =>
  cards.map((c) => POSITION_OF[c] ?? -1).sort((a, b) => a - b);

describe('NGW-21 the draft', () => {
  it('NGW-21.1: seat 1 drafts first and starts with one footballer of each position', () => {
    const s = season(4);
    const v = game.view(s, 0);
    assert.equal(v.phase, 'draft-deck');
    assert.equal(v.pending?.seat, 0);
    assert.deepEqual(positions(v.hand?.footballers ?? []), [0, 1, 2, 3]);
    assert.deepEqual([...game.actors(s)], [0]);
    assert.deepEqual(v.players[1]?.footballers, 0, 'the next seat waits its turn');
  });

  it('NGW-21.2: three picks from named decks; others see the deck, not the card', () => {
    const s = season(3);
    for (const position of [3, 3, 1]) act(s, 0, deckAction(position));
    const mine = game.view(s, 0);
    assert.deepEqual(positions(mine.hand?.footballers ?? []), [0, 1, 1, 2, 3, 3, 3]);
    const theirs = game.view(s, 1);
    assert.deepEqual(theirs.players[0]?.byPosition, [1, 2, 1, 3]);
    assert.deepEqual(theirs.players[0].known, [], 'no card of seat 1 is known to seat 2');
    assert.equal(theirs.hand?.footballers.length, 0);
  });

  it('NGW-21.3: five tactics offered to the drafter alone; it keeps two, three go to the bottom', () => {
    const s = season(3);
    for (let i = 0; i < 3; i++) act(s, 0, deckAction(2));
    const mine = game.view(s, 0);
    assert.equal(mine.phase, 'draft-tactic');
    const offer = mine.pending?.offer ?? [];
    assert.equal(offer.length, 5);
    assert.equal(game.view(s, 1).pending?.offer, null, 'NGW-30.4: hidden from the others');
    assert.equal(game.view(s, 1).pending?.offerSize, 5);
    act(s, 0, offerAction(4));
    act(s, 0, offerAction(0));
    const after = game.view(s, 0);
    assert.deepEqual(after.hand?.tactics, [offer[4], offer[0]]);
    // NGW-30.4: seat 1 knows the three it put back, at the bottom of the deck.
    const size = after.tacticDeck.size;
    assert.deepEqual(
      after.tacticDeck.known.map((k) => [k.depth, k.card]),
      [
        [size - 3, offer[1]],
        [size - 2, offer[2]],
        [size - 1, offer[3]],
      ],
    );
    assert.deepEqual(game.view(s, 1).tacticDeck.known, []);
    assert.equal(after.pending?.seat, 1, 'then the next seat drafts');
  });

  it('NGW-21.4: an empty deck is skipped; a short tactic deck offers what is left', () => {
    const s = blank(2);
    (s.decks[0] as number[]).length = 0;
    s.tacticDeck.length = 3;
    runSteps(s, [Step.Draft, 0]);
    const v = game.view(s, 0);
    assert.deepEqual(positions(v.hand?.footballers ?? []), [1, 2, 3]);
    assert.deepEqual(game.legalActions(s, 0), [deckAction(1), deckAction(2), deckAction(3)]);
    for (let i = 0; i < 3; i++) act(s, 0, deckAction(1));
    runSteps(s, [Step.DraftTactics, 0]);
    assert.equal(game.view(s, 0).pending?.offer?.length, 3);
    act(s, 0, offerAction(0));
    act(s, 0, offerAction(0));
    assert.equal(s.tactics[0]?.length, 2);
    assert.equal(s.tacticDeck.length, 1);
    s.tacticDeck.length = 0;
    runSteps(s, [Step.DraftTactics, 1]);
    assert.equal(s.tactics[1]?.length, 0, 'nothing left to offer');
    assert.ok(!game.legalActions(s, 0).includes(STOP));
  });
});
