/**
 * The vocabulary the full card set added (NGW-14.1, NGW-14.2, NGW-14.7 to NGW-14.9, NGW-15.3,
 * NGW-15.6, NGW-15.7): set-piece skills, score conditions, advantage, tie-fouls, free-kick
 * tactics and final-attack tactics, each with scripted dice.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { GameEvent } from '../../core/game.ts';
import {
  DEFEND,
  declareAction,
  defendWith,
  headerAction,
  setPieceDefender,
  takerAction,
} from './codes.ts';
import { FOOTBALLERS } from './cards.ts';
import { PLAIN, arrange, ballAt, dice, legal, play, texts } from './fixtures.ts';
import { Phase } from './state.ts';
import { CORNER, DEF, DRIBBLE, MID, PASS, SHOOT, STK } from './stats.ts';

/** PLAIN with some footballers swapped in: [seat, slot, name]. */
function squads(...swaps: [number, number, string][]): [string[], string[]] {
  const result: [string[], string[]] = [PLAIN[0].slice(), PLAIN[1].slice()];
  for (const [seat, slot, name] of swaps) result[seat as 0 | 1][slot] = name;
  return result;
}
const roll = (events: readonly GameEvent[]) => events.find((e) => e.kind === 'roll')?.data;
const count = (events: readonly GameEvent[], kind: string) =>
  events.filter((e) => e.kind === kind).length;

describe('NGW-14 skills of the full set', () => {
  it('NGW-14.1: a skill that names a set piece counts for those taking part in it, at either end', () => {
    // Valentina Sosa (Dead-Ball Specialist) crosses 4; Erika Falcon heads 3.
    const s = arrange({ squads: squads([0, 2, 'Valentina Sosa']) });
    s.kind = CORNER;
    s.phase = Phase.Taker;
    play(s, takerAction(MID));
    play(s, headerAction(STK));
    dice(s, 1, 1);
    // Kofi Mensah catches 3, Mei Lin Zhou heads 2.
    assert.match(
      texts(play(s, setPieceDefender(DEF))),
      /corner: 4 \+ 3 \+ 1 \+ 2 = 10 against 3 \+ 2 \+ 1 = 6/,
    );
    // Maren Holm (Claims Everything, catching 3) and Oleksandr Hrytsenko (Towering Header,
    // heading 5) add 1 each for the defence.
    const t = arrange({
      squads: squads([0, 2, 'Valentina Sosa'], [1, 0, 'Maren Holm'], [1, 1, 'Oleksandr Hrytsenko']),
    });
    t.kind = CORNER;
    t.phase = Phase.Taker;
    play(t, takerAction(MID));
    play(t, headerAction(STK));
    dice(t, 1, 1);
    assert.match(texts(play(t, setPieceDefender(DEF))), /against 3 \+ 5 \+ 1 \+ 2 = 11/);
  });

  it('NGW-14.2: a clause may hold only at some scores (Captain: while behind)', () => {
    const level = arrange({ squads: squads([1, 1, 'Kwame Asante']) });
    ballAt(level, MID);
    play(level, declareAction(PASS));
    dice(level, 1, 1);
    assert.deepEqual(roll(play(level, DEFEND))?.['bonuses'], [0, 0]);
    const behind = arrange({ squads: squads([1, 1, 'Kwame Asante']) });
    behind.goals[0] = 1;
    ballAt(behind, MID);
    play(behind, declareAction(PASS));
    dice(behind, 1, 1, 3); // 5 against 3 + 1 + 1: a tie, and the stalemate die
    assert.deepEqual(roll(play(behind, DEFEND))?.['bonuses'], [0, 1]);
  });

  it('NGW-14.7: advantage: a second die, the higher kept; one at most per side; in speed battles too', () => {
    // Ana Petrović (Composure) passes: dice 2 for her, 3 for the defender, then her second die 5.
    const s = arrange({ squads: squads([0, 2, 'Ana Petrović']) });
    ballAt(s, MID);
    play(s, declareAction(PASS));
    dice(s, 2, 3, 5);
    const events = play(s, DEFEND);
    assert.match(texts(events), /Seat 1 rolls two dice, 2 and 5, and keeps 5/);
    assert.deepEqual(roll(events)?.['dice'], [5, 3]);
    // With Cool Head as well she still rolls only one second die.
    const t = arrange({ squads: squads([0, 2, 'Ana Petrović']), tactics: [['Cool Head'], []] });
    ballAt(t, MID);
    play(t, declareAction(PASS, 0));
    dice(t, 6, 3, 1);
    const both = play(t, DEFEND);
    assert.equal(count(both, 'advantage'), 1);
    assert.deepEqual(roll(both)?.['dice'], [6, 3]);
    // Eilidh MacLeod (Shadow) against a dribble; in a speed battle (Max Gass) it still counts.
    const u = arrange({ squads: squads([0, 2, 'Max Gass'], [1, 1, 'Eilidh MacLeod']) });
    ballAt(u, MID);
    play(u, declareAction(DRIBBLE, -1, true));
    dice(u, 3, 2, 5);
    const fast = play(u, DEFEND);
    assert.deepEqual(roll(fast)?.['totals'], [3, 5]);
    assert.equal(u.attacker, 1, 'Eilidh won the ball');
  });

  it('NGW-14.8: tie-foul: a tied dribble is a foul on the dribbler instead of the stalemate die', () => {
    // Ifeoma Eze (Draws Fouls) dribbles 3 against Mei Lin Zhou's tackling 3.
    const s = arrange({ squads: squads([0, 2, 'Ifeoma Eze']) });
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE));
    dice(s, 2, 2);
    const events = play(s, DEFEND);
    assert.equal(count(events, 'stalemate'), 0);
    assert.match(texts(events), /Ifeoma Eze's skill: a foul/);
    assert.equal(
      s.phase,
      Phase.FoulChoice,
      'fouled in midfield: a crossing or a shooting free kick',
    );
    // Without the skill the same tie rolls the stalemate die (3: lose the ball).
    const t = arrange();
    ballAt(t, MID);
    play(t, declareAction(DRIBBLE));
    dice(t, 2, 2, 3);
    assert.equal(count(play(t, DEFEND), 'stalemate'), 1);
    assert.equal(t.attacker, 1);
  });

  it('NGW-14.9: design.md lists every skill of the set with what it does', () => {
    const design = readFileSync(join(import.meta.dirname, 'design.md'), 'utf8');
    const skills = new Map(
      FOOTBALLERS.flatMap((c) => (c.skill ? [[c.skill.name, c.skill.text]] : [])),
    );
    assert.ok(skills.size >= 20);
    for (const [name, text] of skills) {
      assert.ok(design.includes(`**${name}**`), `design.md names ${name}`);
      assert.ok(design.includes(text), `design.md says what ${name} does`);
    }
  });
});

