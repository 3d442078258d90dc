/** One test or more for every numbered rule of rules.md from NGW-2 on, with scripted dice. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, type Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import {
  CROSSING_CHOICE,
  DEFEND,
  MOVE_UP_ACTION,
  NO_DEFENCE,
  SHOOTING_CHOICE,
  declareAction,
  declaredKind,
  headerAction,
  pickSlot,
  setPieceDefender,
  takerAction,
} from './codes.ts';
import { POSITION_OF, TACTIC_DECK } from './cards.ts';
import { resolveContest, resolveStalemate } from './contest.ts';
import { nextGoalWins } from './engine.ts';
import { nextGoalWinsOptions } from './facts.ts';
import { arrange, ballAt, card, dice, legal, play, skipSubs, texts } from './fixtures.ts';
import { resolveKickOff } from './flow.ts';
import { resolveSetPiece } from './setpieces.ts';
import { PENALTY, Phase, Status, cardAt, type MatchState } from './state.ts';
import {
  BLO,
  CAT,
  CORNER,
  CRO,
  CROSS,
  CROSSING_FK,
  DEF,
  DRI,
  DRIBBLE,
  GK,
  HEA,
  HEADER,
  INT,
  KPA,
  MID,
  PAS,
  PASS,
  PUN,
  PUNT,
  RUS,
  SAV,
  SHO,
  SHOOT,
  SHOOTING_FK,
  STK,
  TAC,
  THR,
  THROW,
  tableRow,
} from './stats.ts';

const setup = (seed: string, options = {}) =>
  nextGoalWins.setup(nextGoalWinsOptions.parse(options), 2, Rng.fromSeed(seed));
const kinds = (s: MatchState) => [...new Set(legal(s).map(declaredKind))];
const rollData = (events: readonly { kind: string; data?: Record<string, unknown> }[]) =>
  events.find((e) => e.kind === 'roll')?.data;

/** Picks the first four squad slots for both seats, GK first. */
function pickAll(s: MatchState): void {
  for (let place = 0; place < 4; place++) {
    play(s, pickSlot(place), 0);
    play(s, pickSlot(place), 1);
  }
}

describe('NGW-2 setting up a match', () => {
  it('NGW-2.1: each squad holds seven different footballers, one of each position at least', () => {
    let extraKeepers = 0;
    for (let g = 0; g < 200; g++) {
      const s = setup(`deal-${g}`);
      assert.equal(new Set(s.squad).size, 14, 'no card is dealt twice');
      for (let seat = 0; seat < 2; seat++) {
        const positions = s.squad.slice(seat * 7, seat * 7 + 7).map((c) => POSITION_OF[c]);
        for (let p = 0; p < 4; p++) assert.ok(positions.includes(p), `position ${p} in ${seat}`);
        extraKeepers += positions.slice(4).filter((p) => p === GK).length;
      }
    }
    // Free picks come from all decks in proportion: keepers are 4 of 19 cards left at first.
    assert.ok(extraKeepers > 100 && extraKeepers < 400, `${extraKeepers} extra keepers`);
  });

  it('NGW-2.2: two tactic cards each, from the tactic deck', () => {
    const s = setup('tactics');
    const held = s.tactics.filter((t) => t >= 0);
    assert.equal(held.length, 4);
    assert.equal(new Set(held).size, 4);
    for (const id of held) assert.ok(TACTIC_DECK.includes(id));
  });

  it('NGW-2.3: squads and tactics are hidden from the opponent', () => {
    const s = setup('hidden');
    const v = nextGoalWins.view(s, 0);
    assert.equal(v.teams[1].squad, null);
    assert.equal(v.teams[1].tactics, null);
    assert.equal(v.teams[1].tacticCount, 2);
    assert.equal(v.teams[0].squad?.length, 7);
    assert.deepEqual(v.teams[1].lineup, [null, null, null, null]);
    assert.deepEqual(v.teams[1].seenBench, []);
    assert.equal(v.teams[1].secretCount, 7);
  });

  it('NGW-2.4: options: 3 to 5 attacks, default 3; first-to and no-repeat off', () => {
    assert.deepEqual(nextGoalWinsOptions.parse({}), { attacks: 3, firstTo: 0, noRepeat: false });
    assert.equal(nextGoalWinsOptions.safeParse({ attacks: 6 }).success, false);
    assert.equal(nextGoalWinsOptions.safeParse({ attacks: 2 }).success, false);
    assert.equal(nextGoalWinsOptions.safeParse({ extra: 1 }).success, false);
    assert.equal(setup('five', { attacks: 5 }).attacks, 5);
  });
});

