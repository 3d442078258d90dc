/** NGW-30: what each seat may know, and bots' sampled seasons. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR } from '../../../core/game.ts';
import { Rng } from '../../../core/rng.ts';
import { seatRef } from '../../../core/seat-words.ts';
import { chooseAgain } from '../../../core/testing/conformance.ts';
import { POSITION_OF } from '../cards.ts';
import { letGoAction } from './codes.ts';
import { act, blank, game, give, playUntil, runSteps, season, squad } from './fixtures.ts';
import { PUBLIC, SeasonPhase, bit, type SeasonState } from './state.ts';

/**
 * Re-deals everything `viewer` cannot see: footballers of other hands and of the decks that
 * it does not know are shuffled among those places, position by position, and so are unknown
 * tactic cards. Only outside a match (a match holds its own copy of the squads).
 */
function redeal(s: SeasonState, viewer: number, rng: Rng): void {
  const hidden = (mask: number): boolean => (mask & (PUBLIC | bit(viewer))) === 0;
  for (let position = 0; position < 4; position++) {
    const places: [number[], number][] = [];
    s.hands.forEach((hand, seat) => {
      if (seat === viewer) return;
      hand.forEach((card, i) => {
        if (
          POSITION_OF[card] === position &&
          hidden(s.known[card] as number) &&
          s.lender[card] === -1
        )
          places.push([hand, i]);
      });
    });
    const deck = s.decks[position] as number[];
    deck.forEach((card, i) => hidden(s.known[card] as number) && places.push([deck, i]));
    const cards = places.map(([list, i]) => list[i] as number);
    rng.shuffle(cards);
    places.forEach(([list, i], k) => {
      const card = cards[k] as number;
      list[i] = card;
      s.known[card] = 0;
    });
    // Owners know their own cards.
    for (const [seat, hand] of s.hands.entries())
      for (const card of hand) s.known[card] = (s.known[card] as number) | bit(seat);
  }
  const places: [number[], number][] = [];
  s.tactics.forEach((hand, seat) => {
    if (seat !== viewer)
      hand.forEach((t, i) => hidden(s.tacticKnown[t] as number) && places.push([hand, i]));
  });
  s.tacticDeck.forEach(
    (t, i) => hidden(s.tacticKnown[t] as number) && places.push([s.tacticDeck, i]),
  );
  const items = places.map(([list, i]) => list[i] as number);
  rng.shuffle(items);
  places.forEach(([list, i], k) => (list[i] = items[k] as number));
  for (const [seat, hand] of s.tactics.entries())
    for (const t of hand) s.tacticKnown[t] = (s.tacticKnown[t] as number) | bit(seat);
  rng.shuffle(s.eventDeck);
}

