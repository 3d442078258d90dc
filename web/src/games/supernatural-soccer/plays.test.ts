import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Kind, TARGETS } from '../../../../src/games/supernatural-soccer/actions.ts';
import {
  commitAll,
  emptyHands,
  game,
  giveHand,
  newGame,
} from '../../../../src/games/supernatural-soccer/fixtures.ts';
import { Card } from '../../../../src/games/supernatural-soccer/rules.ts';
import type { SsState } from '../../../../src/games/supernatural-soccer/state.ts';
import type { LegalChoice } from '../../protocol.ts';
import { nextAsk, pickedSoFar, playsByCard, shapeOf, type Play } from './plays.ts';

/** A 4-seat game at the reveal window, seat 0 holding `kinds`: its legal list as the server sends it. */
function atReveal(kinds: readonly number[], seats = 4): { s: SsState; legal: LegalChoice[] } {
  const s = newGame(seats, 'plays', 3, 0);
  emptyHands(s);
  giveHand(s, 0, kinds);
  commitAll(s, [Card.Move, Card.Move]);
  const legal = game.legalActions(s, 0).map((action) => ({
    action,
    label: game.actionLabel(s, 0, action),
    info: game.actionInfo(s, 0, action),
  }));
  return { s, legal };
}

const playsOf = (legal: readonly LegalChoice[], card: number): Play[] =>
  playsByCard(legal).get(card) ?? [];

/** Clicks through the field's asks, always taking `answer`'s pick, until a play comes out. */
function clickThrough(plays: readonly Play[], answers: readonly number[]): LegalChoice | null {
  const picked: number[] = [];
  for (const answer of answers) {
    const ask = nextAsk(plays, pickedSoFar(plays, picked));
    if (ask.kind === 'play' || ask.kind === 'none') return null;
    picked.splice(0, picked.length, ...pickedSoFar(plays, picked), answer);
  }
  const ask = nextAsk(plays, picked);
  return ask.kind === 'play' ? ask.choice : null;
}

describe('Game Changers played from the board', () => {
  it('names each card’s target by its shape, as the engine numbers its targets', () => {
    const sizes = { none: 1, wizard: 4, pair: 16, 'wizard-direction': 24, direction: 6 };
    TARGETS.forEach((size, card) => {
      assert.equal(sizes[shapeOf(card)], size, `card ${String(card)}`);
    });
    assert.equal(shapeOf(Kind.Nuke), 'wizard');
    assert.equal(shapeOf(Kind.BodySwap), 'pair');
    assert.equal(shapeOf(Kind.Telekinesis), 'wizard-direction');
    assert.equal(shapeOf(Kind.Bounce), 'direction');
    assert.equal(shapeOf(Kind.Counter), 'none');
  });

  it('reads what a play names from the engine’s info (its targets), not from its number', () => {
    const { legal } = atReveal([Kind.Telekinesis, Kind.BodySwap], 2);
    const parts = { none: 0, wizard: 1, pair: 2, 'wizard-direction': 2, direction: 1 };
    for (const [card, plays] of playsByCard(legal))
      for (const play of plays) {
        assert.deepEqual(play.parts, play.choice.info?.targets);
        assert.equal(play.parts.length, parts[shapeOf(card)]);
      }
    const telekinesis = playsOf(legal, Kind.Telekinesis).find((p) => p.target === 17);
    assert.deepEqual(telekinesis?.parts, [2, 5], 'wizard X, then direction 5');
    const swap = playsOf(legal, Kind.BodySwap).find((p) => p.target === 6);
    assert.deepEqual(swap?.parts, [1, 2], 'own wizard B with wizard X');
  });

  it('offers exactly the cards the legal list may play, and none in a hand that may not', () => {
    const { legal } = atReveal([Kind.Nuke, Kind.GhostBall]);
    assert.deepEqual([...playsByCard(legal).keys()], [Kind.Nuke, Kind.GhostBall]);
    // A Counter Card with nothing on the chain answers nothing: not playable, not offered.
    const alone = atReveal([Kind.Counter]);
    assert.equal(playsByCard(alone.legal).size, 0);
  });

  it('plays a card without a target at once', () => {
    const { legal } = atReveal([Kind.GhostBall]);
    const ask = nextAsk(playsOf(legal, Kind.GhostBall), []);
    assert.equal(ask.kind, 'play');
  });

  it('asks for a wizard, lighting every wizard the card may name', () => {
    const { legal } = atReveal([Kind.SentHome]);
    assert.deepEqual(nextAsk(playsOf(legal, Kind.SentHome), []), {
      kind: 'wizard',
      wizards: [0, 1, 2, 3],
    });
    const choice = clickThrough(playsOf(legal, Kind.SentHome), [2]);
    assert.equal(choice?.info?.index, 2);
  });

  it('takes Body Swap’s own wizard without asking when the seat has one, then asks for the other', () => {
    const { s, legal } = atReveal([Kind.BodySwap]);
    const plays = playsOf(legal, Kind.BodySwap);
    // Seat 0 controls wizard A (0) alone at four seats.
    assert.deepEqual(pickedSoFar(plays, []), [0]);
    assert.deepEqual(nextAsk(plays, []), { kind: 'wizard', wizards: [1, 2, 3] });
    const choice = clickThrough(plays, [3]);
    assert.ok(choice && game.legalActions(s, 0).includes(choice.action));
    assert.equal(choice.info?.index, 0 * 4 + 3);
  });

  it('asks Body Swap for the own wizard first when the seat controls two', () => {
    const { legal } = atReveal([Kind.BodySwap], 2);
    const plays = playsOf(legal, Kind.BodySwap);
    assert.deepEqual(nextAsk(plays, []), { kind: 'wizard', wizards: [0, 1] });
    assert.deepEqual(nextAsk(plays, [1]), { kind: 'wizard', wizards: [0, 2, 3] });
    assert.equal(clickThrough(plays, [1, 2])?.info?.index, 1 * 4 + 2);
  });

  it('asks Telekinesis for a wizard, then for one of the six directions around it', () => {
    const { legal } = atReveal([Kind.Telekinesis]);
    const plays = playsOf(legal, Kind.Telekinesis);
    assert.deepEqual(nextAsk(plays, [3]), {
      kind: 'direction',
      wizard: 3,
      directions: [0, 1, 2, 3, 4, 5],
    });
    assert.equal(clickThrough(plays, [3, 4])?.info?.index, 3 * 6 + 4);
  });

  it('asks Bounce for a direction around the ball', () => {
    const { legal } = atReveal([Kind.Bounce]);
    const ask = nextAsk(playsOf(legal, Kind.Bounce), []);
    assert.deepEqual(ask, { kind: 'direction', wizard: -1, directions: [0, 1, 2, 3, 4, 5] });
  });

  it('stops asking once the card is no longer legal', () => {
    assert.deepEqual(nextAsk([], []), { kind: 'none' });
    const { legal } = atReveal([Kind.Nuke]);
    assert.deepEqual(nextAsk(playsOf(legal, Kind.Nuke), [7]), { kind: 'none' });
  });
});