describe('NGW-3 choosing the starters', () => {
  it('NGW-3.1: both choose at once, one footballer per place, GK first; any footballer anywhere', () => {
    const s = setup('picks');
    assert.deepEqual([...nextGoalWins.actors(s)], [0, 1]);
    assert.deepEqual(legal(s, 0), [0, 1, 2, 3, 4, 5, 6]);
    assert.match(nextGoalWins.actionLabel(s, 0, pickSlot(3)), / at GK$/);
    play(s, pickSlot(3), 0); // a striker in goal is allowed
    assert.equal(s.lineup[0], 3);
    assert.equal(legal(s, 0).length, 6);
    assert.match(nextGoalWins.actionLabel(s, 0, pickSlot(0)), / at DEF$/);
    for (const slot of [0, 1, 2]) play(s, pickSlot(slot), 0);
    assert.deepEqual([...nextGoalWins.actors(s)], [1], 'a seat that has chosen waits');
  });

  it('NGW-3.2: nobody sees the other lineup until both are down; then both are revealed', () => {
    const s = setup('reveal');
    for (let place = 0; place < 4; place++) play(s, pickSlot(place), 0);
    const waiting = nextGoalWins.view(s, 1);
    assert.deepEqual(waiting.teams[0].lineup, [null, null, null, null]);
    assert.equal(waiting.teams[0].picked, 4);
    assert.deepEqual(nextGoalWins.view(s, SPECTATOR).teams[0].lineup, [null, null, null, null]);
    assert.equal(nextGoalWins.view(s, 0).teams[0].lineup[0], s.squad[0]);
    const events = [0, 1, 2, 3].flatMap((slot) => play(s, pickSlot(slot), 1));
    assert.match(texts(events), /Seat 1 lines up: GK .*\nSeat 2 lines up: GK /);
    const after = nextGoalWins.view(s, 1);
    assert.deepEqual(after.teams[0].lineup, s.squad.slice(0, 4));
    assert.equal(after.teams[0].secretCount, 3, 'the bench stays hidden');
    assert.deepEqual(after.teams[0].seenBench, []);
  });
});

