/** One test or more for every numbered rule of rules.md, on arranged hands and packs. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChecked } from '../../core/checked.ts';
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { teamsOf } from '../../core/teams.ts';
import { seatRef } from '../../core/seat-words.ts';
import {
  FREE_KICK_ACTION,
  KEEPER_SAVE,
  LET_IN,
  PASS,
  addCard,
  discardCard,
  startSaving,
  startShooting,
} from './actions.ts';
import { KINDS } from './cards.ts';
import { FREE_KICK, GOALKEEPER, PACK_COUNTS } from './vocabulary.ts';
import { goal } from './engine.ts';
import { formationOf, withCard } from './formations.ts';
import { newGame } from './rules.ts';
import { Phase, currentSeat, type GoalState } from './state.ts';

interface Arrangement {
  /** Each seat's hand. */
  readonly hands: readonly (readonly number[])[];
  /** The pack from the top down. */
  readonly pack: readonly number[];
  /** Formations per side as card lists, with 'S' (shooting) or 'V' (saving) first. */
  readonly formations?: readonly (readonly (readonly ['S' | 'V', ...number[]])[])[];
  readonly turn?: number;
  /** GL-4.6 as version 1.0.0 played it (its edition). */
  readonly goalUnasked?: boolean;
}

/** A game whose hands, pack and table are exactly as arranged (not all 44 cards need be used). */
function arrange(seats: number, a: Arrangement): GoalState {
  const s = newGame(seats, Rng.fromSeed('arranged'), a.goalUnasked);
  s.hands.fill(0);
  a.hands.forEach((hand, seat) => {
    for (const card of hand) (s.hands[seat * KINDS + card] as number)++;
  });
  s.pack.splice(0, s.pack.length, ...[...a.pack].reverse());
  (a.formations ?? [[], []]).forEach((list, side) => {
    s.formations[side as 0 | 1].splice(
      0,
      Infinity,
      ...list.map(([kind, first = 0, ...rest]) =>
        rest.reduce((f, card) => withCard(f, card), formationOf(kind === 'S' ? 0 : 1, first)),
      ),
    );
  });
  s.turn = a.turn ?? 0;
  s.phase = Phase.Turn;
  return s;
}

function play(s: GoalState, action: Action): GameEvent[] {
  const played = applyChecked(goal, s, currentSeat(s), action);
  assert.ok(played.ok, played.ok ? '' : played.error.message);
  return played.value;
}

const legal = (s: GoalState, seat: Seat = currentSeat(s)) => goal.legalActions(s, seat);
const hand = (s: GoalState, seat: Seat) => goal.view(s, seat).hand;
const cardsOnTable = (s: GoalState) => s.formations.flat().length;

function totalCards(s: GoalState): number {
  let formationCards = 0;
  for (const f of s.formations.flat()) formationCards += (f >> 1) & 3;
  const inHands = s.hands.reduce((a, b) => a + b, 0);
  return inHands + s.pack.length + s.discards.length + formationCards + s.keepersOut;
}

