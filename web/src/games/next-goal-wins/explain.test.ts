import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TACTIC_DATA } from '../../../../src/games/next-goal-wins/tactic-cards.ts';
import { CONTESTS, STATS, TABLE } from '../../../../src/games/next-goal-wins/stats.ts';
import { STAT_KEYS } from './cards.ts';
import { STAT_HELP, statHelp, tacticHelp } from './explain.ts';

/** How each action of the table is named in the explanations, e.g. a shot for shoot. */
const STEMS: Readonly<Record<string, string>> = {
  pass: 'pass',
  throw: 'throw',
  punt: 'punt',
  cross: 'cross',
  dribble: 'dribbl',
  shoot: 'sho',
  header: 'head',
};

describe('Next Goal Wins: what the words on the cards mean', () => {
  it('explains every stat by the engine’s numbering', () => {
    assert.deepEqual([...STAT_KEYS], [...STATS]);
    for (let stat = 0; stat < STATS.length; stat++) assert.ok(statHelp(stat).length > 20);
  });

  it('names each action of the table (NGW-5) in the help of both stats it sets against each other', () => {
    for (const row of TABLE) {
      if (row.attack < 0) continue;
      const kind = TABLE.indexOf(row) % 7;
      const stem = STEMS[CONTESTS[kind] ?? ''] ?? '?';
      for (const stat of [row.attack, row.defence]) {
        const key = STAT_KEYS[stat] ?? 'passing';
        assert.match(
          STAT_HELP[key].toLowerCase(),
          new RegExp(stem),
          `${key} and ${CONTESTS[kind]}`,
        );
      }
    }
  });

  it('says when each tactic card may be played and with which decision (NGW-15.2)', () => {
    TACTIC_DATA.forEach((t, id) => {
      const [window, when] = tacticHelp(id);
      assert.match(window ?? '', t.window === 'attack' ? /^Attack tactic/ : /^Defence tactic/);
      assert.match(when ?? '', /^Playable /);
    });
    const offside = TACTIC_DATA.findIndex((t) => t.name === 'Offside Trap');
    assert.equal(tacticHelp(offside)[1], 'Playable while the ball is played from the STK place.');
    const whipped = TACTIC_DATA.findIndex((t) => t.name === 'Whipped Cross');
    assert.equal(tacticHelp(whipped)[1], 'Playable on a cross, corner or crossing free kick.');
  });
});