describe('NGW-4 kick-off and attacks', () => {
  it('NGW-4.1: the higher kick-off roll starts; a tie is rolled again', () => {
    const s = setup('kick-off');
    for (let place = 0; place < 4; place++) {
      play(s, pickSlot(place), 0);
      if (place < 3) play(s, pickSlot(place), 1);
    }
    dice(s, 4, 4, 2, 5);
    const events = play(s, pickSlot(3), 1);
    assert.match(
      texts(events),
      /Seat 1 4, Seat 2 4\. Tied: roll again\.\nKick-off roll: Seat 1 2, Seat 2 5\. Seat 2 starts\./,
    );
    assert.equal(s.starter, 1);
    const t = arrange();
    assert.equal(resolveKickOff(t, 3, 3), false);
    assert.equal(resolveKickOff(t, 6, 1), true);
    assert.equal(t.starter, 0);
  });

  it('NGW-4.2: the first attack starts at the starter’s keeper; attacks alternate, 2 × attacks in all', () => {
    const s = setup('alternate', { attacks: 4 });
    pickAll(s);
    assert.equal(s.holder, GK);
    assert.equal(s.attacker, s.starter);
    const attackers: number[] = [];
    const pick = Rng.fromSeed('alternate-chooser');
    let last = -1;
    while (s.phase !== Phase.Over) {
      if (s.attackNo !== last) {
        attackers.push(s.attacker);
        last = s.attackNo;
      }
      const options = legal(s);
      play(s, options[pick.int(options.length)] as Action);
    }
    assert.equal(s.attackNo, 8);
    attackers.forEach((seat, i) => {
      assert.equal(seat, (s.starter + i) % 2);
    });
  });

  it('NGW-4.3: an attack ends with a goal, a lost ball or a failed set piece', () => {
    const s = arrange();
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 6, 1);
    play(s, DEFEND);
    assert.equal(s.goals[0], 1);
    assert.equal(s.attackNo, 1);
    assert.equal(s.attacker, 1);
    skipSubs(s);
    dice(s, 1, 6);
    play(s, declareAction(PASS));
    play(s, DEFEND);
    assert.equal(s.attackNo, 2, 'a lost ball ends the attack');
    const t = arrange({ attacker: 1 });
    t.kind = CORNER;
    resolveSetPiece(t, 1, 0, 6);
    assert.equal(t.attackNo, 1, 'a failed set piece ends the attack');
  });

  it('NGW-4.4: the next attack starts where the ball was won, at the conceding keeper, or at the defending keeper', () => {
    const s = arrange();
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE));
    dice(s, 1, 6);
    play(s, DEFEND); // Mei Lin Zhou (DEF) tackles Hana Kobayashi
    assert.equal(s.attacker, 1);
    skipSubs(s);
    assert.equal(s.holder, DEF);
    assert.equal(cardAt(s, 1, s.holder), card('Mei Lin Zhou'));
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 6, 1);
    play(s, DEFEND);
    assert.equal(s.attacker, 0);
    skipSubs(s);
    assert.equal(s.holder, GK, 'after conceding, from the keeper');
    const t = arrange();
    t.kind = SHOOTING_FK;
    resolveSetPiece(t, 1, 1, 6);
    assert.equal(t.attacker, 1);
    skipSubs(t);
    assert.equal(t.holder, GK, 'after a failed set piece, the defending keeper');
  });

  it('NGW-4.5: an empty starting place starts from the keeper, else the lowest filled place', () => {
    const s = arrange({
      lineups: [
        [0, 1, 2, 3],
        [0, -1, 2, 3],
      ],
    });
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE)); // nobody in their DEF place: past at once
    play(s, MOVE_UP_ACTION);
    play(s, declareAction(DRIBBLE));
    dice(s, 1, 6);
    play(s, DEFEND); // the keeper wins it: attack 2 starts at their keeper
    skipSubs(s);
    assert.equal(s.holder, GK);
    const t = arrange({
      lineups: [
        [-1, -1, 2, 3],
        [0, 1, 2, 3],
      ],
      attacker: 0,
    });
    assert.equal(t.holder, MID, 'no keeper: the lowest filled place');
    const u = arrange({
      lineups: [
        [-1, -1, -1, -1],
        [0, 1, 2, 3],
      ],
    });
    assert.equal(u.attacker, 1, 'nobody on the pitch: the attack is lost at once');
    assert.equal(u.attackNo, 1);
  });

  it('NGW-4.6: a keeper with nobody to play to loses the ball to the opposing keeper', () => {
    const s = arrange({
      lineups: [
        [0, -1, -1, -1],
        [0, 1, 2, 3],
      ],
    });
    assert.equal(s.attackNo, 1);
    assert.equal(s.attacker, 1);
    assert.equal(s.holder, GK);
  });

  it('NGW-4.7: after the last attack the higher score wins, equal scores draw; red cards are recorded', () => {
    const s = arrange({ attackNo: 5, attacker: 1 });
    s.goals[0] = 1;
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT));
    dice(s, 6, 1);
    play(s, DEFEND);
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(nextGoalWins.outcome(s), { scores: [1, 1], places: [1, 1] });
    const t = arrange({ attackNo: 5 });
    ballAt(t, STK, 'pass');
    play(t, declareAction(SHOOT));
    dice(t, 6, 1);
    play(t, DEFEND);
    assert.deepEqual(nextGoalWins.outcome(t), { scores: [1, 0], places: [1, 2] });
    assert.deepEqual(nextGoalWins.view(t, SPECTATOR).sentOff, []);
  });
});

