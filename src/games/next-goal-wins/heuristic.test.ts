/** NGW-18: the heuristic bot decides sensibly from its view, and beats the random bot. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../../bots/random.ts';
import type { Decision } from '../../core/agent.ts';
import type { Action, Seat } from '../../core/game.ts';
import { duelWins } from '../../core/testing/duel.ts';
import { Rng } from '../../core/rng.ts';
import {
  DEFEND,
  DONE,
  declareAction,
  declaredKind,
  defendWith,
  headerAction,
  subIn,
  subOut,
  takerAction,
} from './codes.ts';
import { nextGoalWins } from './engine.ts';
import { PLAIN, arrange, ballAt, card, legal, play } from './fixtures.ts';
import { nextGoalWinsHeuristic } from './heuristic.ts';
import { Phase, type MatchState } from './state.ts';
import { CORNER, DEF, DRIBBLE, GK, MID, SHOOT, STK, THROW } from './stats.ts';
import type { NextGoalWinsView } from './view.ts';

const bot = nextGoalWinsHeuristic(0, 'test');

function choose(s: MatchState, seat: Seat = nextGoalWins.actors(s)[0] ?? 0): Action {
  const decision: Decision<NextGoalWinsView> = {
    seat,
    view: nextGoalWins.view(s, seat),
    legal: legal(s, seat),
    label: (a) => nextGoalWins.actionLabel(s, seat, a),
  };
  return bot.act(decision);
}

describe('NGW-18 the heuristic bot', () => {
  it('NGW-18.1: it picks the best lineup for the places, its own positions first', () => {
    const s = nextGoalWins.setup(
      nextGoalWins.facts.options.parse({}),
      2,
      Rng.fromSeed('bot-picks'),
    );
    PLAIN[0].forEach((name, slot) => (s.squad[slot] = card(name)));
    for (let place = 0; place < 4; place++) play(s, choose(s, 0), 0);
    assert.deepEqual(s.lineup.slice(0, 4), [0, 1, 2, 3]);
    // With a 2-star defender and a spare midfielder, the midfielder halved is the better DEF.
    const t = nextGoalWins.setup(
      nextGoalWins.facts.options.parse({}),
      2,
      Rng.fromSeed('bot-picks'),
    );
    [
      'Kofi Mensah',
      'Sam Whitfield',
      'Lucía Herrera',
      'Erika Falcon',
      'Dario Conti',
      'Emeka Nwosu',
      'Hamza Belkacem',
    ].forEach((name, slot) => (t.squad[slot] = card(name)));
    for (let place = 0; place < 4; place++) play(t, choose(t, 0), 0);
    assert.deepEqual(t.lineup.slice(0, 4), [0, 5, 2, 3]);
  });

  it('NGW-18.1: it brings on a clearly better footballer, and otherwise makes no change', () => {
    // Diego Morales (STK) plays in midfield; the bench has Hana Kobayashi (MID).
    const squads: [string[], string[]] = [PLAIN[0].slice(), PLAIN[1].slice()];
    squads[0][6] = 'Hana Kobayashi';
    squads[0][2] = 'Diego Morales';
    const s = arrange({ squads, attackNo: 2 });
    assert.equal(choose(s), subOut(MID));
    play(s, subOut(MID));
    assert.equal(choose(s), subIn(6));
    play(s, subIn(6));
    assert.equal(choose(s), DONE);
    assert.equal(choose(arrange({ attackNo: 2 })), DONE);
  });

  it('NGW-18.2: with the ball it takes the likeliest way to goal', () => {
    const s = arrange();
    ballAt(s, STK, 'pass');
    // Erika Falcon: dribbling 5 against rushing out 2 beats shooting 5 against saving 3.
    assert.equal(declaredKind(choose(s)), DRIBBLE);
    const keeper = arrange();
    // Yuki Tanabe throws best (3 against Chloé Marchand's blocking 2).
    assert.equal(declaredKind(choose(keeper)), THROW);
  });

  it('NGW-18.2: it spends a tactic only for a real gain', () => {
    const s = arrange({ tactics: [['Top Corner'], []] });
    ballAt(s, STK, 'cross');
    assert.ok(legal(s).every((a) => a !== declareAction(SHOOT, 0)));
    const t = arrange({ tactics: [['Top Corner'], []] });
    t.lineup[3] = 6; // Diego Morales up front: shooting 3, dribbling 3
    t.status[3] = 0;
    t.status[6] = 1;
    ballAt(t, STK, 'pass');
    assert.equal(choose(t), declareAction(SHOOT, 0));
  });

  it('NGW-18.3: it defends, springs the offside trap on a striker, and picks its best for set pieces', () => {
    const s = arrange();
    play(s, declareAction(THROW));
    assert.equal(choose(s, 1), DEFEND);
    const trap = arrange({ tactics: [[], ['Offside Trap']] });
    ballAt(trap, STK, 'pass');
    play(trap, declareAction(SHOOT));
    assert.equal(choose(trap, 1), defendWith(0));
    const corner = arrange();
    corner.kind = CORNER;
    corner.phase = Phase.Taker;
    assert.equal(choose(corner), takerAction(MID)); // Hana crosses 3, Erika 3, Jonas 2: the first best
    play(corner, takerAction(MID));
    assert.equal(choose(corner), headerAction(STK)); // Erika heads 3
    assert.equal(GK + DEF, 1);
  });

  it('NGW-18.3, NGW-15.8: it stops a likely goal with Professional Foul, not a weak one', () => {
    const s = arrange({ tactics: [[], ['Professional Foul']] });
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT)); // Erika Falcon shoots 5 against Kofi Mensah's saving 3
    assert.equal(choose(s, 1), defendWith(0));
    const weak = arrange({
      squads: [PLAIN[0].map((n, i) => (i === 3 ? 'Rosa Medina' : n)), PLAIN[1]],
      tactics: [[], ['Professional Foul']],
    });
    ballAt(weak, STK, 'pass');
    play(weak, declareAction(SHOOT));
    assert.equal(choose(weak, 1), DEFEND);
  });

  it('NGW-18.3: it rolls two dice against a likely goal (an advantage tactic)', () => {
    const s = arrange({ tactics: [[], ["Keeper's Eye"]] });
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT)); // Erika Falcon shoots 5 against Kofi Mensah's saving 3
    assert.equal(choose(s, 1), defendWith(0));
    // Against a weak shot (Rosa Medina, a defender up front, shoots 1) it keeps the card.
    const weak = arrange({
      squads: [PLAIN[0].map((n, i) => (i === 3 ? 'Rosa Medina' : n)), PLAIN[1]],
      tactics: [[], ["Keeper's Eye"]],
    });
    ballAt(weak, STK, 'pass');
    play(weak, declareAction(SHOOT));
    assert.equal(choose(weak, 1), DEFEND);
  });

  it('NGW-18: beats the random bot', () => {
    const games = 100;
    const wins = duelWins(
      nextGoalWins,
      { agent: 'bot:heuristic', make: nextGoalWinsHeuristic },
      { agent: 'bot:random', make: randomAgent },
      games,
    );
    assert.ok(wins >= 85, `won ${wins} of ${games}`);
  });
});
