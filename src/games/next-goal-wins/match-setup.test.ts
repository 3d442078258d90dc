/** NGW-19: a match inside a season, set up by the season and reported back to it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { DEFEND, DONE, EMPTY_PICK, declareAction, pickSlot, subIn, subOut } from './codes.ts';
import { FOOTBALLER_COUNT } from './cards.ts';
import { resolveContest } from './contest.ts';
import { nextGoalWins } from './engine.ts';
import { nextGoalWinsOptions } from './facts.ts';
import { ballAt, card, dice, legal, play, tactic, texts } from './fixtures.ts';
import { nextGoalWinsHeuristic } from './heuristic.ts';
import {
  NO_ABILITIES,
  matchReport,
  newMatchFromSetup,
  type MatchAbilities,
  type SideSetup,
} from './match-setup.ts';
import { resolveSetPiece } from './setpieces.ts';
import { Phase, Status, slotAt, type MatchState } from './state.ts';
import { CORNER, DEF, DRI, GK, MID, SHO, SHOOT, STK, THROW } from './stats.ts';
import { statOf } from './team.ts';

const OPTIONS = nextGoalWinsOptions.parse({});

const HOME = [
  'Yuki Tanabe',
  'Jonas Weber',
  'Hana Kobayashi',
  'Erika Falcon',
  'Dario Conti',
  'Amara Diallo',
  'Diego Morales',
];
const AWAY = [
  'Kofi Mensah',
  'Mei Lin Zhou',
  'Emeka Nwosu',
  'Chloé Marchand',
  'Sam Whitfield',
  'Tariq Haddad',
  'Hamza Belkacem',
];

function side(seat: number, names: readonly string[], more: Partial<SideSetup> = {}): SideSetup {
  return {
    seat,
    squad: names.map(card),
    unavailable: [],
    tactics: [],
    mods: [],
    abilities: NO_ABILITIES,
    ...more,
  };
}

const ability = (more: Partial<MatchAbilities>): MatchAbilities => ({ ...NO_ABILITIES, ...more });

function match(
  a: Partial<SideSetup> = {},
  b: Partial<SideSetup> = {},
  seed = 'season',
): MatchState {
  return newMatchFromSetup(
    OPTIONS,
    [side(a.seat ?? 2, HOME, a), side(b.seat ?? 4, AWAY, b)],
    Rng.fromSeed(seed),
  );
}

/** Both sides start squad slots 0..3 in place order, then the kick-off is rolled. */
function pickFirstFour(s: MatchState): GameEvent[] {
  const events: GameEvent[] = [];
  for (let place = 0; place < 4; place++)
    for (const seat of [0, 1] as Seat[]) events.push(...play(s, pickSlot(place), seat));
  return events;
}

/** Plays on with the first legal action (or a seeded choice) until the match is over. */
function playOut(s: MatchState, seed = 'out'): GameEvent[] {
  const rng = Rng.fromSeed(seed);
  const events: GameEvent[] = [];
  for (let guard = 0; nextGoalWins.actors(s).length > 0; guard++) {
    assert.ok(guard < 2000, 'the match ends');
    const seat = nextGoalWins.actors(s)[0] as Seat;
    const options = legal(s, seat);
    events.push(...play(s, options[rng.int(options.length)] as Action, seat));
  }
  return events;
}

const bot = nextGoalWinsHeuristic(0, 'test');
function botMove(s: MatchState, seat: Seat): Action {
  return bot.act({
    seat,
    view: nextGoalWins.view(s, seat),
    legal: legal(s, seat),
    label: (a) => nextGoalWins.actionLabel(s, seat, a),
  });
}

