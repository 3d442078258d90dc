/** NGW-15 to NGW-17: tactics, the alternate modes and hidden information. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, type Action, type GameEvent } from '../../core/game.ts';
import { parseOptions } from '../../core/checked.ts';
import { Rng } from '../../core/rng.ts';
import {
  CROSSING_CHOICE,
  DEFEND,
  DONE,
  NO_DEFENCE,
  declareAction,
  defendWith,
  subIn,
  subOut,
  targetAction,
} from './codes.ts';
import { nextGoalWins } from './engine.ts';
import { FIRST_TO_CAP, nextGoalWinsOptions } from './facts.ts';
import {
  PLAIN,
  arrange,
  ballAt,
  card,
  dice,
  legal,
  play,
  skipSubs,
  tactic,
  texts,
} from './fixtures.ts';
import { Phase, Status, cardAt } from './state.ts';
import { statOf } from './team.ts';
import { DEF, DRIBBLE, GK, MID, PASS, SHO, SHOOT, STAT_COUNT, STK, THROW, DRI } from './stats.ts';

const rollData = (events: readonly GameEvent[]) => events.find((e) => e.kind === 'roll')?.data;

describe('NGW-15 tactics', () => {
  it('NGW-15.1: one tactic per player per attack, shown to both and discarded', () => {
    const s = arrange({ tactics: [['Through Ball', 'Top Corner'], []] });
    const events = play(s, declareAction(PASS, 0));
    assert.match(texts(events), /Seat 1 plays Through Ball/);
    assert.equal(events.find((e) => e.kind === 'tactic')?.visibleTo, undefined);
    assert.deepEqual(s.played, [tactic('Through Ball')]);
    assert.equal(s.tactics[0], -1);
    ballAt(s, STK, 'pass');
    assert.ok(!legal(s).includes(declareAction(SHOOT, 1)), 'no second tactic this attack');
    play(s, declareAction(SHOOT));
    dice(s, 1, 6);
    play(s, DEFEND);
    assert.equal(s.tacticUsed[0], 0, 'the next attack allows one again');
  });

  it('NGW-15.2: a tactic is offered only with its window and while its restriction holds', () => {
    const s = arrange({ tactics: [['Through Ball'], ['Offside Trap', 'Park the Bus']] });
    const gk = legal(s);
    assert.ok(gk.includes(declareAction(PASS, 0)));
    assert.ok(!gk.includes(declareAction(THROW, 0)), 'Through Ball is for passes');
    ballAt(s, MID);
    play(s, declareAction(PASS));
    assert.deepEqual(
      legal(s, 1),
      [NO_DEFENCE, DEFEND],
      'no trap while a MID has the ball, not ahead',
    );
    const t = arrange({ tactics: [[], ['Offside Trap', 'Park the Bus']] });
    t.goals[1] = 1;
    ballAt(t, STK, 'pass');
    play(t, declareAction(SHOOT));
    assert.deepEqual(legal(t, 1), [NO_DEFENCE, DEFEND, defendWith(0), defendWith(1)]);
  });

  it('NGW-15.3: effects: unopposed, bonus, speed battle, foul, modify', () => {
    const bonus = arrange({ tactics: [['Top Corner'], []] });
    ballAt(bonus, STK, 'pass');
    play(bonus, declareAction(SHOOT, 0));
    dice(bonus, 1, 6);
    assert.deepEqual(rollData(play(bonus, DEFEND))?.['bonuses'], [2, 0]);

    const press = arrange({ tactics: [[], ['Counter-Press']] });
    play(press, declareAction(PASS));
    dice(press, 3, 2);
    const pressed = play(press, defendWith(0));
    assert.equal(rollData(pressed)?.['speed'], true);

    const foul = arrange({ tactics: [[], ['Tactical Foul']] });
    ballAt(foul, MID);
    play(foul, declareAction(DRIBBLE));
    const fouled = play(foul, defendWith(0));
    assert.match(texts(fouled), /Mei Lin Zhou \(DEF\) is shown a yellow card/);
    play(foul, subIn(4), 1);
    assert.equal(foul.phase, Phase.FoulChoice);
    play(foul, CROSSING_CHOICE);
    assert.equal(foul.phase, Phase.Taker);

    const talk = arrange({ tactics: [['Team Talk'], []] });
    const talked = play(talk, declareAction(THROW, 0));
    assert.match(texts(talked), /Erika Falcon gains 1 shooting for the rest of the match/);
    assert.equal(talk.mods[3 * STAT_COUNT + SHO], 1);
    talk.mods[1 * STAT_COUNT + DRI] = -5;
    assert.equal(statOf(talk, 0, DEF, DRI), 1, 'never below 1');
  });

  it('NGW-15.8: Professional Foul: your defender stops their striker, is booked, and the attack goes on from their midfielder', () => {
    const s = arrange({ tactics: [[], ['Professional Foul']] });
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    assert.ok(legal(s, 1).includes(defendWith(0)));
    const keeper = cardAt(s, 1, GK);
    const defender = cardAt(s, 1, DEF);
    const events = play(s, defendWith(0));
    assert.match(texts(events), /stops the play with a foul: no set piece/);
    assert.equal(s.phase, Phase.Replace, 'the booked defender is replaced');
    assert.equal(s.status[7 + 1], Status.Booked);
    const after = play(s, subIn(4), 1);
    assert.equal(cardAt(s, 1, GK), keeper, 'the keeper stays in goal');
    assert.notEqual(cardAt(s, 1, DEF), defender);
    assert.equal(s.attacker, 0, 'the same attack goes on');
    assert.equal(s.attackNo, 0);
    assert.deepEqual([s.phase, s.holder, s.place], [Phase.Declare, MID, MID]);
    assert.deepEqual(s.goals, [0, 0]);
    assert.match(texts(after), /The ball is with/);
    const dribble = arrange({ tactics: [[], ['Professional Foul']] });
    ballAt(dribble, STK);
    play(dribble, declareAction(DRIBBLE));
    assert.ok(legal(dribble, 1).includes(defendWith(0)), 'against a dribble at goal too');
    const noDefender = arrange({
      tactics: [[], ['Professional Foul']],
      lineups: [
        [0, 1, 2, 3],
        [0, -1, 2, 3],
      ],
    });
    ballAt(noDefender, STK, 'pass');
    play(noDefender, declareAction(SHOOT));
    assert.ok(!legal(noDefender, 1).includes(defendWith(0)), 'nobody to make the foul');
  });

  it('NGW-15.4: Offside Trap: while their striker has the ball, your defender takes it', () => {
    const s = arrange({ tactics: [[], ['Offside Trap']] });
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    play(s, defendWith(0));
    skipSubs(s);
    assert.equal(s.attacker, 1);
    assert.equal(cardAt(s, 1, s.holder), card('Mei Lin Zhou'));
    const t = arrange({
      tactics: [[], ['Offside Trap']],
      lineups: [
        [0, 1, 2, 3],
        [0, -1, 2, 3],
      ],
    });
    ballAt(t, STK, 'pass');
    play(t, declareAction(SHOOT));
    assert.deepEqual(legal(t, 1), [NO_DEFENCE, DEFEND], 'no defender to take the ball');
  });

  it('NGW-15.5: when several share the best value, the card’s holder chooses the target', () => {
    const squads: [string[], string[]] = [PLAIN[0].slice(), PLAIN[1].slice()];
    squads[0][2] = 'Max Gass'; // dribbling 5, level with Erika Falcon
    const s = arrange({ squads, tactics: [[], ['Man Marking']] });
    play(s, declareAction(PASS));
    play(s, defendWith(0));
    assert.equal(s.phase, Phase.Target);
    assert.deepEqual(legal(s, 1), [targetAction(MID), targetAction(STK)]);
    dice(s, 6, 1);
    const events = play(s, targetAction(STK), 1);
    assert.match(texts(events), /Erika Falcon loses 2 dribbling/);
    assert.equal(s.mods[3 * STAT_COUNT + DRI], -2);
    assert.equal(s.holder, DEF, 'then the contest is played');
  });
});

describe('NGW-16 alternate modes', () => {
  it('NGW-16.1: first to X goals wins at once', () => {
    const s = arrange({ options: { firstTo: 1 } });
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 6, 1);
    play(s, DEFEND);
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(nextGoalWins.outcome(s)?.scores, [1, 0]);
  });

  it('NGW-16.1: a first-to match goes on past the attack limit until a side reaches the target', () => {
    const s = arrange({ options: { firstTo: 2 }, attackNo: 5 });
    skipSubs(s);
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 6, 1);
    const events = play(s, DEFEND);
    assert.notEqual(s.phase, Phase.Over, '1 - 0 after six attacks: nobody has two goals yet');
    assert.equal(s.attackNo, 6);
    assert.match(texts(events), /Attack 7 \(first to 2\)/);
  });

  it('NGW-16.3: a first-to match stops at its safety cap of attacks, the score standing', () => {
    const s = arrange({ options: { firstTo: 2 }, attackNo: 2 * FIRST_TO_CAP - 1, attacker: 1 });
    skipSubs(s);
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 1, 6);
    play(s, DEFEND);
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(nextGoalWins.outcome(s)?.scores, [0, 0]);
  });

  it('NGW-16.1, NGW-2.4: options that cannot all hold are refused with a reason', () => {
    const refused = nextGoalWinsOptions.safeParse({ firstTo: 3, attacks: 5 });
    assert.ok(!refused.success);
    const issue = refused.error.issues[0];
    assert.deepEqual(issue?.path, ['attacks']);
    assert.match(issue.message, /played until a side has 3 goals/);
    const problem = parseOptions(nextGoalWins, { firstTo: 3, attacks: 5 });
    assert.ok(!problem.ok);
    assert.equal(problem.error.code, 'bad-options');
    assert.match(problem.error.message, /attacks: a first-to match/);
    assert.ok(nextGoalWinsOptions.safeParse({ firstTo: 3 }).success);
    assert.ok(nextGoalWinsOptions.safeParse({ firstTo: 9, attacks: 3 }).success);
    assert.ok(nextGoalWinsOptions.safeParse({ attacks: 5 }).success);
  });

  it('NGW-16.2: no footballer repeats an action of its side’s previous attack, unless nothing is left', () => {
    const s = arrange({ options: { noRepeat: true } });
    s.lastActs[3] = 1 << DRIBBLE;
    ballAt(s, STK, 'pass');
    assert.deepEqual(legal(s), [declareAction(SHOOT)]);
    ballAt(s, STK);
    assert.deepEqual(legal(s), [declareAction(DRIBBLE)], 'the bar is lifted');
    play(s, declareAction(DRIBBLE));
    dice(s, 1, 6);
    play(s, DEFEND);
    assert.equal(s.lastActs[3], 1 << DRIBBLE);
  });
});

describe('NGW-17 hidden information', () => {
  it('NGW-17.1: a seat sees its own squad, bench and tactics; others see counts', () => {
    const s = arrange({ tactics: [['Through Ball'], ['Offside Trap', 'Man Marking']] });
    const mine = nextGoalWins.view(s, 0).teams[0];
    assert.equal(mine.squad?.length, 7);
    assert.equal(mine.secretBench?.length, 3);
    assert.deepEqual(mine.tactics, [tactic('Through Ball'), -1, -1]);
    for (const viewer of [1, SPECTATOR]) {
      const theirs = nextGoalWins.view(s, viewer).teams[0];
      assert.equal(theirs.squad, null);
      assert.equal(theirs.secretBench, null);
      assert.equal(theirs.tactics, null);
      assert.equal(theirs.secretCount, 3);
      assert.equal(theirs.tacticCount, 1);
    }
  });

  it('NGW-17.2: a footballer once on the pitch stays known on the bench', () => {
    const s = arrange({ attackNo: 1 });
    play(s, subOut(STK));
    play(s, subIn(6));
    play(s, DONE);
    s.phase = Phase.Substitute; // the next break
    s.subsMask = 0;
    play(s, subOut(STK));
    play(s, subIn(3));
    const theirs = nextGoalWins.view(s, 1).teams[0];
    assert.deepEqual(theirs.seenBench, [card('Diego Morales')]);
    assert.equal(theirs.secretCount, 2);
    assert.equal(s.status[6], Status.Bench);
  });

  it('NGW-17.3: every declaration, answer, choice and roll is public; only picks are private', () => {
    const s = nextGoalWins.setup(nextGoalWins.facts.options.parse({}), 2, Rng.fromSeed('public'));
    const pick = Rng.fromSeed('public-chooser');
    const events: GameEvent[] = [];
    while (nextGoalWins.actors(s).length > 0) {
      const seat = nextGoalWins.actors(s)[0] as number;
      const options = nextGoalWins.legalActions(s, seat);
      nextGoalWins.apply(s, seat, options[pick.int(options.length)] as Action, events);
    }
    const hidden = events.filter((e) => e.visibleTo !== undefined);
    assert.deepEqual([...new Set(hidden.map((e) => e.kind))], ['own-pick']);
    const rolls = events.filter((e) => e.kind === 'roll');
    assert.ok(rolls.length > 0);
    for (const roll of rolls) assert.ok(Array.isArray(roll.data?.['dice']));
  });
});
