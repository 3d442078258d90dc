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

  it('CC-4: every reveal is a window point, also when nobody can answer and no window opens', () => {
    const s = start(2);
    s.hands[0] = bits([0, 1, 2]);
    s.hands[1] = bits([4, 5, 6]);
    const events = play(s, 0, 1);
    const point = events.find((e) => e.kind === WINDOW_POINT);
    assert.deepEqual(point?.data, { window: 'reveal' });
    assert.equal(point.visibleTo, undefined, 'the window point is public');
    assert.equal(windowOf(s), undefined, 'nobody holds an answer: no window');
    assert.equal(s.scores[0], 2, 'Shot 2 scores at once');
    assert.deepEqual([...chainCards.actors(s)], [1], 'the next round starts');
  });

  it('CC-5/CC-6: only seats with an answer are asked, a new link asks again, the chain resolves last in, first out', () => {
    const s = start(2);
    s.hands[0] = bits([3, 22, 26]); // Shot 4, Boost, Counter
    s.hands[1] = bits([0, 16, 27]); // Shot 1, Block, Counter
    play(s, 0, 3);
    assert.deepEqual(windowOf(s), { kind: 'reveal', pass: PASS, chain: 0 });
    assert.deepEqual([...chainCards.actors(s)], [0, 1]);
    assert.deepEqual(chainCards.legalActions(s, 0), [22, PASS], 'a Counter answers nothing yet');
    assert.deepEqual(chainCards.legalActions(s, 1), [16, PASS]);
    play(s, 1, 16); // link 1: Block
    assert.deepEqual(
      [...chainCards.actors(s)],
      [0],
      'a Counter on its own team’s Block is no answer',
    );
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
    assert.deepEqual([...chainCards.actors(s)], [0], 'the seat that passed is asked again');
    assert.equal(windowOf(s)?.chain, 3);
    assert.deepEqual(chainCards.view(s, SPECTATOR).chain, [
      { seat: 1, card: 16 },
      { seat: 0, card: 26 },
      { seat: 1, card: 27 },
    ]);
    const events = play(s, 0, 22); // link 4: Boost; nobody can answer it
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

  it('CC-5: who holds an answer stays hidden: views say only whether you are asked, a pass is private', () => {
    const s = start(2);
    s.hands[0] = bits([3, 22, 26]); // Shot 4, Boost, Counter
    s.hands[1] = bits([0, 16, 27]); // Shot 1, Block, Counter
    play(s, 0, 3);
    const asking = chainCards.view(s, 0);
    assert.equal(asking.asked, true);
    // The same window, but seat 1 holds no answer: seat 0 and a spectator see no difference.
    const t = start(2);
    t.hands[0] = bits([3, 22, 26]);
    t.hands[1] = bits([0, 1, 2]);
    play(t, 0, 3);
    assert.deepEqual([...chainCards.actors(t)], [0]);
    for (const viewer of [0, SPECTATOR]) {
      assert.deepEqual(
        chainCards.view(s, viewer),
        chainCards.view(t, viewer),
        `viewer ${viewer} cannot tell whether seat 1 may answer`,
      );
    }
    const pass = play(s, 1, PASS).find((e) => e.kind === 'pass');
    assert.deepEqual(pass?.visibleTo, [1], 'a pass tells only the seat that passed');
    assert.equal(chainCards.view(s, 0).passed, false);
    assert.equal(chainCards.view(s, 1).passed, true);
  });

  it('CC-5: in seeded games no seat is asked without an answer, and every asked seat may pass', () => {
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
    if (asked) assert.deepEqual(chainCards.legalActions(s, seat), [...answers, PASS]);
    else assert.ok(s.passed[seat] || answers.length === 0, `seat ${seat} holds an answer`);
  }
}