describe('GL-1 the cards', () => {
  it('GL-1.1: 44 cards: 2 Goalkeepers, four of each position 2 to 11, 2 Free Kicks', () => {
    assert.equal(
      PACK_COUNTS.reduce((a, b) => a + b, 0),
      44,
    );
    assert.equal(PACK_COUNTS[GOALKEEPER], 2);
    assert.equal(PACK_COUNTS[FREE_KICK], 2);
    for (let position = 2; position <= 11; position++) assert.equal(PACK_COUNTS[position], 4);
    for (const seats of [2, 3, 4])
      assert.equal(totalCards(newGame(seats, Rng.fromSeed(`deal-${seats}`))), 44);
  });

  it('GL-1.2: shooting formations follow their list, card by card', () => {
    const s = arrange(2, {
      hands: [
        [7, 8, 9, 10],
        [2, 2, 2, 2],
      ],
      pack: [3, 3, 3],
      formations: [[['S', 4]], []],
    });
    assert.deepEqual(
      legal(s).filter((a) => a >= 100),
      [addCard(0, 7), addCard(0, 8), addCard(0, 9)],
    );
    const t = arrange(2, {
      hands: [
        [7, 8, 9, 10],
        [2, 2, 2, 2],
      ],
      pack: [3, 3],
      formations: [[['S', 4, 7]], []],
    });
    assert.deepEqual(
      legal(t).filter((a) => a >= 100),
      [addCard(0, 8), addCard(0, 9)],
    );
    const u = arrange(2, {
      hands: [
        [9, 10, 11, 8],
        [2, 2, 2, 2],
      ],
      pack: [3],
      formations: [[['S', 6, 10]], []],
    });
    assert.deepEqual(
      legal(u).filter((a) => a >= 100),
      [addCard(0, 9), addCard(0, 11)],
    );
  });

  it('GL-1.3: saving formations follow theirs', () => {
    const s = arrange(2, {
      hands: [
        [2, 3, 7, 8],
        [9, 9, 9, 9],
      ],
      pack: [3],
      formations: [[['V', 5]], []],
    });
    assert.deepEqual(
      legal(s).filter((a) => a >= 100),
      [addCard(0, 2), addCard(0, 3)],
    );
    const t = arrange(2, {
      hands: [
        [2, 3, 7, 8],
        [9, 9, 9, 9],
      ],
      pack: [3],
      formations: [[['V', 5, 2]], []],
    });
    assert.deepEqual(
      legal(t).filter((a) => a >= 100),
      [addCard(0, 3)],
    );
  });

  it('GL-1.4: only a half-back starts a formation, on either side', () => {
    const none = arrange(2, {
      hands: [
        [2, 3, 7, 8],
        [9, 9, 9, 9],
      ],
      pack: [3],
    });
    assert.ok(
      legal(none).every((a) => a < 20),
      'only discards',
    );
    const some = arrange(2, {
      hands: [
        [4, 6, 7, 8],
        [9, 9, 9, 9],
      ],
      pack: [3],
    });
    assert.deepEqual(
      legal(some).filter((a) => a >= 20 && a < 40),
      [startShooting(4), startShooting(6), startSaving(4), startSaving(6)],
    );
  });
});