describe('NGW-30 hidden information', () => {
  it('NGW-30.1: a seat’s view does not change when what it cannot see is re-dealt', () => {
    for (const seats of [2, 4, 6]) {
      const s = season(seats, { managers: true }, `hide-${seats}`);
      const rng = Rng.fromSeed('redeal');
      playUntil(s, rng, (x) => x.fixture >= 1 && x.phase !== SeasonPhase.Match);
      for (let viewer = 0; viewer < seats; viewer++) {
        const copy = game.clone(s);
        redeal(copy, viewer, rng);
        assert.deepEqual(game.view(copy, viewer), game.view(s, viewer), `seat ${viewer + 1}`);
      }
      // The test can fail: the re-deal does change what some other seat sees.
      const copy = game.clone(s);
      redeal(copy, 0, rng);
      const changed = [...Array(seats).keys()].some(
        (seat) => JSON.stringify(game.view(copy, seat)) !== JSON.stringify(game.view(s, seat)),
      );
      assert.ok(changed, `${seats} seats: the re-deal moved something`);
    }
  });

  it('NGW-30.1: a spectator sees counts, managers and public cards only', () => {
    const s = season(3, { managers: true }, 'spectator');
    const v = game.view(s, SPECTATOR);
    assert.equal(v.hand, null);
    assert.deepEqual(v.players[0]?.known, []);
    assert.equal(
      v.players[0].byPosition.reduce((a, b) => a + b),
      4,
    );
    assert.ok(v.players.every((p) => p.manager >= 0));
  });

  it('NGW-30.2: footballers that were on the pitch are public in their squad afterwards', () => {
    const s = season(2, {}, 'pitch');
    playUntil(
      s,
      Rng.fromSeed('x'),
      (x) => x.match !== null && x.match.picked[0] === 4 && x.match.picked[1] === 4,
    );
    const starters = [0, 1, 2, 3].map(
      (place) => s.match?.squad[s.match.lineup[place] as number] as number,
    );
    playUntil(s, Rng.fromSeed('y'), (x) => x.match === null);
    const v = game.view(s, SPECTATOR);
    for (const card of starters.filter((c) => c >= 0))
      assert.ok(
        v.players[0]?.known.some((k) => k.card === card && k.public),
        `${card}`,
      );
  });

  it('NGW-30.3: a footballer let go goes face down unless everybody knew it', () => {
    const s = blank(2);
    give(s, 0, squad(0));
    const secret = (s.hands[0] as number[])[0] as number;
    const shown = (s.hands[0] as number[])[1] as number;
    s.known[shown] = (s.known[shown] as number) | PUBLIC;
    give(s, 0, [(s.decks[3] as number[]).at(-1) as number]);
    runSteps(s);
    act(s, 0, letGoAction(secret));
    assert.deepEqual(game.view(s, 1).decks[0]?.known, []);
    assert.ok(game.view(s, 0).decks[0]?.known.some((k) => k.card === secret && !k.public));
    assert.ok(
      game.view(s, 1).log.some((l) => l.text.startsWith(`${seatRef(0)} lets a footballer go`)),
    );
    give(s, 0, [(s.decks[3] as number[]).at(-1) as number]);
    runSteps(s);
    act(s, 0, letGoAction(shown));
    const deck = game.view(s, SPECTATOR).decks[1]?.known ?? [];
    assert.ok(deck.some((k) => k.card === shown && k.public));
  });

  it('NGW-30.4, NGW-30.5: private lines of the log are for their seat only', () => {
    const s = blank(2);
    s.log.push({ text: 'only for seat 1', mask: bit(0) }, { text: 'for all', mask: PUBLIC });
    assert.deepEqual(
      game.view(s, 0).log.map((l) => l.text),
      ['only for seat 1', 'for all'],
    );
    assert.deepEqual(
      game.view(s, 1).log.map((l) => l.text),
      ['for all'],
    );
    assert.deepEqual(game.view(s, SPECTATOR).log, [{ text: 'for all', public: true }]);
  });

  it('NGW-30.6: a sampled season shows its seat the same view, at every step of a season', () => {
    const s = season(4, { managers: true, exchange: true }, 'sampled');
    const rng = Rng.fromSeed('steps');
    const probe = Rng.fromSeed('probe');
    for (let step = 0; game.actors(s).length > 0; step++) {
      if (step % 5 === 0)
        for (let seat = 0; seat < 4; seat++) {
          const view = game.view(s, seat);
          // NGW-3.1: picks hidden from the seat are taken back; picked again, all looks as it is.
          const drawn = game.determinize(view, seat, probe);
          const sampled = chooseAgain(game, s, drawn, seat, JSON.stringify(view), probe);
          assert.deepEqual(game.view(sampled, seat), view, `step ${step}, seat ${seat + 1}`);
          assert.deepEqual(game.view(sampled, SPECTATOR), game.view(s, SPECTATOR));
        }
      const actors = game.actors(s);
      const seat = actors[rng.int(actors.length)] as number;
      const legal = game.legalActions(s, seat);
      game.apply(s, seat, legal[rng.int(legal.length)] as number);
    }
  });
});
