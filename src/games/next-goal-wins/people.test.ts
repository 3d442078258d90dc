/** NGW-10 to NGW-14: speed battles, substitutions, bookings, out of position, skills. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFEND,
  DEFEND_SPEED,
  DONE,
  NO_DEFENCE,
  declareAction,
  headerAction,
  setPieceDefender,
  subIn,
  subOut,
  takerAction,
} from './codes.ts';
import { roleStat } from './cards.ts';
import { arrange, ballAt, card, dice, legal, PLAIN, play, skipSubs, texts } from './fixtures.ts';
import {
  CORNER,
  DEF,
  DRIBBLE,
  GK,
  HEADER,
  KPA,
  MID,
  PAS,
  PASS,
  SAV,
  SHOOT,
  STK,
  THROW,
  TAC,
  DRI,
} from './stats.ts';
import { resolveSetPiece } from './setpieces.ts';
import { Phase, Status, cardAt } from './state.ts';

/** PLAIN with some footballers swapped in: [seat, slot, name]. */
function squads(...swaps: [number, number, string][]): [string[], string[]] {
  const result: [string[], string[]] = [PLAIN[0].slice(), PLAIN[1].slice()];
  for (const [seat, slot, name] of swaps) result[seat as 0 | 1][slot] = name;
  return result;
}
const rollData = (events: readonly { kind: string; data?: Record<string, unknown> }[]) =>
  events.find((e) => e.kind === 'roll')?.data;

describe('NGW-10 speed battles', () => {
  it('NGW-10.1: a speed battle is a die against a die, stats and bonuses ignored', () => {
    const s = arrange({ squads: squads([0, 2, 'Max Gass']) });
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE, -1, true));
    dice(s, 2, 1);
    const events = play(s, DEFEND);
    assert.deepEqual(rollData(events)?.['totals'], [2, 1]);
    assert.equal(rollData(events)?.['speed'], true);
    assert.match(texts(events), /dribble \(speed battle\): 2 against Mei Lin Zhou's 1/);
    assert.ok(s.beaten);
  });

  it('NGW-10.2: a tactic may start one, and die-triggered skills still read its dice', () => {
    const s = arrange({
      squads: squads([1, 2, "Wendy 'Monster' Mao"]),
      tactics: [['Step-Over'], []],
    });
    ballAt(s, DEF);
    play(s, declareAction(DRIBBLE, 0));
    assert.ok(s.speed);
    dice(s, 6, 5);
    const events = play(s, DEFEND);
    assert.match(texts(events), /Jonas Weber \(DEF\) is injured/);
  });
});

describe('NGW-11 substitutions', () => {
  it('NGW-11.1: a break at the start of each attack but the starter’s first', () => {
    assert.equal(arrange().phase, Phase.Declare);
    const s = arrange({ attackNo: 1 });
    assert.equal(s.phase, Phase.Substitute);
    assert.deepEqual(legal(s), [DONE, subOut(GK), subOut(DEF), subOut(MID), subOut(STK)]);
    play(s, subOut(STK));
    assert.deepEqual(legal(s), [subIn(4), subIn(5), subIn(6)]);
    const events = play(s, subIn(6));
    assert.match(
      texts(events),
      /Erika Falcon \(STK\) goes off\.\n.*Diego Morales \(STK\) comes on/,
    );
    assert.equal(cardAt(s, 0, STK), card('Diego Morales'));
  });

  it('NGW-11.2: one at a time, each place once per break, then done; a footballer may come back', () => {
    const s = arrange({ attackNo: 1 });
    play(s, subOut(STK));
    play(s, subIn(6));
    assert.deepEqual(legal(s), [DONE, subOut(GK), subOut(DEF), subOut(MID)]);
    play(s, subOut(MID));
    assert.deepEqual(
      legal(s),
      [subIn(3), subIn(4), subIn(5)],
      'Erika Falcon may come on elsewhere',
    );
    play(s, subIn(3));
    play(s, DONE);
    assert.equal(s.phase, Phase.Declare);
    assert.equal(cardAt(s, 0, MID), card('Erika Falcon'));
  });

  it('NGW-11.3: footballers booked, injured or sent off never come back', () => {
    const s = arrange({ attackNo: 1 });
    s.status[4] = Status.Booked;
    s.status[5] = Status.Injured;
    play(s, subOut(STK));
    assert.equal(s.phase, Phase.Substitute, 'the only one left came on at once');
    assert.equal(cardAt(s, 0, STK), card('Diego Morales'));
  });
});