describe('GL-2 sides, seats and the deal', () => {
  it('GL-2.1: sides by seat; partners build the same formations but never see each other', () => {
    assert.deepEqual(newGame(3, Rng.fromSeed('x')).sideOf, [0, 1, 1]);
    const s = arrange(4, {
      hands: [
        [4, 2, 2, 2],
        [9, 9, 9, 9],
        [7, 3, 3, 3],
        [10, 10, 10, 10],
      ],
      pack: [11, 11, 11, 11, 11],
    });
    play(s, startShooting(4)); // seat 1
    play(s, discardCard(9)); // seat 2
    assert.ok(legal(s).includes(addCard(0, 7)), "seat 3 may add to its partner's formation");
    const view = goal.view(s, 0);
    assert.deepEqual(view.hand, [2, 2, 2, 11]);
    // Swap the partner's hand for other cards: seat 1 cannot tell the difference.
    const swapped = goal.clone(s);
    swapped.hands.fill(0, 2 * KINDS, 3 * KINDS);
    swapped.hands[2 * KINDS + 5] = 4;
    assert.deepEqual(goal.view(swapped, 0), view, "seat 1 never sees its partner's hand");
    assert.notDeepEqual(goal.view(swapped, 2), goal.view(s, 2));
  });

  it('GL-2.1: the facts declare the sides as teams, whose partners share a place, not a hand', () => {
    assert.deepEqual(teamsOf(goal, 2), [[0], [1]]);
    assert.deepEqual(teamsOf(goal, 3), [[0], [1, 2]]);
    assert.deepEqual(teamsOf(goal, 4), [
      [0, 2],
      [1, 3],
    ]);
    assert.equal(goal.facts.teamsShareHands, false);
    for (const seats of [2, 3, 4]) {
      const sides = newGame(seats, Rng.fromSeed('t')).sideOf;
      for (const [side, members] of teamsOf(goal, seats).entries())
        for (const seat of members) assert.equal(sides[seat], side, `${seats} seats: seat ${seat}`);
    }
    // RULING (GL-2.1): a pair of three players shares its side's result, one place for both;
    // places still rank the seats (1, 1, 3), as every record has them; the sides are 1st, 2nd.
    const s = arrange(3, {
      hands: [
        [2, 2, 2, 2, 2, 2],
        [9, 9, 9, 9],
        [10, 10, 10, 10],
      ],
      pack: [11],
    });
    s.half = 2;
    s.goals[0] = 0;
    s.goals[1] = 2;
    play(s, discardCard(2));
    assert.deepEqual(goal.outcome(s), { scores: [0, 2, 2], places: [3, 1, 1] });
  });

  it('GL-2.2: 4 cards each with 2 or 4 players; 6, 4 and 4 with 3', () => {
    assert.deepEqual(goal.view(newGame(2, Rng.fromSeed('a')), -1).handSizes, [4, 4]);
    assert.deepEqual(goal.view(newGame(3, Rng.fromSeed('a')), -1).handSizes, [6, 4, 4]);
    assert.deepEqual(goal.view(newGame(4, Rng.fromSeed('a')), -1).handSizes, [4, 4, 4, 4]);
    assert.equal(newGame(2, Rng.fromSeed('a')).pack.length, 36);
    assert.equal(newGame(3, Rng.fromSeed('a')).pack.length, 30);
  });

  it('GL-2.3: turn orders A, B (2); A, B, A, C (3); 1, 2, 3, 4 (4)', () => {
    const cycle = (seats: number) => {
      const hands = Array.from({ length: seats }, () => [9, 9, 9, 9]);
      const s = arrange(seats, { hands, pack: new Array<number>(10).fill(10) });
      const seen: Seat[] = [];
      for (let i = 0; i < 5; i++) {
        seen.push(currentSeat(s));
        play(s, discardCard(legal(s)[0] as number));
      }
      return seen;
    };
    assert.deepEqual(cycle(2), [0, 1, 0, 1, 0]);
    assert.deepEqual(cycle(3), [0, 1, 0, 2, 0]);
    assert.deepEqual(cycle(4), [0, 1, 2, 3, 0]);
  });

  it('GL-2.4: the toss winner kicks off; a side of two starts with its lower seat', () => {
    for (let i = 0; i < 20; i++) {
      const s = newGame(4, Rng.fromSeed(`toss-${i}`));
      assert.equal(currentSeat(s), s.tossWinner === 0 ? 0 : 1);
      const t = newGame(3, Rng.fromSeed(`toss-${i}`));
      assert.equal(currentSeat(t), t.tossWinner === 0 ? 0 : 1);
    }
    const winners = new Set(
      Array.from({ length: 40 }, (_, i) => newGame(2, Rng.fromSeed(`coin-${i}`)).tossWinner),
    );
    assert.deepEqual([...winners].sort(), [0, 1], 'both sides win tosses');
  });

  it('GL-2.5: at the end of every turn a hand holds what was dealt', () => {
    const rng = Rng.fromSeed('sizes');
    for (const seats of [2, 3, 4]) {
      const s = newGame(seats, Rng.fromSeed(`sizes-${seats}`));
      while (s.phase !== Phase.Over && !s.closing) {
        const options = legal(s);
        play(s, options[rng.int(options.length)] as Action);
        const after = goal.view(s, -1);
        if (after.phase === 'turn' && !after.closing) {
          assert.deepEqual(after.handSizes, s.dealt.slice());
        }
      }
    }
  });
});