describe('NGW-5 the actions', () => {
  it('NGW-5: every action against the stat the table pairs it with', () => {
    const expected: [number, number, number, number, number, number][] = [
      [GK, PASS, KPA, STK, INT, DEF],
      [GK, THROW, THR, STK, BLO, MID],
      [GK, PUNT, PUN, GK, CAT, STK],
      [MID, PASS, PAS, DEF, INT, STK],
      [MID, CROSS, CRO, DEF, BLO, STK],
      [MID, DRIBBLE, DRI, DEF, TAC, -1],
      [DEF, PASS, PAS, MID, INT, MID],
      [DEF, CROSS, CRO, MID, BLO, STK],
      [DEF, DRIBBLE, DRI, MID, TAC, -1],
      [STK, DRIBBLE, DRI, GK, RUS, -1],
      [STK, SHOOT, SHO, GK, SAV, -1],
      [STK, HEADER, HEA, GK, CAT, -1],
    ];
    for (const [place, kind, attack, defender, defence, receiver] of expected)
      assert.deepEqual(tableRow(place, kind), { attack, defender, defence, receiver });
  });

  it('NGW-5.1: a keeper may pass, throw or punt', () => {
    assert.deepEqual(kinds(arrange()), [PASS, THROW, PUNT]);
  });

  it('NGW-5.2: a defender may pass, cross or dribble', () => {
    const s = arrange();
    ballAt(s, DEF);
    assert.deepEqual(kinds(s), [PASS, CROSS, DRIBBLE]);
  });

  it('NGW-5.3: a midfielder may pass, cross or dribble', () => {
    const s = arrange();
    ballAt(s, MID);
    assert.deepEqual(kinds(s), [PASS, CROSS, DRIBBLE]);
  });

  it('NGW-5.4: a striker dribbles; shoots after a pass or punt, heads after a cross; only dribbles from the start', () => {
    const s = arrange();
    ballAt(s, STK, 'pass');
    assert.deepEqual(kinds(s), [DRIBBLE, SHOOT]);
    ballAt(s, STK, 'cross');
    assert.deepEqual(kinds(s), [DRIBBLE, HEADER]);
    ballAt(s, STK);
    assert.deepEqual(legal(s), [declareAction(DRIBBLE)]);
    const t = arrange();
    play(t, declareAction(PUNT));
    dice(t, 6, 1);
    play(t, DEFEND);
    assert.deepEqual(kinds(t), [DRIBBLE, SHOOT], 'a punt lands for a shot');
  });

  it('NGW-5.5: the ball is never played to an empty place', () => {
    const s = arrange({
      lineups: [
        [0, -1, 2, 3],
        [0, 1, 2, 3],
      ],
    });
    assert.deepEqual(kinds(s), [THROW, PUNT]);
  });

  it('NGW-5.6: the place played from sets the action; the footballer keeps its own place’s stats', () => {
    const s = arrange();
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE), 0);
    dice(s, 6, 1);
    play(s, DEFEND);
    play(s, MOVE_UP_ACTION);
    assert.deepEqual(kinds(s), [DRIBBLE, SHOOT], 'Hana Kobayashi acts from the striker’s place');
    play(s, declareAction(SHOOT));
    dice(s, 2, 2);
    const events = play(s, DEFEND);
    // Her printed shooting 3 (no penalty) against Kofi Mensah's saving 3.
    assert.deepEqual(rollData(events)?.['stats'], [3, 3]);
  });
});