describe('NGW-12 bookings and injuries', () => {
  it('NGW-12.1: a yellow card: off for the match, and a substitute comes on at once', () => {
    const s = arrange();
    ballAt(s, MID);
    play(s, declareAction(PASS));
    dice(s, 2, 2, 6);
    const events = play(s, DEFEND);
    assert.match(texts(events), /Mei Lin Zhou \(DEF\) is shown a yellow card/);
    assert.equal(s.phase, Phase.Replace);
    assert.deepEqual(legal(s, 1), [subIn(4), subIn(5), subIn(6)]);
    play(s, subIn(4), 1);
    assert.equal(cardAt(s, 1, DEF), card('Sam Whitfield'));
    assert.equal(s.phase, Phase.FoulChoice, 'then the foul is given');
  });

  it('NGW-12.2: a red card: off, not replaced, banned from the next match', () => {
    const s = arrange({ squads: squads([1, 1, "Niamh O'Connor"]) });
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE));
    dice(s, 6, 1);
    const events = play(s, DEFEND);
    assert.match(texts(events), /Niamh O'Connor \(DEF\) is shown a red card/);
    assert.equal(cardAt(s, 1, DEF), -1);
    assert.deepEqual(s.sentOff, [card("Niamh O'Connor")]);
    assert.equal(s.phase, Phase.FoulChoice);
  });

  it('NGW-12.3: an empty place stays empty, and what it would oppose goes unopposed', () => {
    const s = arrange({ squads: squads([1, 1, "Niamh O'Connor"]), attackNo: 1 });
    s.lineup[4 + DEF] = -1;
    s.status[7 + 1] = Status.SentOff;
    play(s, DONE);
    ballAt(s, MID);
    const events = play(s, declareAction(DRIBBLE));
    assert.match(texts(events), /Nobody can stop it/);
  });

  it('NGW-12.4: an injured footballer is replaced at once', () => {
    const s = arrange({ squads: squads([1, 2, "Wendy 'Monster' Mao"]) });
    ballAt(s, DEF);
    play(s, declareAction(DRIBBLE));
    dice(s, 6, 5);
    play(s, DEFEND);
    assert.equal(s.phase, Phase.Replace);
    assert.equal(s.replaceSeat, 0);
    play(s, subIn(5));
    assert.equal(cardAt(s, 0, DEF), card('Amara Diallo'));
    assert.equal(s.status[1], Status.Injured);
    assert.equal(s.attacker, 1, 'then the attack is over');
  });

  it('NGW-12.5: with nobody left to come on, the place stays empty', () => {
    const s = arrange();
    for (const slot of [11, 12, 13]) s.status[slot] = Status.Injured;
    ballAt(s, MID);
    play(s, declareAction(PASS));
    dice(s, 2, 2, 6);
    const events = play(s, DEFEND);
    assert.match(texts(events), /Seat 2 plays on with the place empty/);
    assert.equal(cardAt(s, 1, DEF), -1);
  });
});

describe('NGW-13 playing out of position', () => {
  it('NGW-13.1: no skill out of position', () => {
    const s = arrange({ squads: squads([1, 1, "Wendy 'Monster' Mao"]) }); // Wendy (MID) at DEF
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE));
    dice(s, 1, 6);
    const events = play(s, DEFEND);
    assert.doesNotMatch(texts(events), /injured/);
    assert.equal(s.status[2], Status.Pitch);
  });

  it('NGW-13.2: an outfielder in another outfield place has its stats halved, rounding up', () => {
    assert.equal(roleStat(card('Erika Falcon'), MID, DRI), 3); // 5 → 3
    assert.equal(roleStat(card("Wendy 'Monster' Mao"), DEF, TAC), 2); // 4 → 2
    assert.equal(roleStat(card('Erika Falcon'), STK, DRI), 5);
  });

  it('NGW-13.3: 1 for every stat of the other kind, keeper passing included', () => {
    assert.equal(roleStat(card("Bruno 'El' Toro"), DEF, PAS), 1);
    assert.equal(roleStat(card('Erika Falcon'), GK, SAV), 1);
    assert.equal(roleStat(card('Erika Falcon'), GK, KPA), 1);
    assert.equal(roleStat(card("Bruno 'El' Toro"), GK, KPA), 3);
  });
});