describe('GL-3 a turn', () => {
  it('GL-3.1: play then draw, or discard then draw; discarding is always allowed', () => {
    const s = arrange(2, {
      hands: [
        [4, 2, 2, 2],
        [9, 9, 9, 9],
      ],
      pack: [7, 8, 11],
    });
    assert.ok(legal(s).includes(discardCard(4)), 'even a playable card may be discarded');
    const events = play(s, startShooting(4));
    assert.deepEqual(hand(s, 0), [2, 2, 2, 7]);
    assert.ok(events.some((e) => e.kind === 'draw' && e.text === `${seatRef(0)} draws a card.`));
    assert.ok(
      events.some((e) => e.kind === 'own-draw' && e.visibleTo?.join() === '0'),
      'only the drawer learns the card',
    );
    play(s, discardCard(9));
    assert.deepEqual(hand(s, 1), [8, 9, 9, 9]);
  });

  it('GL-3.2: start with a half-back, add the next card, never a Goalkeeper on an ordinary turn', () => {
    const s = arrange(2, {
      hands: [
        [4, 7, 1, 2],
        [9, 9, 9, 9],
      ],
      pack: [10, 10, 10, 10],
    });
    assert.ok(!legal(s).includes(KEEPER_SAVE));
    play(s, startShooting(4));
    play(s, discardCard(9));
    play(s, addCard(0, 7));
    assert.deepEqual(goal.view(s, -1).formations[0], [{ side: 'shooting', cards: [4, 7] }]);
  });

  it('GL-3.3: several formations at once, unfinished ones stay', () => {
    const s = arrange(2, {
      hands: [
        [4, 5, 6, 2],
        [9, 9, 9, 9],
      ],
      pack: new Array<number>(8).fill(10),
    });
    play(s, startShooting(4));
    play(s, discardCard(9));
    play(s, startSaving(5));
    play(s, discardCard(9));
    play(s, startShooting(6));
    const table = goal.view(s, -1).formations[0]?.map((f) => `${f.side} ${f.cards.join('-')}`);
    assert.deepEqual(table, ['shooting 4', 'saving 5', 'shooting 6']);
  });

  it('GL-3.4: discards are face up for everyone', () => {
    const s = arrange(2, {
      hands: [
        [2, 3, 7, 8],
        [9, 9, 9, 9],
      ],
      pack: [10, 10],
    });
    play(s, discardCard(8));
    assert.deepEqual(goal.view(s, 1).discards, [8]);
    assert.deepEqual(goal.view(s, -1).discards, [8]);
  });
});