describe('NGW-6 resolving an action', () => {
  it('NGW-6.1: the declaration is shown to both', () => {
    const events = play(arrange(), declareAction(THROW));
    const declared = events.find((e) => e.kind === 'declare');
    assert.equal(declared?.visibleTo, undefined);
    assert.match(declared?.text ?? '', /Yuki Tanabe \(GK\) throws to Hana Kobayashi/);
  });

  it('NGW-6.2: an action nobody can oppose succeeds at once', () => {
    const s = arrange({
      lineups: [
        [0, 1, 2, 3],
        [0, 1, 2, -1],
      ],
    });
    const events = play(s, declareAction(PASS));
    assert.match(texts(events), /Nobody can stop it/);
    assert.equal(s.holder, DEF);
    assert.equal(s.phase, Phase.Declare);
  });

  it('NGW-6.3: the defender may choose not to defend, and the action succeeds', () => {
    const s = arrange();
    play(s, declareAction(PASS));
    assert.equal(s.phase, Phase.Defend);
    assert.deepEqual(legal(s, 1), [NO_DEFENCE, DEFEND]);
    play(s, NO_DEFENCE);
    assert.equal(s.holder, DEF);
  });

  it('NGW-6.4: both roll and add the stat; the higher total wins', () => {
    const s = arrange();
    play(s, declareAction(PASS));
    dice(s, 4, 2);
    const events = play(s, DEFEND);
    // Yuki Tanabe's passing 2 + 4 against Chloé Marchand's interceptions 2 + 2.
    assert.deepEqual(rollData(events)?.['totals'], [6, 4]);
    assert.match(
      texts(events),
      /Yuki Tanabe's pass: 2 \+ 4 = 6 against Chloé Marchand's 2 \+ 2 = 4/,
    );
    assert.equal(s.holder, DEF);
  });

  it('NGW-6.5: when the defender wins, its footballer takes the ball and the attack ends', () => {
    const s = arrange();
    play(s, declareAction(PASS));
    dice(s, 1, 4);
    play(s, DEFEND);
    assert.equal(s.attacker, 1);
    skipSubs(s);
    assert.equal(s.holder, STK);
    assert.equal(cardAt(s, 1, STK), card('Chloé Marchand'));
  });

  it('NGW-6.6: equal totals are a stalemate', () => {
    const s = arrange();
    play(s, declareAction(PASS));
    dice(s, 3, 3, 5);
    const events = play(s, DEFEND);
    assert.match(texts(events), /Stalemate\.\nSeat 1 rolls the stalemate die: Foul/);
  });
});

describe('NGW-7 dribbling', () => {
  it('NGW-7.1: past the opponent, one unopposed pass or cross, or a move up; no second dribble', () => {
    const s = arrange();
    ballAt(s, DEF);
    play(s, declareAction(DRIBBLE));
    dice(s, 6, 1);
    play(s, DEFEND);
    assert.deepEqual(legal(s), [declareAction(PASS), declareAction(CROSS), MOVE_UP_ACTION]);
    const events = play(s, declareAction(CROSS));
    assert.match(texts(events), /Nobody can stop it/);
    assert.equal(s.holder, STK);
    assert.ok(s.canHead);
  });

  it('NGW-7.2: moving up, the footballer acts from the next place and may shoot but not head', () => {
    const s = arrange();
    ballAt(s, DEF);
    play(s, declareAction(DRIBBLE));
    dice(s, 6, 1);
    play(s, DEFEND);
    play(s, MOVE_UP_ACTION);
    assert.equal(s.place, MID);
    assert.equal(s.holder, DEF);
    assert.deepEqual(kinds(s), [PASS, CROSS, DRIBBLE]);
    play(s, declareAction(DRIBBLE));
    dice(s, 6, 1);
    play(s, DEFEND);
    play(s, MOVE_UP_ACTION);
    assert.deepEqual(kinds(s), [DRIBBLE, SHOOT]);
  });

  it('NGW-7.3: a striker dribbling past the keeper scores', () => {
    const s = arrange();
    ballAt(s, STK);
    play(s, declareAction(DRIBBLE));
    dice(s, 3, 1);
    play(s, DEFEND);
    assert.equal(s.goals[0], 1);
  });

  it('NGW-7.4: moves up are undone when the attack ends', () => {
    const s = arrange();
    ballAt(s, MID);
    play(s, declareAction(DRIBBLE));
    dice(s, 6, 1);
    play(s, DEFEND);
    play(s, MOVE_UP_ACTION);
    play(s, declareAction(SHOOT));
    dice(s, 6, 1);
    play(s, DEFEND);
    assert.equal(s.attacker, 1);
    skipSubs(s);
    assert.equal(s.place, s.holder);
  });
});

