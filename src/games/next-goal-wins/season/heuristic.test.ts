/** NGW-31: the season's heuristic bot decides sensibly from its view and beats the random bot. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../../../bots/random.ts';
import type { Decision } from '../../../core/agent.ts';
import type { Action, Seat } from '../../../core/game.ts';
import { runMatch } from '../../../core/match.ts';
import { duelWins } from '../../../core/testing/duel.ts';
import { POSITION_OF, TACTIC_DECK } from '../cards.ts';
import { STOP, deckAction, letGoAction, offerAction } from './codes.ts';
import {
  best,
  blank,
  game,
  give,
  giveTactics,
  onTop,
  rating,
  runSteps,
  squad,
  tacticId,
} from './fixtures.ts';
import { seasonHeuristic } from './heuristic.ts';
import { Step, type SeasonState } from './state.ts';
import type { SeasonView } from './view.ts';

const bot = seasonHeuristic(0, 'test');

function choose(s: SeasonState, seat: Seat = game.actors(s)[0] ?? 0): Action {
  const decision: Decision<SeasonView> = {
    seat,
    view: game.view(s, seat),
    legal: game.legalActions(s, seat),
    label: (a) => game.actionLabel(s, seat, a),
  };
  return bot.act(decision);
}

describe('NGW-31 the heuristic bot', () => {
  it('NGW-31.1: it draws from the deck its squad lacks, then where its best is weakest', () => {
    const s = blank(2);
    give(s, 0, [
      best(0)[0] as number,
      best(1)[0] as number,
      best(1)[1] as number,
      best(2)[0] as number,
    ]);
    s.fixture = 1;
    s.goals[0] = 0;
    s.goals[1] = 1;
    runSteps(s, [Step.Transfer, 0]);
    assert.equal(choose(s), deckAction(3), 'no striker yet');
  });

  it('NGW-31.1: with a full squad better than an average draw it makes no transfer', () => {
    const weakest = Math.min(...squad(0).map(rating));
    for (const position of [0, 1, 2, 3]) {
      const deck = best(position);
      assert.ok(weakest > deck.reduce((sum, c) => sum + rating(c), 0) / deck.length);
    }
    const s = blank(2);
    give(s, 0, squad(0));
    s.fixture = 1;
    s.goals[1] = 1;
    runSteps(s, [Step.Transfer, 0]);
    assert.equal(choose(s), STOP);
    // Without a striker it signs one.
    const t = blank(2);
    give(t, 0, squad(0).slice(0, 5));
    t.fixture = 1;
    t.goals[1] = 1;
    runSteps(t, [Step.Transfer, 0]);
    assert.equal(choose(t), deckAction(3));
  });

  it('NGW-31.1: looking at several cards it keeps the best-rated', () => {
    const s = blank(2, { managers: true }, ['Ingrid Larsen']);
    give(s, 0, squad(0));
    s.fixture = 1;
    s.goals[1] = 1;
    runSteps(s, [Step.Transfer, 0]);
    s.todo.length = 0;
    game.apply(s, 0, deckAction(2));
    const offer = s.offer.slice();
    const top = Math.max(...offer.map(rating));
    assert.equal(rating(offer[choose(s) - offerAction(0)] as number), top);
  });

  it('NGW-31.2: over the limit it lets go a low-rated footballer, not its only keeper', () => {
    const s = blank(2);
    const weakKeeper = best(0).at(-1) as number;
    const weakStriker = best(3).at(-1) as number;
    give(s, 0, [weakKeeper, ...squad(0).slice(1), weakStriker]);
    runSteps(s);
    const chosen = choose(s) - letGoAction(0);
    assert.notEqual(chosen, weakKeeper);
    assert.equal(POSITION_OF[chosen], 3);
    assert.equal(
      rating(chosen),
      Math.min(...(s.hands[0] as number[]).filter((c) => POSITION_OF[c] === 3).map(rating)),
    );
  });

  it('NGW-31.2: it keeps the tactics that win a contest outright', () => {
    const s = blank(2);
    giveTactics(s, 0, ['Offside Trap', 'Route One', 'Through Ball']);
    onTop(s, 'Game Plan');
    runSteps(s, [Step.Event, 0]);
    const dropped = (s.tactics[0] as number[])[choose(s) - 3000] as number;
    const sure = [tacticId('Offside Trap'), tacticId('Through Ball')];
    assert.ok(!sure.includes(TACTIC_DECK[dropped] as number), 'not a sure thing');
  });

  it('NGW-31.3: it keeps the better event, and picks targets to its advantage', () => {
    const s = blank(2, { managers: true }, ['Tomasz Nowak']);
    onTop(s, 'Academy Striker');
    onTop(s, 'Hanging Up the Boots');
    runSteps(s, [Step.Event, 0]);
    assert.equal(choose(s), offerAction(1), 'a recruit beats a retirement');
  });

  it('NGW-31.4: in a match it plays the match heuristic on the match view', () => {
    const s = blank(2);
    give(s, 0, squad(0));
    give(s, 1, squad(1));
    runSteps(s, [Step.Match, 0]);
    const action = choose(s);
    assert.ok(action < 1000 && game.legalActions(s, 0).includes(action));
    assert.match(game.actionLabel(s, 0, action), /./);
  });

  it('NGW-31: it beats the random bot over 2-seat seasons', () => {
    const wins = duelWins(
      game,
      { agent: 'bot:heuristic', make: seasonHeuristic },
      { agent: 'bot:random', make: randomAgent },
      40,
    );
    assert.ok(wins >= 26, `won ${wins} of 40`);
  });

  it('NGW-31: over 4-seat seasons, two heuristic seats take far more points than two random ones', () => {
    let mine = 0;
    let theirs = 0;
    for (let g = 0; g < 12; g++) {
      const players = [0, 1, 2, 3].map((seat) => {
        const smart = (seat + g) % 2 === 0;
        return {
          name: `S${seat}`,
          agent: smart ? 'h' : 'r',
          make: smart ? seasonHeuristic : randomAgent,
        };
      });
      const record = runMatch(game, { players, seed: `league-${g}` });
      assert.ok(record.ok);
      record.value.outcome?.scores.forEach((points, seat) => {
        if ((seat + g) % 2 === 0) mine += points;
        else theirs += points;
      });
    }
    assert.ok(mine > 1.5 * theirs, `${mine} points against ${theirs}`);
  });
});