describe('GL-4 shots', () => {
  const shotReady = (
    defender: readonly number[],
    defenderFormations?: Arrangement['formations'],
    goalUnasked = false,
  ) =>
    arrange(2, {
      hands: [[8, 2, 2, 2], defender],
      pack: [10, 10, 10, 10, 10],
      formations: [[['S', 4, 7]], ...(defenderFormations ?? [[]])],
      goalUnasked,
    });

  it('GL-4.1: completing a shooting formation is a shot, answered on the next turn', () => {
    const s = shotReady([5, 2, 9, 9], [[['V', 5, 2]]]);
    s.hands[1 * KINDS + 3] = 1; // the defender can complete 5-2-3
    (s.hands[1 * KINDS + 9] as number)--;
    const events = play(s, addCard(0, 8));
    assert.ok(events.some((e) => e.kind === 'shot'));
    assert.equal(hand(s, 0)?.length, 4, 'the shooter drew');
    assert.equal(currentSeat(s), 1);
    assert.equal(s.phase, Phase.Answer);
    assert.deepEqual(legal(s), [LET_IN, addCard(0, 3)]);
  });

  it('GL-4.2: a complete saving formation already waiting saves at once, the oldest first', () => {
    const s = shotReady(
      [9, 9, 9, 9],
      [
        [
          ['V', 4, 2, 3],
          ['V', 6, 3, 2],
        ],
      ],
    );
    const events = play(s, addCard(0, 8));
    assert.ok(events.some((e) => e.kind === 'save' && e.text === 'Saved by 4-2-3!'));
    assert.equal(s.phase, Phase.Turn, 'the defender takes an ordinary turn');
    assert.deepEqual(goal.view(s, -1).formations[1], [{ side: 'saving', cards: [6, 3, 2] }]);
    assert.deepEqual(s.goals, [0, 0]);
  });

  it('GL-4.3: the defender may complete a save, play the Goalkeeper, or let the shot in', () => {
    const s = shotReady([3, 1, 9, 9], [[['V', 6, 2]]]);
    play(s, addCard(0, 8));
    assert.deepEqual(legal(s), [KEEPER_SAVE, LET_IN, addCard(0, 3)]);
    play(s, addCard(0, 3));
    assert.deepEqual(s.goals, [0, 0]);
    assert.equal(hand(s, 1)?.length, 4, 'saving is the turn, and the defender draws');
    assert.equal(currentSeat(s), 0);
  });

  it('GL-4.4: after a save both formations are discarded; a Goalkeeper is set aside', () => {
    const s = shotReady([3, 1, 9, 9], [[['V', 6, 2]]]);
    play(s, addCard(0, 8));
    play(s, KEEPER_SAVE);
    assert.equal(s.keepersOut, 1);
    assert.deepEqual(
      [...s.discards].sort((a, b) => a - b),
      [4, 7, 8],
    );
    assert.deepEqual(
      goal.view(s, -1).formations[1],
      [{ side: 'saving', cards: [6, 2] }],
      'the unused formation stays',
    );
    const t = shotReady([3, 9, 9, 9], [[['V', 6, 2]]]);
    play(t, addCard(0, 8));
    play(t, addCard(0, 3));
    assert.deepEqual(
      [...t.discards].sort((a, b) => a - b),
      [2, 3, 4, 6, 7, 8],
    );
    assert.equal(cardsOnTable(t), 0);
  });

  it('GL-4.5: a goal sends the scorer’s formation to the discards and the defender plays on', () => {
    const s = shotReady([3, 1, 9, 9], [[['V', 6, 2]]]);
    play(s, addCard(0, 8));
    const events = play(s, LET_IN);
    assert.ok(events.some((e) => e.kind === 'goal'));
    assert.deepEqual(s.goals, [1, 0]);
    assert.deepEqual(s.discards, [4, 7, 8]);
    assert.equal(currentSeat(s), 1);
    assert.equal(s.phase, Phase.Turn);
    assert.ok(legal(s).includes(discardCard(9)));
  });

  it('GL-4.6: with no way to save, the defender is asked all the same, and may only let the shot in (RULING)', () => {
    const s = shotReady([9, 9, 9, 9]);
    const events = play(s, addCard(0, 8));
    assert.equal(
      events.some((e) => e.kind === 'goal'),
      false,
      'nothing tells that the hand cannot save',
    );
    assert.equal(s.phase, Phase.Answer);
    assert.equal(currentSeat(s), 1);
    assert.deepEqual(legal(s), [LET_IN]);
    // Asked alike when it could save: the same phase and the same public account.
    const able = shotReady([1, 9, 9, 9]);
    const told = (list: GameEvent[]) => list.filter((e) => e.visibleTo === undefined);
    assert.deepEqual(told(play(able, addCard(0, 8))), told(events));
    assert.deepEqual(goal.view(able, 0), { ...goal.view(s, 0), hand: goal.view(able, 0).hand });
    assert.deepEqual(legal(able), [KEEPER_SAVE, LET_IN]);
    const scored = play(s, LET_IN).find((e) => e.kind === 'goal');
    assert.equal(scored?.text, `GOAL for ${seatRef(0)}! 1–0.`);
    assert.equal(s.phase, Phase.Turn);
    assert.equal(currentSeat(s), 1);
  });

  it('GL-4.6 in version 1.0.0 (its edition): with no way to save, the goal was given without asking', () => {
    const s = shotReady([9, 9, 9, 9], undefined, true);
    const events = play(s, addCard(0, 8));
    const scored = events.find((e) => e.kind === 'goal');
    assert.equal(
      scored?.text,
      `GOAL for ${seatRef(0)}! 1–0. ${seatRef(1)} could not save it: no saving formation to finish and no Goalkeeper to play.`,
      'the goal says why nobody was asked',
    );
    assert.equal(s.phase, Phase.Turn);
    assert.equal(currentSeat(s), 1);
    assert.equal(goal.view(s, -1).edition, '1.0.0');
    assert.equal(goal.determinize(goal.view(s, 0), 0, Rng.fromSeed('d')).goalUnasked, true);
  });
});