describe('NGW-19 a match inside a season', () => {
  it('NGW-19.1: the season sets squads, tactics and seats; bad setups are refused with a clear error', () => {
    const s = match({ tactics: [tactic('Top Corner'), tactic('Route One')] });
    assert.deepEqual(s.squad.slice(0, 7), HOME.map(card));
    assert.deepEqual(s.squad.slice(7), AWAY.map(card));
    assert.deepEqual(s.tactics.slice(0, 3), [tactic('Top Corner'), tactic('Route One'), -1]);
    assert.deepEqual(s.seats, [2, 4]);
    assert.equal(s.phase, Phase.Pick);
    const short = match({ squad: HOME.slice(0, 5).map(card) });
    assert.deepEqual(short.squad.slice(5, 7), [-1, -1]);
    assert.deepEqual(short.status.slice(5, 7), [Status.Out, Status.Out]);
    const bad: [string, Partial<SideSetup>, Partial<SideSetup>][] = [
      ['no footballers', { squad: [] }, {}],
      ['eight footballers', { squad: [...HOME.map(card), card('Max Gass')] }, {}],
      ['an unknown card', { squad: [FOOTBALLER_COUNT] }, {}],
      ['a card twice', { squad: [card('Yuki Tanabe'), card('Yuki Tanabe')] }, {}],
      ['unavailable outside the squad', { unavailable: [card('Max Gass')] }, {}],
      ['four tactics', { tactics: [0, 1, 2, 3] }, {}],
      [
        'a stat change outside the squad',
        { mods: [{ card: card('Max Gass'), stat: 0, amount: 1 }] },
        {},
      ],
      [
        'a stat that does not exist',
        { mods: [{ card: card('Yuki Tanabe'), stat: 99, amount: 1 }] },
        {},
      ],
      [
        'three tactics per attack',
        { abilities: { ...NO_ABILITIES, tacticsPerAttack: 3 as 1 } },
        {},
      ],
      [
        'an unknown contest',
        { abilities: ability({ bonuses: [{ contests: ['volley'], as: 'acting', amount: 1 }] }) },
        {},
      ],
      ['the same seat twice', { seat: 3 }, { seat: 3 }],
    ];
    for (const [why, a, b] of bad)
      assert.throws(() => match(a, b), /Next Goal Wins match setup/, why);
    assert.throws(
      () =>
        newMatchFromSetup(OPTIONS, [side(0, HOME), side(1, HOME.slice(0, 1))], Rng.fromSeed('x')),
      /in both squads/,
    );
  });

  it('NGW-19.2: an unavailable footballer can neither start nor come on, and both sides know it', () => {
    const falcon = card('Erika Falcon');
    const s = match({ unavailable: [falcon] });
    assert.ok(!legal(s, 0).includes(pickSlot(3)), 'not offered as a starter');
    assert.equal(legal(s, 0).length, 6);
    for (let place = 0; place < 4; place++) {
      play(s, pickSlot(place === 3 ? 6 : place), 0); // Diego Morales up front
      play(s, pickSlot(place), 1);
    }
    assert.deepEqual(nextGoalWins.view(s, 1).teams[0].unavailable, [falcon]);
    assert.deepEqual(nextGoalWins.view(s, 0).teams[0].unavailable, [falcon]);
    assert.match(nextGoalWins.describe(nextGoalWins.view(s, 1)), /Not playing: Erika Falcon/);
    // Later breaks: Falcon is never offered to come on.
    s.attackNo = 2;
    s.attacker = 0;
    s.phase = Phase.Substitute;
    s.subSeat = 0;
    play(s, subOut(STK), 0);
    assert.ok(!legal(s, 0).includes(subIn(3)));
    assert.deepEqual(legal(s, 0), [subIn(4), subIn(5)]);
    // And determinizing keeps her out for the opponent's search.
    const guess = nextGoalWins.determinize(nextGoalWins.view(s, 1), 1, Rng.fromSeed('d'));
    assert.equal(guess.status[guess.squad.indexOf(falcon)], Status.Out);
  });

  it('NGW-19.3: with fewer than four available a side leaves places empty, and plays on like after a red card', () => {
    const three = HOME.slice(0, 3).map(card); // a keeper, a defender, a midfielder
    const s = match({
      squad: [...three, card('Erika Falcon')],
      unavailable: [card('Erika Falcon')],
    });
    assert.ok(!legal(s, 1).includes(EMPTY_PICK), 'the full side may not leave a place empty');
    // Three footballers for four places: leaving one empty is allowed at every pick…
    assert.ok(legal(s, 0).includes(EMPTY_PICK));
    play(s, pickSlot(0), 0); // GK
    play(s, EMPTY_PICK, 0); // DEF left empty
    assert.match(nextGoalWins.actionLabel(s, 0, EMPTY_PICK), /Leave MID empty/);
    // …until the footballers left are just enough for the places left.
    assert.ok(!legal(s, 0).includes(EMPTY_PICK));
    play(s, pickSlot(1), 0);
    play(s, pickSlot(2), 0);
    for (let place = 0; place < 4; place++) play(s, pickSlot(place), 1);
    assert.equal(slotAt(s, 0, DEF), -1);
    assert.deepEqual(nextGoalWins.view(s, 1).teams[0].lineup, [
      card('Yuki Tanabe'),
      null,
      card('Jonas Weber'),
      card('Hana Kobayashi'),
    ]);
    playOut(s, 'short');
    assert.equal(s.phase, Phase.Over);
    // A side with nobody available still gets through a match (the season forfeits instead).
    const none = match({ squad: [card('Erika Falcon')], unavailable: [card('Erika Falcon')] });
    assert.deepEqual(legal(none, 0), [EMPTY_PICK]);
    playOut(none, 'none');
    assert.equal(none.goals[0], 0);
  });

  it('NGW-19.4: labels and events name the sides by their season seats; one match says Seat 1 and Seat 2', () => {
    const s = match({ seat: 2 }, { seat: 4 });
    const events = texts(pickFirstFour(s));
    assert.match(events, /Seat 3 lines up/);
    assert.match(events, /Seat 5 lines up/);
    assert.doesNotMatch(events, /Seat 1|Seat 2/);
    const rest = texts(playOut(s, 'names'));
    assert.match(rest, /Full time: Seat 3 \d - \d Seat 5/);
    assert.match(nextGoalWins.describe(nextGoalWins.view(s, 0)), /\{seat:2\} \(you\)/);
    const one = nextGoalWins.setup(OPTIONS, 2, Rng.fromSeed('one'));
    for (let place = 0; place < 4; place++) {
      play(one, legal(one, 0)[0] as Action, 0);
      play(one, legal(one, 1)[0] as Action, 1);
    }
    assert.match(nextGoalWins.describe(nextGoalWins.view(one, 0)), /\{seat:0\} \(you\)/);
  });

  it('NGW-19.5: a manager who substitutes on defence gets a break at the start of the opponent’s attacks', () => {
    const s = match({}, { abilities: ability({ substituteOnDefence: true }) });
    pickFirstFour(s);
    // The first attack of the match has no break for anybody.
    assert.notEqual(s.phase, Phase.Substitute);
    // Whoever attacks second: at each later attack of seat 0, seat 1 may change after seat 0.
    for (let guard = 0; guard < 50 && !(s.attacker === 0 && s.attackNo > 0); guard++) {
      const seat = nextGoalWins.actors(s)[0] as Seat;
      play(s, botMove(s, seat), seat);
    }
    assert.equal(s.phase, Phase.Substitute);
    assert.equal(s.subSeat, 0, 'the attacker changes first');
    play(s, DONE, 0);
    assert.equal(s.phase, Phase.Substitute);
    assert.equal(s.subSeat, 1, 'then the defender');
    assert.ok(nextGoalWins.actors(s).includes(1));
    play(s, subOut(MID), 1);
    const events = texts(play(s, subIn(5), 1));
    assert.match(events, /Seat 5's Tariq Haddad \(MID\) comes on/);
    play(s, DONE, 1);
    assert.equal(s.phase, Phase.Declare);
    // Without the ability there is no defending break.
    const plain = match();
    pickFirstFour(plain);
    for (let guard = 0; guard < 200 && plain.phase !== Phase.Over; guard++) {
      if (plain.phase === Phase.Substitute) assert.equal(plain.subSeat, plain.attacker);
      const seat = nextGoalWins.actors(plain)[0] as Seat;
      play(plain, botMove(plain, seat), seat);
    }
  });

  it('NGW-19.6: a manager who wins the kick-off starts without a roll; two such managers roll', () => {
    const s = match({}, { abilities: ability({ winsKickOff: true }) });
    for (let place = 0; place < 3; place++) {
      play(s, pickSlot(place), 0);
      play(s, pickSlot(place), 1);
    }
    play(s, pickSlot(3), 0);
    dice(s); // no die may be rolled
    const events = texts(play(s, pickSlot(3), 1));
    assert.match(events, /Seat 5 kicks off without a roll/);
    assert.equal(s.starter, 1);
    const both = match(
      { abilities: ability({ winsKickOff: true }) },
      { abilities: ability({ winsKickOff: true }) },
    );
    for (let place = 0; place < 3; place++) {
      play(both, pickSlot(place), 0);
      play(both, pickSlot(place), 1);
    }
    play(both, pickSlot(3), 0);
    dice(both, 2, 5);
    assert.match(texts(play(both, pickSlot(3), 1)), /Kick-off roll: Seat 3 2, Seat 5 5/);
    assert.equal(both.starter, 1);
  });

  it('NGW-19.7: a manager may allow two tactics in one attack, still one with any decision', () => {
    const tactics = [tactic('Route One'), tactic('Through Ball'), tactic('Top Corner')];
    const two = match({ tactics, abilities: ability({ tacticsPerAttack: 2 }) });
    const one = match({ tactics });
    for (const s of [two, one]) {
      pickFirstFour(s);
      s.attacker = 0;
      s.holder = GK;
      s.place = GK;
      s.phase = Phase.Declare;
      s.firstAction = true;
      s.canShoot = false;
    }
    // Route One on a punt, then Through Ball would be the second tactic of the attack.
    const punt = declareAction(2, 0);
    for (const s of [two, one]) {
      dice(s, 6, 1);
      play(s, punt, 0);
      play(s, DEFEND, 1);
      assert.equal(s.holder, STK);
      assert.equal(s.attacker, 0);
    }
    assert.ok(legal(two, 0).includes(declareAction(SHOOT, 2)), 'a second tactic in this attack');
    assert.ok(
      !legal(one, 0).includes(declareAction(SHOOT, 2)),
      'one per attack without the ability',
    );
    assert.equal(two.tacticUsed[0], 1);
    dice(two, 6, 1);
    play(two, declareAction(SHOOT, 2), 0);
    play(two, DEFEND, 1);
    assert.deepEqual(two.played, [tactic('Route One'), tactic('Top Corner')]);
    assert.equal(two.goals[0], 1);
  });

  it('NGW-19.8: a manager’s bonus adds to the side’s totals in its contests, when acting or defending and at its scores', () => {
    const bonus = ability({
      bonuses: [
        { contests: ['shoot', 'corner'], as: 'acting', amount: 2 },
        { contests: ['throw'], as: 'defending', score: ['behind'], amount: 1 },
      ],
    });
    const s = match({ abilities: bonus });
    pickFirstFour(s);
    s.attacker = 0;
    ballAt(s, STK, 'pass');
    play(s, declareAction(SHOOT), 0);
    assert.equal(s.phase, Phase.Defend);
    const shot: GameEvent[] = [];
    resolveContest(s, 1, 1, shot);
    // Erika Falcon shoots 5 + 1 + 2 against Kofi Mensah's saving 3 + 1.
    assert.deepEqual(shot.find((e) => e.kind === 'roll')?.data?.totals, [8, 4]);
    // Defending a throw while behind: +1; while level: nothing.
    const t = match({ abilities: bonus });
    pickFirstFour(t);
    t.attacker = 1;
    ballAt(t, GK);
    t.kind = THROW;
    const level: GameEvent[] = [];
    resolveContest(t, 3, 3, level);
    const levelTotals = level.find((e) => e.kind === 'roll')?.data?.totals as number[];
    const u = match({ abilities: bonus });
    pickFirstFour(u);
    u.attacker = 1;
    u.goals[1] = 1;
    ballAt(u, GK);
    u.kind = THROW;
    const behind: GameEvent[] = [];
    resolveContest(u, 3, 3, behind);
    const behindTotals = behind.find((e) => e.kind === 'roll')?.data?.totals as number[];
    assert.equal((behindTotals[1] as number) - (levelTotals[1] as number), 1);
    // A speed battle ignores it.
    const v = match({ abilities: bonus });
    pickFirstFour(v);
    v.attacker = 0;
    ballAt(v, STK, 'pass');
    v.kind = SHOOT;
    v.speed = true;
    const fast: GameEvent[] = [];
    resolveContest(v, 4, 2, fast);
    assert.deepEqual(fast.find((e) => e.kind === 'roll')?.data?.totals, [4, 2]);
    // A corner counts it too.
    const w = match({ abilities: bonus });
    pickFirstFour(w);
    w.attacker = 0;
    w.kind = CORNER;
    w.taker = MID;
    w.header = STK;
    w.defPick = DEF;
    const corner: GameEvent[] = [];
    resolveSetPiece(w, 1, 0, 1, corner);
    // Hana crosses 3 + Erika heads 3 + 1 + 2; Kofi catches 3 + Mei Lin heads 2 + 1.
    assert.deepEqual(corner.find((e) => e.kind === 'roll')?.data?.totals, [9, 6]);
  });

  it('NGW-19.9: stat changes for the match count like printed stats, shown once the card is seen', () => {
    const s = match({
      mods: [
        { card: card('Erika Falcon'), stat: SHO, amount: -2 },
        { card: card('Hana Kobayashi'), stat: DRI, amount: 1 },
      ],
    });
    assert.equal(nextGoalWins.view(s, 0).teams[0].changes.length, 2, 'its own side knows');
    assert.deepEqual(nextGoalWins.view(s, 1).teams[0].changes, [], 'face down: hidden');
    pickFirstFour(s);
    assert.equal(statOf(s, 0, STK, SHO), 3);
    assert.equal(statOf(s, 0, MID, DRI), 4);
    const seen = nextGoalWins.view(s, 1).teams[0].changes;
    assert.deepEqual(
      seen,
      [
        [card('Hana Kobayashi'), DRI, 1],
        [card('Erika Falcon'), SHO, -2],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    const low = match({ mods: [{ card: card('Erika Falcon'), stat: SHO, amount: -4 }] });
    pickFirstFour(low);
    assert.equal(statOf(low, 0, STK, SHO), 1, 'never below 1');
  });

  it('NGW-19.10: a finished match reports goals, starter, red cards, injuries and tactics', () => {
    const s = match(
      { tactics: [tactic('Top Corner'), tactic('Route One')] },
      { tactics: [tactic('Offside Trap')] },
    );
    assert.throws(() => matchReport(s), /not over/);
    pickFirstFour(s);
    playOut(s, 'report');
    // As if Emeka Nwosu had been injured and Erika Falcon sent off along the way.
    s.status[7 + 2] = Status.Injured;
    s.status[3] = Status.SentOff;
    const r = matchReport(s);
    assert.deepEqual(r.goals, [s.goals[0], s.goals[1]]);
    assert.equal(r.starter, s.starter);
    assert.ok(r.sentOff[0].includes(card('Erika Falcon')));
    assert.ok(r.injured[1].includes(card('Emeka Nwosu')));
    assert.deepEqual(
      [...r.tacticsLeft[0], ...r.tacticsLeft[1], ...r.tacticsPlayed].sort(),
      [tactic('Top Corner'), tactic('Route One'), tactic('Offside Trap')].sort(),
    );
    assert.deepEqual(r.tacticsPlayed, s.played);
  });

  it('NGW-18, NGW-19: the heuristic bot plays season matches with every ability and short squads', () => {
    const all = ability({
      substituteOnDefence: true,
      winsKickOff: true,
      tacticsPerAttack: 2,
      bonuses: [
        { contests: ['pass', 'shoot'], as: 'either', score: ['behind', 'level'], amount: 1 },
      ],
    });
    for (let g = 0; g < 20; g++) {
      const few = g % 3 === 0;
      const s = match(
        {
          abilities: all,
          tactics: [tactic('Top Corner'), tactic('Through Ball'), tactic('Whipped Cross')],
          ...(few ? { squad: HOME.slice(1, 4).map(card) } : {}),
        },
        { abilities: ability({ substituteOnDefence: true }), tactics: [tactic('Offside Trap')] },
        `bot-${g}`,
      );
      for (let guard = 0; nextGoalWins.actors(s).length > 0; guard++) {
        assert.ok(guard < 2000);
        const seat = nextGoalWins.actors(s)[0] as Seat;
        play(s, botMove(s, seat), seat);
      }
      assert.equal(s.phase, Phase.Over);
      assert.doesNotThrow(() => matchReport(s));
    }
    // Three outfielders and no keeper: an empty goal concedes every shot, so it puts one of
    // them in goal and leaves an outfield place empty.
    const t = match({ squad: HOME.slice(1, 4).map(card) });
    for (let place = 0; place < 4; place++) play(t, botMove(t, 0), 0);
    assert.ok(slotAt(t, 0, GK) >= 0, 'somebody stands in goal');
    assert.equal(t.lineup.slice(0, 4).filter((slot) => slot < 0).length, 1);
  });
});