describe('NGW-14 skills', () => {
  it('NGW-14.1: skills act in one-on-one contests only, not in set pieces', () => {
    const s = arrange({ squads: squads([0, 3, 'Marco Bellini']) });
    s.kind = CORNER;
    s.phase = Phase.Taker;
    play(s, takerAction(MID));
    play(s, headerAction(STK));
    dice(s, 1, 1);
    const events = play(s, setPieceDefender(MID));
    // Marco Bellini heads 4 with no Aerial Threat bonus: 3 + 4 + 1.
    assert.match(texts(events), /corner: 3 \+ 4 \+ 1 = 8/);
  });

  it('NGW-14.2: clauses in the vocabulary: a bonus is added to the total', () => {
    const s = arrange({ squads: squads([0, 2, 'Lucía Herrera'], [1, 1, 'Rafael Duarte']) });
    ballAt(s, MID);
    play(s, declareAction(PASS));
    dice(s, 1, 1);
    const pass = play(s, DEFEND);
    assert.deepEqual(rollData(pass)?.['bonuses'], [1, 0], 'Playmaker');
    const t = arrange({ squads: squads([1, 1, 'Rafael Duarte']) });
    ballAt(t, MID);
    play(t, declareAction(3));
    dice(t, 1, 1);
    assert.deepEqual(rollData(play(t, DEFEND))?.['bonuses'], [0, 1], 'The Wall');
  });

  it('NGW-14.3: No Nonsense: a 5 or 6 wins her the ball and injures the footballer she stopped', () => {
    const s = arrange({ squads: squads([1, 2, "Wendy 'Monster' Mao"]) });
    ballAt(s, DEF);
    play(s, declareAction(DRIBBLE));
    dice(s, 6, 5); // 3 + 6 beats 4 + 5, but her die shows 5
    const events = play(s, DEFEND);
    assert.match(texts(events), /Wendy 'Monster' Mao's skill decides it/);
    assert.match(texts(events), /Jonas Weber \(DEF\) is injured/);
    play(s, subIn(4));
    skipSubs(s);
    assert.equal(s.attacker, 1);
    assert.equal(cardAt(s, 1, s.holder), card("Wendy 'Monster' Mao"));
  });

  it('NGW-14.4: Quick Release: after catching a header, his first throw cannot fail', () => {
    const withBruno = squads([0, 0, "Bruno 'El' Toro"]);
    const s = arrange({ squads: withBruno, attacker: 1 });
    ballAt(s, STK, 'cross');
    play(s, declareAction(HEADER));
    dice(s, 1, 6);
    play(s, DEFEND);
    skipSubs(s);
    assert.equal(s.holder, GK);
    const events = play(s, declareAction(THROW));
    assert.match(texts(events), /Nobody can stop it/);
    const t = arrange({ squads: withBruno });
    play(t, declareAction(THROW));
    assert.equal(t.phase, Phase.Defend, 'a throw from the kick-off is contested');
    const corner = arrange({ squads: withBruno, attacker: 1 });
    corner.kind = CORNER;
    corner.taker = MID;
    corner.header = STK;
    resolveSetPiece(corner, 1, 0, 6);
    skipSubs(corner);
    assert.match(
      texts(play(corner, declareAction(THROW))),
      /Nobody can stop it/,
      'a stopped corner counts',
    );
  });

  it('NGW-14.5: Speed Demon: a speed battle when he dribbles or intercepts', () => {
    const s = arrange({
      squads: squads([0, 2, 'Max Gass'], [1, 2, 'Max Gass'.replace('Max Gass', 'Tariq Haddad')]),
    });
    ballAt(s, MID);
    assert.ok(legal(s).includes(declareAction(DRIBBLE, -1, true)));
    assert.ok(!legal(s).includes(declareAction(PASS, -1, true)));
    const t = arrange({ squads: squads([1, 2, 'Max Gass'], [1, 5, 'Emeka Nwosu']), attacker: 0 });
    ballAt(t, DEF);
    play(t, declareAction(PASS));
    assert.deepEqual(legal(t, 1), [NO_DEFENCE, DEFEND, DEFEND_SPEED]);
  });

  it('NGW-14.6: when both sides’ die skills fire, they cancel and the totals decide', () => {
    const s = arrange({ squads: squads([0, 3, 'Sofia Lindqvist'], [1, 0, 'Ingrid Halvorsen']) });
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 6, 6); // 5 + 6 against 4 + 6: both skills fire, and the higher total scores
    const events = play(s, DEFEND);
    assert.match(texts(events), /Both skills fire and cancel out/);
    assert.equal(s.goals[0], 1);
  });
});