describe('GL-5 and GL-6 the Goalkeeper', () => {
  it('GL-5.1: one Goalkeeper per side per half', () => {
    const s = arrange(2, {
      hands: [
        [8, 9, 2, 2],
        [1, 1, 10, 10],
      ],
      pack: [11, 11, 11, 11, 11, 11],
      formations: [
        [
          ['S', 4, 7],
          ['S', 4, 8],
        ],
        [],
      ],
    });
    play(s, addCard(0, 8));
    play(s, KEEPER_SAVE);
    play(s, addCard(0, 9)); // 4-8-9, another shot
    assert.ok(!legal(s).includes(KEEPER_SAVE), 'the second Goalkeeper may not save');
  });

  it('GL-5.2: a Goalkeeper that cannot be played is discarded on the next ordinary turn', () => {
    const both = arrange(2, {
      hands: [
        [1, 1, 4, 5],
        [9, 9, 9, 9],
      ],
      pack: [10, 10, 10],
    });
    assert.deepEqual(legal(both), [discardCard(GOALKEEPER)], 'holding both: one must go');
    const used = arrange(2, {
      hands: [
        [1, 4, 5, 6],
        [9, 9, 9, 9],
      ],
      pack: [10, 10, 10],
    });
    used.keeperUsed[0] = 1;
    assert.deepEqual(legal(used), [discardCard(GOALKEEPER)]);
    play(used, discardCard(GOALKEEPER));
    assert.deepEqual(used.discards, [GOALKEEPER]);
  });

  it('GL-6.1: the Goalkeeper is played only in answer to a shot, and saves it', () => {
    const s = arrange(2, {
      hands: [
        [1, 4, 5, 6],
        [9, 9, 9, 9],
      ],
      pack: [10, 10, 10],
    });
    assert.ok(!legal(s).includes(KEEPER_SAVE) && legal(s).includes(discardCard(GOALKEEPER)));
    const t = arrange(2, {
      hands: [
        [8, 2, 2, 2],
        [1, 9, 9, 9],
      ],
      pack: [10, 10],
      formations: [[['S', 4, 7]], []],
    });
    play(t, addCard(0, 8));
    play(t, KEEPER_SAVE);
    assert.deepEqual(t.goals, [0, 0]);
  });
});

describe('GL-7 the Free Kick', () => {
  it('GL-7.1: draw two, then play one or discard one, and draw no more', () => {
    const s = arrange(2, {
      hands: [
        [12, 2, 2, 2],
        [9, 9, 9, 9],
      ],
      pack: [4, 7, 10, 10],
    });
    const events = play(s, FREE_KICK_ACTION);
    assert.ok(events.filter((e) => e.kind === 'own-draw').length === 2);
    assert.equal(s.phase, Phase.FreeKick);
    assert.deepEqual(hand(s, 0), [2, 2, 2, 4, 7]);
    play(s, startShooting(4));
    assert.deepEqual(hand(s, 0), [2, 2, 2, 7], 'back to the dealt size, nothing more drawn');
    assert.equal(currentSeat(s), 1);
    assert.deepEqual(s.discards, [FREE_KICK]);
    const t = arrange(2, {
      hands: [
        [12, 2, 2, 2],
        [9, 9, 9, 9],
      ],
      pack: [3, 3, 10],
    });
    play(t, FREE_KICK_ACTION);
    play(t, discardCard(3));
    assert.equal(hand(t, 0)?.length, 4);
  });

  it('GL-7.2: after a Free Kick neither a second Free Kick nor a Goalkeeper may be played', () => {
    const s = arrange(2, {
      hands: [
        [12, 12, 1, 2],
        [9, 9, 9, 9],
      ],
      pack: [3, 3, 10, 10],
    });
    play(s, FREE_KICK_ACTION);
    assert.ok(!legal(s).includes(FREE_KICK_ACTION));
    assert.ok(!legal(s).includes(KEEPER_SAVE));
    assert.ok(legal(s).includes(discardCard(FREE_KICK)));
  });

  it('GL-7.4: a Free Kick may be played on the first turn of a half', () => {
    const s = newGame(2, Rng.fromSeed('first-turn-free-kick'));
    s.hands.fill(0);
    const first = currentSeat(s);
    for (const card of [12, 2, 2, 2]) (s.hands[first * KINDS + card] as number)++;
    assert.ok(legal(s).includes(FREE_KICK_ACTION));
    play(s, FREE_KICK_ACTION);
    assert.equal(s.phase, Phase.FreeKick);
  });

  it('GL-7.3: with one card left a Free Kick draws only it; with none it cannot be played', () => {
    const s = arrange(2, {
      hands: [
        [12, 8, 2, 2],
        [9, 9, 9, 9],
      ],
      pack: [5],
      formations: [[['S', 4, 7]], []],
    });
    play(s, FREE_KICK_ACTION);
    assert.deepEqual(hand(s, 0), [2, 2, 5, 8]);
    play(s, addCard(0, 8)); // a shot on the very last card: no answer (GL-8.2)
    assert.deepEqual(s.goals, [1, 0]);
    assert.equal(s.half, 2, 'drawing the last card ended the half');
    const closing = arrange(4, { hands: [[12, 2, 2, 2], [9], [9], [9]], pack: [] });
    closing.closing = true;
    assert.ok(!legal(closing).includes(FREE_KICK_ACTION));
  });
});

