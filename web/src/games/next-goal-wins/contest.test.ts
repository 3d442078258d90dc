import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../../../../src/core/game.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { nextGoalWins } from '../../../../src/games/next-goal-wins/engine.ts';
import { arrange, ballAt, dice, play } from '../../../../src/games/next-goal-wins/fixtures.ts';
import { sortChoices } from './choices.ts';
import { latestOf, latestRoll } from './contest.ts';
import { choicesOf } from './testing.ts';

/** Declares the first action of `kind` and defends it; returns everything that happened. */
function contest(s: ReturnType<typeof arrange>, kind: string): GameEvent[] {
  const declared = sortChoices(choicesOf(s, s.attacker)).plays.find((c) => c.info?.kind === kind);
  const events = play(s, declared?.action ?? -1);
  const defend = sortChoices(choicesOf(s, 1 - s.attacker)).plays.find(
    (c) => c.info?.kind === 'defend' && c.info.card === undefined,
  );
  return [...events, ...play(s, defend?.action ?? -1)];
}

describe('Next Goal Wins: the latest roll, from the events', () => {
  it('shows both dice, stats and totals of a contest (NGW-6.4)', () => {
    const s = arrange();
    ballAt(s, 2);
    dice(s, 2, 5); // Hana Kobayashi's passing against Mei Lin Zhou's interceptions
    const log = contest(s, 'pass');
    const roll = latestRoll(log);
    assert.equal(roll?.kind, 'contest');
    assert.equal(roll.attacker, 0);
    assert.deepEqual(roll.sides[0].dice, [2]);
    assert.deepEqual(roll.sides[1].dice, [5]);
    assert.equal(roll.sides[0].total, (roll.sides[0].stat ?? 0) + 2 + roll.sides[0].bonus);
    assert.equal(roll.sides[1].total, (roll.sides[1].stat ?? 0) + 5 + roll.sides[1].bonus);
    assert.equal(roll.stalemate, null);
    assert.match(latestOf(log, 'declare')?.text ?? '', /passes to/);
  });

  it('adds the stalemate die after a tie (NGW-8.3, NGW-8.4)', () => {
    const s = arrange();
    ballAt(s, 1);
    // Jonas Weber's dribbling 3 + 3 against Emeka Nwosu's tackling 3 + 3; the stalemate die: Foul.
    dice(s, 3, 3, 5);
    const roll = latestRoll(contest(s, 'dribble'));
    assert.equal(roll?.sides[0].total, roll?.sides[1].total);
    assert.equal(roll?.stalemate, 5);
  });

  it('shows a set piece with its name and both dice (NGW-9)', () => {
    const s = arrange();
    ballAt(s, 3, 'pass');
    dice(s, 1, 3, 4, 2); // a tied shot gives a corner; then the corner's dice
    const log = contest(s, 'shoot');
    const corner = sortChoices(choicesOf(s, 0));
    log.push(...play(s, corner.setPiece.get(2)?.[0]?.action ?? -1));
    log.push(...play(s, sortChoices(choicesOf(s, 0)).setPiece.get(3)?.[0]?.action ?? -1));
    log.push(...play(s, sortChoices(choicesOf(s, 1)).setPiece.get(1)?.[0]?.action ?? -1));
    const roll = latestRoll(log);
    assert.equal(roll?.kind, 'set-piece');
    assert.equal(roll.setPiece, 'corner');
    assert.deepEqual(roll.sides[0].dice, [4]);
    assert.deepEqual(roll.sides[1].dice, [2]);
    assert.equal(roll.sides[0].stat, null, 'a set piece gives its totals only');
  });

  it('shows the kick-off roll before the first contest (NGW-4.1)', () => {
    const s = nextGoalWins.setup(nextGoalWins.facts.options.parse({}), 2, Rng.fromSeed('k'));
    const log: GameEvent[] = [];
    for (let i = 0; i < 8; i++) {
      const seat = i < 4 ? 0 : 1;
      nextGoalWins.apply(s, seat, nextGoalWins.legalActions(s, seat)[0] ?? -1, log);
    }
    const roll = latestRoll(log);
    assert.equal(roll?.kind, 'kick-off');
    assert.equal(roll.attacker, null);
    assert.notEqual(roll.sides[0].total, roll.sides[1].total, 'a tie is rolled again');
  });

  it('reads a speed battle as dice alone (NGW-10.1), and nothing before any roll', () => {
    const event: GameEvent = {
      kind: 'roll',
      seat: 1,
      text: "Max Gass's dribble (speed battle): 4 against Jonas Weber's 2. It comes off.",
      data: { dice: [4, 2], stats: [0, 0], bonuses: [0, 0], totals: [4, 2], speed: true },
    };
    const roll = latestRoll([event, { kind: 'ball', text: 'Somebody has the ball.' }]);
    assert.equal(roll?.speed, true);
    assert.equal(roll.sides[0].stat, null);
    assert.equal(roll.attacker, 1);
    assert.equal(latestRoll([{ kind: 'attack', text: 'Attack 1 of 6.' }]), null);
  });
});