describe('NGW-15 tactics of the full set', () => {
  it('NGW-15.3: advantage on defence: Keeper’s Eye against a shot', () => {
    const s = arrange({ tactics: [[], ["Keeper's Eye"]] });
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 2, 1, 6);
    // Erika shoots 5 + 2 = 7 against Kofi Mensah's 3 + 6 = 9.
    const events = play(s, defendWith(0));
    assert.deepEqual(roll(events)?.['totals'], [7, 9]);
    assert.equal(s.attacker, 1);
  });

  it('NGW-15.6: free-kick: Draw the Foul turns a dribble into a free kick, nobody booked, no roll', () => {
    const s = arrange({ tactics: [['Draw the Foul'], []] });
    ballAt(s, MID);
    assert.ok(legal(s).includes(declareAction(DRIBBLE, 0)));
    assert.ok(!legal(s).includes(declareAction(PASS, 0)), 'only with a dribble');
    dice(s); // no die may be rolled
    const events = play(s, declareAction(DRIBBLE, 0));
    assert.match(texts(events), /Hana Kobayashi is fouled/);
    assert.equal(count(events, 'booking'), 0);
    assert.equal(s.phase, Phase.FoulChoice);
    const back = arrange({ tactics: [['Draw the Foul'], []] });
    ballAt(back, DEF);
    assert.ok(!legal(back).includes(declareAction(DRIBBLE, 0)), 'not from the back');
  });

  it('NGW-15.7: final: Final Push only in the last attack of each side', () => {
    const early = arrange({ tactics: [['Final Push'], []] });
    ballAt(early, STK, 'pass');
    assert.ok(!legal(early).includes(declareAction(SHOOT, 0)));
    const late = arrange({ tactics: [['Final Push'], []], attackNo: 4 });
    late.phase = Phase.Declare;
    ballAt(late, STK, 'pass');
    assert.ok(legal(late).includes(declareAction(SHOOT, 0)));
    play(late, declareAction(SHOOT, 0));
    dice(late, 1, 1);
    assert.deepEqual(roll(play(late, DEFEND))?.['bonuses'], [2, 0]);
    const second = arrange({ tactics: [['Final Push'], []], attackNo: 5 });
    ballAt(second, STK, 'pass');
    assert.ok(legal(second).includes(declareAction(SHOOT, 0)), 'the last attack of the other side');
  });

  it('NGW-15.7: final in a first-to match: an attack whose goal would end the match', () => {
    const far = arrange({ tactics: [['Final Push'], []], options: { firstTo: 2 }, attackNo: 5 });
    far.phase = Phase.Declare;
    ballAt(far, STK, 'pass');
    assert.ok(!legal(far).includes(declareAction(SHOOT, 0)), 'one goal short of two: not yet');
    const near = arrange({ tactics: [['Final Push'], []], options: { firstTo: 2 }, attackNo: 2 });
    near.goals[0] = 1;
    near.phase = Phase.Declare;
    ballAt(near, STK, 'pass');
    assert.ok(legal(near).includes(declareAction(SHOOT, 0)), 'a goal now wins it');
  });
});