describe('GL-8 half-time and full time', () => {
  it('GL-8.1: with 2 or 3 players the half ends when the last card is drawn', () => {
    const s = arrange(3, {
      hands: [
        [2, 2, 2, 2, 2, 2],
        [9, 9, 9, 9],
        [10, 10, 10, 10],
      ],
      pack: [11, 11],
    });
    play(s, discardCard(2));
    assert.equal(s.half, 1);
    const events = play(s, discardCard(9));
    assert.ok(events.some((e) => e.kind === 'half-time'));
    assert.equal(s.half, 2);
  });

  it('GL-8.2: a shot on the last turn is a goal unless a saving formation waits', () => {
    const s = arrange(2, {
      hands: [
        [8, 2, 2, 2],
        [1, 3, 9, 9],
      ],
      pack: [10],
      formations: [[['S', 4, 7]], [['V', 5, 2]]],
    });
    const events = play(s, addCard(0, 8));
    assert.ok(
      events.some(
        (e) =>
          e.kind === 'goal' && e.text.endsWith(`The half ended before ${seatRef(1)} could answer.`),
      ),
      'no answer: the Goalkeeper and the 3 in hand do not help',
    );
    const t = arrange(2, {
      hands: [
        [8, 2, 2, 2],
        [9, 9, 9, 9],
      ],
      pack: [10],
      formations: [[['S', 4, 7]], [['V', 5, 2, 3]]],
    });
    const saved = play(t, addCard(0, 8));
    assert.ok(saved.some((e) => e.kind === 'save'));
    assert.ok(saved.some((e) => e.text.startsWith('Half-time: 0–0')));
  });

  it('GL-8.3: half-time gathers every card, deals again, resets the Goalkeeper limit; the toss loser kicks off', () => {
    const s = newGame(2, Rng.fromSeed('halves'));
    const rng = Rng.fromSeed('halves-choices');
    while (s.half === 1) {
      const options = legal(s);
      play(s, options[rng.int(options.length)] as Action);
    }
    assert.equal(totalCards(s), 44);
    assert.equal(s.discards.length, 0);
    assert.equal(cardsOnTable(s), 0);
    assert.deepEqual(s.keeperUsed, [0, 0]);
    assert.equal(s.keepersOut, 0);
    assert.equal(s.pack.length, 36);
    assert.equal(s.sideOf[currentSeat(s)], 1 - s.tossWinner);
  });

  it('GL-8.4: full time: more goals wins, equal goals share first place', () => {
    const s = arrange(2, {
      hands: [
        [2, 2, 2, 2],
        [9, 9, 9, 9],
      ],
      pack: [10],
    });
    s.half = 2;
    s.goals[0] = 2;
    s.goals[1] = 1;
    const events = play(s, discardCard(2));
    assert.ok(events.some((e) => e.kind === 'full-time'));
    assert.deepEqual(goal.outcome(s), { scores: [2, 1], places: [1, 2] });
    assert.deepEqual(goal.actors(s), []);
    const t = arrange(4, { hands: [[2], [9], [10], [11]], pack: [] });
    t.half = 2;
    t.closing = true;
    t.goals[0] = 1;
    t.goals[1] = 1;
    for (let i = 0; i < 4; i++) play(t, PASS);
    assert.deepEqual(goal.outcome(t), { scores: [1, 1, 1, 1], places: [1, 1, 1, 1] });
  });

  it('GL-8.5: with 4 players play goes on without drawing until all four pass in a row', () => {
    const s = arrange(4, {
      hands: [
        [2, 4, 9, 9],
        [10, 10, 10, 10],
        [8, 3, 3, 3],
        [11, 11, 11, 11],
      ],
      pack: [7],
    });
    const events = play(s, startShooting(4)); // draws the last card
    assert.ok(events.some((e) => e.kind === 'closing'));
    assert.ok(s.closing);
    assert.deepEqual(legal(s), [PASS], 'no discards and nothing to play');
    play(s, PASS);
    play(s, PASS); // seat 3 passes too, though it could play
    play(s, PASS);
    assert.ok(legal(s).includes(addCard(0, 7)), 'seat 1 plays the card it drew');
    play(s, addCard(0, 7));
    assert.deepEqual(hand(s, 0), [2, 9, 9], 'no draw in the closing phase');
    for (let i = 0; i < 3; i++) play(s, PASS);
    assert.equal(s.half, 1, 'three passes after a play are not enough');
    play(s, PASS);
    assert.equal(s.half, 2);
  });

  it('GL-8.6: four passes in a row end play, not four players who have each passed once', () => {
    const s = arrange(4, {
      hands: [
        [2, 4, 9, 9],
        [10, 10, 10, 10],
        [5, 3, 3, 3],
        [11, 11, 11, 11],
      ],
      pack: [7],
    });
    play(s, startShooting(4)); // draws the last card
    for (let i = 0; i < 3; i++) play(s, PASS);
    play(s, addCard(0, 7));
    play(s, PASS);
    play(s, startSaving(5)); // seat 3 passed before and plays now
    play(s, PASS);
    play(s, PASS);
    assert.ok(s.closing, 'every player has passed by now, but not four in a row');
    assert.equal(s.half, 1);
    play(s, PASS);
    play(s, PASS);
    assert.equal(s.half, 2);
  });

  it('GL-8.7: a score reads with an en dash, the first side first, in the events and the table in words', () => {
    const s = arrange(2, {
      hands: [
        [8, 2, 2, 2],
        [1, 3, 9, 9],
      ],
      pack: [10],
      formations: [[['S', 4, 7]], [['V', 5, 2]]],
    });
    const texts = play(s, addCard(0, 8)).map((e) => e.text);
    assert.ok(
      texts.some((text) => text.startsWith(`GOAL for ${seatRef(0)}! 1–0.`)),
      texts.join(' | '),
    );
    assert.ok(
      texts.some((text) => text.startsWith('Half-time: 1–0.')),
      texts.join(' | '),
    );
    assert.match(goal.describe(goal.view(s, 0)), /^Second half\. \S+ 1–0 \S+\./);
    const t = arrange(2, {
      hands: [
        [2, 2, 2, 2],
        [9, 9, 9, 9],
      ],
      pack: [10],
    });
    t.half = 2;
    t.goals[0] = 2;
    t.goals[1] = 4;
    assert.deepEqual(
      play(t, discardCard(2))
        .filter((e) => e.kind === 'full-time')
        .map((e) => e.text),
      ['Full time: 2–4.'],
    );
    assert.match(goal.describe(goal.view(t, 0)), /\nFull time: 2–4\.$/);
  });
});
