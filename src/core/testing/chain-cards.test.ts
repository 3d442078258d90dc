/** Chain cards' own rules (CC-n in chain-cards.ts): teams, the team's commitment, windows, chains. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupChecked } from '../checked.ts';
import { SPECTATOR, WINDOW_POINT, type GameEvent, type Seat } from '../game.ts';
import { Rng } from '../rng.ts';
import { teamsOf } from '../teams.ts';
import { PASS, cardKind, chainCards, type ChainCardsState } from './chain-cards.ts';

const defaults = chainCards.facts.options.parse({});

function start(seats: number, seed = 'chain'): ChainCardsState {
  return chainCards.setup(defaults, seats, Rng.fromSeed(seed));
}

/** The open window; a function, so that no assertion narrows the optional method. */
const windowOf = (s: ChainCardsState) => chainCards.window?.(s);

const bits = (cards: readonly number[]): number => cards.reduce((b, c) => b | (1 << c), 0);

function play(s: ChainCardsState, seat: Seat, action: number): GameEvent[] {
  assert.ok(chainCards.legalActions(s, seat).includes(action), `${seat} may play ${action}`);
  const events: GameEvent[] = [];
  chainCards.apply(s, seat, action, events);
  return events;
}

describe('chain cards', () => {
  it('CC-1: two seats play alone, four in teams 0+2 against 1+3; three are refused', () => {
    assert.deepEqual(teamsOf(chainCards, 2), [[0], [1]]);
    assert.deepEqual(teamsOf(chainCards, 4), [
      [0, 2],
      [1, 3],
    ]);
    const three = setupChecked(chainCards, { seats: 3, seed: 'x' });
    assert.ok(!three.ok && three.error.code === 'bad-seats');
  });

  it('CC-3: a teammate sees a commitment at once, an opponent and a spectator only that it was made', () => {
    const s = start(4);
    assert.deepEqual([...chainCards.actors(s)], [0, 2], 'the attacking team commits together');
    const card = chainCards.legalActions(s, 0)[0] as number;
    const events = play(s, 0, card);
    assert.equal(chainCards.view(s, 2).commitments[0], card);
    for (const viewer of [1, 3, SPECTATOR]) {
      const view = chainCards.view(s, viewer);
      assert.equal(view.commitments[0], -1);
      assert.equal(view.committed[0], true);
    }
    const own = events.find((e) => e.kind === 'team-commit');
    assert.deepEqual(own?.visibleTo, [0, 2]);
    assert.deepEqual([...chainCards.actors(s)], [2]);
  });

  it('CC-4/CC-5: every reveal is a window point that asks every seat holding a card, also when none holds an answer', () => {
    const s = start(2);
    s.hands[0] = bits([0, 1, 2]);
    s.hands[1] = bits([4, 5, 6]);
    const events = play(s, 0, 1);
    const point = events.find((e) => e.kind === WINDOW_POINT);
    assert.deepEqual(point?.data, { window: 'reveal' });
    assert.equal(point.visibleTo, undefined, 'the window point is public');
    assert.deepEqual(windowOf(s), { kind: 'reveal', pass: PASS, chain: 0 });
    assert.deepEqual([...chainCards.actors(s)], [0, 1], 'both hold cards: both are asked');
    assert.deepEqual(chainCards.legalActions(s, 0), [PASS], 'no answer: only pass');
    assert.deepEqual(chainCards.legalActions(s, 1), [PASS]);
    play(s, 1, PASS);
    assert.deepEqual([...chainCards.actors(s)], [0]);
    play(s, 0, PASS);
    assert.equal(windowOf(s), undefined, 'all asked passed: the window closed');
    assert.equal(s.scores[0], 2, 'Shot 2 scores');
    assert.deepEqual([...chainCards.actors(s)], [1], 'the next round starts');
  });

  it('CC-5: a seat whose hand is empty is not asked (hand sizes are public)', () => {
    const s = start(2);
    s.hands[0] = bits([3]);
    s.hands[1] = bits([16]);
    play(s, 0, 3);
    assert.deepEqual([...chainCards.actors(s)], [1], 'seat 0 committed its last card');
    play(s, 1, 16); // link 1: Block; seat 1's hand is empty now, and so is seat 0's
    assert.equal(windowOf(s), undefined, 'no seat holds a card: the chain resolved at once');
    assert.equal(s.scores[0], 0, 'the Block made the points 0');
  });

  it('CC-5/CC-6: every seat holding a card is asked, a new link asks again, the chain resolves last in, first out', () => {
    const s = start(2);
    s.hands[0] = bits([3, 22, 26]); // Shot 4, Boost, Counter
    s.hands[1] = bits([0, 16, 27]); // Shot 1, Block, Counter
    play(s, 0, 3);
    assert.deepEqual(windowOf(s), { kind: 'reveal', pass: PASS, chain: 0 });
    assert.deepEqual([...chainCards.actors(s)], [0, 1]);
    assert.deepEqual(chainCards.legalActions(s, 0), [22, PASS], 'a Counter answers nothing yet');
    assert.deepEqual(chainCards.legalActions(s, 1), [16, PASS]);
    play(s, 1, 16); // link 1: Block
    assert.deepEqual([...chainCards.actors(s)], [0, 1], 'both still hold cards: both asked');
    assert.deepEqual(
      chainCards.legalActions(s, 1),
      [PASS],
      'a Counter on its own Block is no answer',
    );
    play(s, 1, PASS);
    play(s, 0, PASS);
    assert.equal(windowOf(s), undefined, 'all asked passed: the chain resolved');
  });

  it('CC-6: a seat that passed is asked again on the next link, and links resolve top down', () => {
    const s = start(2);
    s.hands[0] = bits([3, 22, 26]);
    s.hands[1] = bits([0, 16, 27]);
    play(s, 0, 3); // 4 at stake
    play(s, 1, 16); // link 1: Block
    play(s, 0, 26); // link 2: Counter on the Block
    assert.deepEqual([...chainCards.actors(s)], [0, 1]);
    play(s, 0, PASS);
    assert.deepEqual([...chainCards.actors(s)], [1]);
    play(s, 1, 27); // link 3: Counter on the Counter
    assert.deepEqual([...chainCards.actors(s)], [0, 1], 'the seat that passed is asked again');
    assert.equal(windowOf(s)?.chain, 3);
    assert.deepEqual(chainCards.view(s, SPECTATOR).chain, [
      { seat: 1, card: 16 },
      { seat: 0, card: 26 },
      { seat: 1, card: 27 },
    ]);
    play(s, 1, PASS);
    play(s, 0, 22); // link 4: Boost; seat 0's hand is empty now
    assert.deepEqual([...chainCards.actors(s)], [1], 'only a seat holding a card is asked');
    assert.deepEqual(chainCards.legalActions(s, 1), [PASS], 'Shot 1 answers nothing');
    const events = play(s, 1, PASS);
    const resolved = events.filter((e) => e.kind === 'resolve').map((e) => e.data);
    assert.deepEqual(resolved, [
      { link: 4, card: 22, cancelled: false },
      { link: 3, card: 27, cancelled: false },
      { link: 2, card: 26, cancelled: true },
      { link: 1, card: 16, cancelled: false },
    ]);
    // Last in, first out: Boost makes 6, then the Block (its Counter cancelled) makes 0.
    // First in, first out would have scored 2.
    assert.equal(s.scores[0], 0);
    assert.equal(windowOf(s), undefined);
  });

  it('CC-5: who holds an answer stays hidden: the same seats are asked, a pass is public and tells nothing', () => {
    const s = start(2);
    s.hands[0] = bits([3, 22, 26]); // Shot 4, Boost, Counter
    s.hands[1] = bits([0, 16, 27]); // Shot 1, Block, Counter
    play(s, 0, 3);
    // The same window, but seat 1 holds no answer: seat 0 and a spectator see no difference.
    const t = start(2);
    t.hands[0] = bits([3, 22, 26]);
    t.hands[1] = bits([0, 1, 2]);
    play(t, 0, 3);
    assert.deepEqual([...chainCards.actors(t)], [...chainCards.actors(s)]);
    const sameFor = (why: string) => {
      for (const viewer of [0, SPECTATOR]) {
        assert.deepEqual(
          chainCards.view(s, viewer),
          chainCards.view(t, viewer),
          `${why} (${viewer})`,
        );
      }
    };
    sameFor('nobody but seat 1 can tell whether it may answer');
    const passes = [s, t].map((u) => play(u, 1, PASS));
    assert.deepEqual(passes[0], passes[1], 'its pass is told alike');
    assert.equal(
      passes[0]?.find((e) => e.kind === 'pass')?.visibleTo,
      undefined,
      'a pass is public',
    );
    sameFor('after its pass');
    assert.deepEqual(chainCards.view(s, 0).passed, [false, true]);
    assert.deepEqual([...chainCards.actors(s)], [...chainCards.actors(t)]);
  });

  it('CC-5: in seeded games every seat holding a card is asked, and its legal list is its answers and pass', () => {
    for (const seats of [2, 4]) {
      for (let g = 0; g < 40; g++) {
        const s = start(seats, `asked-${seats}-${g}`);
        const chooser = Rng.fromSeed(`chooser-${g}`);
        while (chainCards.actors(s).length > 0) {
          if (windowOf(s)) checkAsked(s);
          const actors = chainCards.actors(s);
          const seat = actors[chooser.int(actors.length)] as Seat;
          const legal = chainCards.legalActions(s, seat);
          chainCards.apply(s, seat, legal[chooser.int(legal.length)] as number);
        }
        const outcome = chainCards.outcome(s);
        assert.ok(outcome);
        for (let p = 2; p < seats; p++) assert.equal(outcome.places[p], outcome.places[p - 2]);
      }
    }
  });
});

/** CC-5 from the rules' words, not the engine's helpers. */
function checkAsked(s: ChainCardsState): void {
  const top = s.chainSeats.at(-1);
  const attack = s.round % 2;
  for (let seat = 0; seat < s.seats; seat++) {
    const answers = chainCards.view(s, seat).hand.filter((card) => {
      const kind = cardKind(card);
      if (kind === 'block') return seat % 2 !== attack;
      if (kind === 'boost') return seat % 2 === attack;
      return kind === 'counter' && top !== undefined && top % 2 !== seat % 2;
    });
    const asked = chainCards.actors(s).includes(seat);
    const holding = chainCards.view(s, SPECTATOR).handSizes[seat] !== 0;
    assert.equal(asked, holding && !s.passed[seat], `seat ${seat} is asked by its hand's size`);
    if (asked) assert.deepEqual(chainCards.legalActions(s, seat), [...answers, PASS]);
  }
}
