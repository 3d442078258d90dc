import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action } from '../../core/game.ts';
import { runMatch } from '../../core/match.ts';
import { replayRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { duelWins } from '../../core/testing/duel.ts';
import { randomAgent } from '../../bots/random.ts';
import { GOAL_ZONES, distance } from './board.ts';
import { ATTACK, COMMIT, KICK, Kind, MOVE, PASS, playAction } from './actions.ts';
import { act, arrange, commitAll, emptyHands, game, giveHand, hex, newGame } from './fixtures.ts';
import { supernaturalHeuristic } from './heuristic.ts';
import { Card } from './rules.ts';
import type { SsState } from './state.ts';

const bot = supernaturalHeuristic(0, 'h');

function decide(s: SsState, seat: number): Action {
  return bot.act({
    seat,
    view: game.view(s, seat),
    legal: game.legalActions(s, seat),
    label: (a) => game.actionLabel(s, seat, a),
  });
}

function quiet(): SsState {
  const s = newGame(4, 'heuristic', 3, 0);
  emptyHands(s);
  return s;
}

describe('SS-12 the heuristic bot', () => {
  it('SS-12.1 the carrier kicks when a quarter of the faces score, along the best line', () => {
    const near = quiet();
    arrange(near, [hex(3, 0), hex(-4, 3), hex(-3, -1), hex(-2, 1)], hex(3, 0));
    assert.equal(decide(near, 0), COMMIT + Card.Kick, '3 to go: 6 faces in 8 score');
    act(near, 0, COMMIT + Card.Kick);
    act(near, 2, COMMIT + Card.NoAction);
    assert.equal(decide(near, 0), KICK + 0, 'east, straight at the zone');
    const far = quiet();
    arrange(far, [hex(-3, 0), hex(-4, 3), hex(3, -1), hex(2, 1)], hex(-3, 0));
    assert.equal(decide(far, 0), COMMIT + Card.Move, 'too far to kick: carry it');
  });

  it('SS-12.2 runs for the ball, carries it towards the other goal, always attacks', () => {
    const s = quiet();
    arrange(s, [hex(-2, -1), hex(-4, 3), hex(3, -1), hex(2, 1)], hex(0, 0));
    commitAll(s, [Card.Move, Card.NoAction]);
    assert.equal(decide(s, 0), MOVE + hex(0, 0), 'takes the ball');
    const t = quiet();
    arrange(t, [hex(0, 0), hex(-4, 3), hex(3, -3), hex(2, 3)], hex(0, 0));
    commitAll(t, [Card.Move, Card.NoAction]);
    const to = decide(t, 0) - MOVE;
    const zone = GOAL_ZONES[1] as readonly number[];
    assert.equal(
      Math.min(...zone.map((g) => distance(to, g))),
      2,
      'four hexes nearer the east zone',
    );
    const u = quiet();
    arrange(u, [hex(0, 0), hex(-4, 3), hex(1, 0), hex(4, 3)], hex(1, 0));
    commitAll(u, [Card.NoAction, Card.NoAction]);
    assert.equal(decide(u, 0), ATTACK);
  });

  it('SS-12.3 counters an opponent card that would harm it, not one that would not', () => {
    // A carries the ball two hexes from the east zone, nobody near: Whoops would leave it
    // loose beside X's starting space.
    const harmful = quiet();
    arrange(harmful, [hex(4, 0), hex(-4, 3), hex(0, -3), hex(-1, 3)], hex(4, 0));
    giveHand(harmful, 0, [Kind.Counter]);
    giveHand(harmful, 1, [Kind.Whoops]);
    commitAll(harmful, [Card.NoAction, Card.NoAction]);
    act(harmful, 1, playAction(Kind.Whoops, 0));
    assert.equal(decide(harmful, 0), playAction(Kind.Counter, 0));
    // Everybody on the starting spaces already: Whoops changes nothing worth a Counter Card.
    const harmless = quiet();
    giveHand(harmless, 0, [Kind.Counter]);
    giveHand(harmless, 1, [Kind.Whoops]);
    commitAll(harmless, [Card.NoAction, Card.NoAction]);
    act(harmless, 1, playAction(Kind.Whoops, 0));
    assert.equal(decide(harmless, 0), PASS);
  });

  it('SS-12.3 sends a dangerous carrier home, and keeps a card that would gain little', () => {
    const u = newGame(4, 'heuristic', 3, 1);
    emptyHands(u);
    arrange(u, [hex(0, 0), hex(-4, 3), hex(-3, 0), hex(4, 3)], hex(-3, 0));
    giveHand(u, 0, [Kind.SentHome]);
    commitAll(u, [Card.NoAction, Card.NoAction]);
    assert.equal(decide(u, 0), playAction(Kind.SentHome, 2), 'X carries 3 from the west zone');
    const t = quiet();
    giveHand(t, 0, [Kind.SentHome]);
    commitAll(t, [Card.NoAction, Card.NoAction]);
    assert.equal(decide(t, 0), PASS, 'nobody has the ball, everybody at the start');
  });

  it("SS-12.3 plays a kick card on a kick still to come: Long Ball on its own, Heavy Ball on the other team's", () => {
    // A on the centre hex with the ball and a committed Kick: east scores on 6, 7 or 8 only;
    // two hexes more score on 4 to 8.
    const s = quiet();
    arrange(s, [hex(0, 0), hex(-4, 3), hex(3, -1), hex(2, 1)], hex(0, 0));
    giveHand(s, 0, [Kind.LongBall]);
    giveHand(s, 1, [Kind.HeavyBall]);
    commitAll(s, [Card.Kick, Card.NoAction]);
    assert.equal(decide(s, 0), playAction(Kind.LongBall, 0));
    assert.equal(decide(s, 1), playAction(Kind.HeavyBall, 0), 'halved, the kick cannot reach');
    const g = quiet();
    // Y stands on the line: Ghost Ball lets the kick through.
    arrange(g, [hex(3, 0), hex(-4, 3), hex(3, -3), hex(4, 0)], hex(3, 0));
    giveHand(g, 0, [Kind.GhostBall]);
    commitAll(g, [Card.Kick, Card.NoAction]);
    assert.equal(decide(g, 0), playAction(Kind.GhostBall, 0));
  });

  it("takes part in chains: heuristic bots answer each other's cards in their games", () => {
    let longest = 0;
    for (let i = 0; i < 4; i++) {
      const players = [0, 1].map((seat) => ({
        name: `Seat ${seat + 1}`,
        agent: 'bot:heuristic',
        make: supernaturalHeuristic,
      }));
      const record = runMatch(game, { players, seed: `chains-${i}` });
      assert.ok(record.ok);
      replayRecord(
        record.value,
        () => ok(game),
        (step) => {
          for (const e of step.events)
            if (e.kind === 'play') longest = Math.max(longest, e.data?.link as number);
        },
      );
    }
    assert.ok(longest >= 2, `the longest chain had ${longest} links`);
  });

  it('wins at least 90% of decided games against the random bot, seats swapped', () => {
    const games = 40;
    const wins = duelWins(
      game,
      { agent: 'bot:heuristic', make: supernaturalHeuristic },
      { agent: 'bot:random', make: randomAgent },
      games,
    );
    assert.ok(wins >= 0.9 * games, `${wins} of ${games}`);
  });
});