describe('NGW-8 stalemates', () => {
  it('NGW-8.1: a tied shot or header gives a corner', () => {
    const s = arrange();
    ballAt(s, STK, 'cross');
    play(s, declareAction(HEADER));
    dice(s, 3, 3); // Erika heading 3 + 3 against Kofi catching 3 + 3
    const events = play(s, DEFEND);
    assert.match(texts(events), /Seat 1 is given a corner/);
    assert.equal(s.kind, CORNER);
    assert.equal(s.phase, Phase.Taker);
  });

  it('NGW-8.2: a tied dribble at the keeper gives a penalty', () => {
    const s = arrange();
    ballAt(s, STK);
    play(s, declareAction(DRIBBLE));
    dice(s, 1, 4, 5, 2); // 5 + 1 against 2 + 4; then the penalty 5 against 2
    const events = play(s, DEFEND);
    assert.match(texts(events), /given a penalty\.\nSeat 1's penalty: 5 against 2\. GOAL!/);
    assert.equal(s.goals[0], 1);
  });

  it('NGW-8.3: any other tie rolls the stalemate die', () => {
    const s = arrange();
    play(s, declareAction(THROW));
    dice(s, 1, 2, 3); // throwing 3 + 1 against blocking 2 + 2, then Lose ball
    const events = play(s, DEFEND);
    assert.ok(events.some((e) => e.kind === 'stalemate'));
    assert.equal(s.attacker, 1);
  });

  it('NGW-8.4: the stalemate die: two try again, two lose ball, a foul, a yellow card', () => {
    const make = () => {
      const s = arrange();
      ballAt(s, MID);
      s.kind = PASS;
      s.phase = Phase.Defend;
      return s;
    };
    const again = make();
    dice(again, 6, 1);
    resolveStalemate(again, 2);
    assert.equal(again.holder, STK, 'try again: rolled anew, and this time it comes off');
    const lose = make();
    resolveStalemate(lose, 4);
    assert.equal(lose.attacker, 1);
    skipSubs(lose);
    assert.equal(lose.holder, DEF);
    const foul = make();
    resolveStalemate(foul, 5);
    assert.equal(foul.phase, Phase.FoulChoice);
    const yellow = make();
    const events: Parameters<typeof resolveStalemate>[2] = [];
    resolveStalemate(yellow, 6, events);
    assert.match(texts(events), /Mei Lin Zhou \(DEF\) is shown a yellow card/);
    assert.equal(yellow.status[7 + 1], Status.Booked);
    assert.equal(yellow.phase, Phase.Replace);
  });
});

describe('NGW-9 fouls and set pieces', () => {
  it('NGW-9.1: a fouled DEF or GK takes a crossing free kick; a MID or STK chooses', () => {
    const s = arrange();
    play(s, declareAction(PASS));
    dice(s, 2, 2, 5);
    play(s, DEFEND);
    assert.equal(s.kind, CROSSING_FK);
    assert.equal(s.phase, Phase.Taker);
    const t = arrange();
    ballAt(t, MID);
    play(t, declareAction(PASS));
    dice(t, 2, 2, 5); // Hana passing 4 + 2 against Mei Lin's interceptions 4 + 2
    play(t, DEFEND);
    assert.deepEqual(legal(t), [CROSSING_CHOICE, SHOOTING_CHOICE]);
    play(t, SHOOTING_CHOICE);
    assert.equal(t.kind, SHOOTING_FK);
  });

  it('NGW-9.2: a corner: crossing + heading + a die against catching + heading + a die', () => {
    const s = arrange();
    s.kind = CORNER;
    s.phase = Phase.Taker;
    assert.deepEqual(legal(s), [takerAction(DEF), takerAction(MID), takerAction(STK)]);
    play(s, takerAction(MID)); // Hana Kobayashi crosses 3
    assert.deepEqual(legal(s), [headerAction(DEF), headerAction(STK)]);
    play(s, headerAction(STK)); // Erika heads 3
    assert.equal(s.phase, Phase.SetPieceDefence);
    dice(s, 4, 3);
    const events = play(s, setPieceDefender(MID)); // Kofi catching 3 + Emeka heading 2
    assert.match(texts(events), /corner: 3 \+ 3 \+ 4 = 10 against 3 \+ 2 \+ 3 = 8\. GOAL!/);
    assert.equal(s.goals[0], 1);
  });

  it('NGW-9.3: a shooting free kick: shooting + two dice against saving + blocking + a die', () => {
    const s = arrange();
    s.kind = SHOOTING_FK;
    s.phase = Phase.Taker;
    play(s, takerAction(STK)); // Erika shooting 5
    assert.equal(s.phase, Phase.SetPieceDefence);
    dice(s, 1, 1, 6);
    const events = play(s, setPieceDefender(MID)); // Kofi saving 3 + Emeka blocking 3
    assert.match(
      texts(events),
      /shooting free kick: 5 \+ 1 \+ 1 = 7 against 3 \+ 3 \+ 6 = 12\. The keeper/,
    );
    assert.equal(s.attacker, 1);
  });

  it('NGW-9.4: a penalty is a die against a die, with no choices', () => {
    const s = arrange();
    s.kind = PENALTY;
    const events: Parameters<typeof resolveSetPiece>[4] = [];
    resolveSetPiece(s, 2, 0, 5, events);
    assert.match(texts(events), /penalty: 2 against 5/);
    assert.equal(s.attacker, 1);
  });

  it('NGW-9.5: outfielders only; a missing footballer counts 0', () => {
    const s = arrange({
      lineups: [
        [0, -1, -1, 3],
        [-1, 1, 2, 3],
      ],
    });
    s.kind = CROSSING_FK;
    s.phase = Phase.Taker;
    assert.deepEqual(legal(s), [takerAction(STK)]);
    s.taker = STK;
    s.header = 0;
    s.defPick = MID;
    const events: Parameters<typeof resolveSetPiece>[4] = [];
    resolveSetPiece(s, 1, 0, 1, events);
    // Erika crosses 3 and nobody heads; no keeper catches (0) and Emeka heads 2.
    assert.match(texts(events), /3 \+ 1 = 4 against 0 \+ 2 \+ 1 = 3\. GOAL!/);
  });

  it('NGW-9.6: a goal, or the defending keeper’s ball, or a corner on a tie', () => {
    const tie = arrange();
    tie.kind = SHOOTING_FK;
    tie.taker = STK;
    tie.defPick = MID;
    resolveSetPiece(tie, 2, 2, 3); // 5 + 4 against 3 + 3 + 3
    assert.equal(tie.kind, CORNER);
    assert.equal(tie.phase, Phase.Taker);
    const penaltyTie = arrange();
    penaltyTie.kind = PENALTY;
    resolveSetPiece(penaltyTie, 4, 0, 4);
    assert.equal(penaltyTie.kind, CORNER);
  });

  it('NGW-9.6, NGW-4.5: a failed set piece against an empty goal goes to a defender, and says so', () => {
    const s = arrange({
      lineups: [
        [0, 1, 2, 3],
        [-1, 1, 2, 3],
      ],
    });
    s.kind = CROSSING_FK;
    s.taker = MID;
    s.header = STK;
    s.defPick = MID;
    const events: Parameters<typeof resolveSetPiece>[4] = [];
    resolveSetPiece(s, 1, 0, 6, events);
    assert.doesNotMatch(texts(events), /keeper gathers/);
    assert.match(texts(events), /It is cleared: no keeper\./);
    assert.equal(s.attacker, 1);
    skipSubs(s);
    assert.equal(s.holder, DEF, 'the next attack begins with the defender (NGW-4.5)');
  });
});

describe('NGW-5 to NGW-9 with a scripted contest', () => {
  it('resolveContest takes chosen dice', () => {
    const s = arrange();
    ballAt(s, STK, 'pass');
    s.kind = SHOOT;
    resolveContest(s, 5, 1);
    assert.equal(s.goals[0], 1);
  });
});
