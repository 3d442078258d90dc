/**
 * Actions and their contests (NGW-5 to NGW-8, NGW-10): declaring, defending, rolling, and
 * what success, defeat and stalemates lead to. Skills (NGW-14) and tactics (NGW-15) played
 * with these decisions act here.
 */
import type { GameEvent } from '../../core/game.ts';
import { abilityBonus } from './abilities.ts';
import { leave } from './bookings.ts';
import { Effect, TacticEffect, type CompiledTactic } from './cards.ts';
import { loseBall, scoreGoal, stopPlay } from './flow.ts';
import { award, awardFoul } from './setpieces.ts';
import { PENALTY, Phase, Resume, Status, cardAt, slotAt, type MatchState } from './state.ts';
import { CORNER, CROSS, DRIBBLE, HEADER, PASS, PUNT, SHOOT, STK, tableRow } from './stats.ts';
import { modify, playTactic } from './tactics.ts';
import { STALEMATE_FACES } from './vocabulary.ts';
import {
  dieEffect,
  skillAdvantage,
  skillBonus,
  skillSucceeds,
  skillTieFoul,
  statOf,
} from './team.ts';
import { NOUNS, VERBS, aimOf, nameAt, say, sideName, sum, whoAt } from './words.ts';

/**
 * NGW-6.1: the footballer on the ball declares `kind`, with the tactic in `tactic` (-1: none)
 * and a skill's speed battle or not.
 */
export function declare(
  s: MatchState,
  kind: number,
  tactic: number,
  speed: boolean,
  events?: GameEvent[],
): void {
  const a = s.attacker;
  const first = s.firstAction;
  s.firstAction = false;
  s.kind = kind;
  s.speed = speed;
  s.atkBonus = skillBonus(s, a, s.holder, kind, false);
  s.defBonus = 0;
  s.atkAdvantage = skillAdvantage(s, a, s.holder, kind, false);
  s.defAdvantage = false;
  // NGW-7.1: after beating its opponent, its next pass or cross is unopposed.
  s.unopposed = (s.beaten && kind !== DRIBBLE) || skillSucceeds(s, kind, first);
  s.beaten = false;
  (s.actsNow[a * 7 + slotAt(s, a, s.holder)] as number) |= 1 << kind;
  if (events) {
    const battle = speed ? ' and makes it a speed battle' : '';
    events.push(
      say(
        'declare',
        a,
        `${whoAt(s, a, s.holder)} ${VERBS[kind] ?? '?'}${aimOf(s, kind)}${battle}.`,
      ),
    );
  }
  if (tactic >= 0) {
    const id = playTactic(s, a, tactic, events);
    const t = s.tacticRules[id] as CompiledTactic;
    if (t.effect === TacticEffect.Unopposed) s.unopposed = true;
    else if (t.effect === TacticEffect.Bonus) s.atkBonus += t.amount;
    else if (t.effect === TacticEffect.SpeedBattle) s.speed = true;
    else if (t.effect === TacticEffect.Advantage) s.atkAdvantage = true;
    else if (t.effect === TacticEffect.FreeKick) {
      // NGW-15.3: fouled before the action is made: a free kick from where it stands.
      if (events) events.push(say('foul', a, `${nameAt(s, a, s.holder)} is fouled.`));
      s.foulPlace = s.place;
      awardFoul(s, events);
      return;
    } else if (t.effect === TacticEffect.Modify && !modify(s, a, id, Resume.Declare, events))
      return;
  }
  afterDeclare(s, events);
}

/** NGW-6.2, NGW-6.3: an unopposed action succeeds; otherwise the defender answers. */
export function afterDeclare(s: MatchState, events?: GameEvent[]): void {
  const row = tableRow(s.place, s.kind);
  if (s.unopposed || slotAt(s, 1 - s.attacker, row.defender) < 0) {
    if (events) events.push(say('unopposed', s.attacker, 'Nobody can stop it.'));
    succeed(s, events);
    return;
  }
  s.phase = Phase.Defend;
}

/** NGW-7.2: the footballer who dribbled past moves up into the next place. */
export function moveUp(s: MatchState, events?: GameEvent[]): void {
  s.place++;
  s.beaten = false;
  s.firstAction = false;
  s.canShoot = s.place === STK; // NGW-7.2: it may shoot, not head
  s.canHead = false;
  if (events)
    events.push(
      say(
        'move-up',
        s.attacker,
        `${nameAt(s, s.attacker, s.holder)} moves up into the ${['', 'DEF', 'MID', 'STK'][s.place] ?? '?'} place.`,
      ),
    );
  s.phase = Phase.Declare;
}

/** The defender's answers (NGW-6.3). */
export const Answer = { Let: 0, Defend: 1, Speed: 2 } as const;

/** NGW-6.3: the defender lets it go, defends (perhaps in a speed battle) or plays `tactic`. */
export function defend(s: MatchState, answer: number, tactic: number, events?: GameEvent[]): void {
  const d = 1 - s.attacker;
  if (answer === Answer.Let) {
    if (events) events.push(say('defend', d, `${sideName(s, d)} does not defend.`));
    succeed(s, events);
    return;
  }
  if (answer === Answer.Speed) s.speed = true;
  s.defAdvantage = skillAdvantage(s, d, tableRow(s.place, s.kind).defender, s.kind, true);
  if (events) {
    const who = whoAt(s, d, tableRow(s.place, s.kind).defender);
    events.push(
      say('defend', d, `${who} defends${answer === Answer.Speed ? ' in a speed battle' : ''}.`),
    );
  }
  if (tactic >= 0) {
    const id = playTactic(s, d, tactic, events);
    const t = s.tacticRules[id] as CompiledTactic;
    switch (t.effect) {
      case TacticEffect.WinBall:
        loseBall(s, t.to, events);
        return;
      case TacticEffect.Foul:
        s.foulPlace = s.place;
        leave(
          s,
          d,
          tableRow(s.place, s.kind).defender,
          t.red ? Status.SentOff : Status.Booked,
          Resume.Foul,
          events,
        );
        return;
      case TacticEffect.StopPlay:
        stopPlay(s);
        if (events)
          events.push(
            say('foul', d, `${whoAt(s, d, t.to)} stops the play with a foul: no set piece.`),
          );
        leave(s, d, t.to, t.red ? Status.SentOff : Status.Booked, Resume.Restart, events);
        return;
      case TacticEffect.Bonus:
        s.defBonus += t.amount;
        break;
      case TacticEffect.SpeedBattle:
        s.speed = true;
        break;
      case TacticEffect.Advantage:
        s.defAdvantage = true;
        break;
      case TacticEffect.Modify:
        if (!modify(s, d, id, Resume.Contest, events)) return;
        break;
    }
  }
  rollContest(s, events);
}

export function rollContest(s: MatchState, events?: GameEvent[]): void {
  const a = 1 + s.rng.int(6);
  const d = 1 + s.rng.int(6);
  resolveContest(
    s,
    s.atkAdvantage ? secondDie(s, s.attacker, a, events) : a,
    s.defAdvantage ? secondDie(s, 1 - s.attacker, d, events) : d,
    events,
  );
}

/** NGW-14.2, NGW-15.3: an advantage: a second die, and the higher of the two counts. */
function secondDie(s: MatchState, seat: number, first: number, events?: GameEvent[]): number {
  const second = 1 + s.rng.int(6);
  const kept = second > first ? second : first;
  if (events)
    events.push(
      say(
        'advantage',
        seat,
        `${sideName(s, seat)} rolls two dice, ${first} and ${second}, and keeps ${kept}.`,
      ),
    );
  return kept;
}

/**
 * NGW-6.4 to NGW-6.6, NGW-10, NGW-14: the contest with given dice. Exported so tests can
 * script the dice.
 */
export function resolveContest(
  s: MatchState,
  aDie: number,
  dDie: number,
  events?: GameEvent[],
): void {
  const a = s.attacker;
  const d = 1 - a;
  const row = tableRow(s.place, s.kind);
  const aStat = s.speed ? 0 : statOf(s, a, s.holder, row.attack);
  const dStat = s.speed ? 0 : statOf(s, d, row.defender, row.defence);
  // NGW-19.8: the managers' bonuses count like any other (and not in a speed battle).
  const aBonus = s.speed ? 0 : s.atkBonus + abilityBonus(s, a, s.kind, true);
  const dBonus = s.speed
    ? 0
    : s.defBonus + skillBonus(s, d, row.defender, s.kind, true) + abilityBonus(s, d, s.kind, false);
  const aTotal = aStat + aDie + aBonus;
  const dTotal = dStat + dDie + dBonus;
  const aSkill = dieEffect(s, a, s.holder, s.kind, false, aDie);
  const dSkill = dieEffect(s, d, row.defender, s.kind, true, dDie);
  if (events) {
    const verdict = aTotal > dTotal ? 'It comes off.' : aTotal < dTotal ? 'Stopped.' : 'Stalemate.';
    const parts = (stat: number, die: number, bonus: number) =>
      s.speed ? `${die}` : sum([stat, die, bonus]);
    events.push({
      kind: 'roll',
      seat: a,
      text: `${nameAt(s, a, s.holder)}'s ${NOUNS[s.kind] ?? '?'}${s.speed ? ' (speed battle)' : ''}: ${parts(aStat, aDie, aBonus)} against ${nameAt(s, d, row.defender)}'s ${parts(dStat, dDie, dBonus)}. ${verdict}`,
      data: {
        dice: [aDie, dDie],
        stats: [aStat, dStat],
        bonuses: [aBonus, dBonus],
        totals: [aTotal, dTotal],
        speed: s.speed,
      },
    });
  }
  if (aSkill >= 0 && dSkill >= 0) {
    if (events) events.push(say('skill', undefined, 'Both skills fire and cancel out.')); // NGW-14.6
  } else if (aSkill === Effect.Succeed) {
    if (events)
      events.push(
        say('skill', a, `${nameAt(s, a, s.holder)}'s skill: it succeeds whatever the totals.`),
      );
    succeed(s, events);
    return;
  } else if (dSkill >= 0) {
    defenderSkill(s, dSkill, events);
    return;
  }
  if (aTotal > dTotal) succeed(s, events);
  else if (aTotal < dTotal) loseBall(s, row.defender, events);
  else stalemate(s, events);
}

/** NGW-14.2: a defender's die-triggered skill decides the contest. */
function defenderSkill(s: MatchState, effect: number, events?: GameEvent[]): void {
  const d = 1 - s.attacker;
  const place = tableRow(s.place, s.kind).defender;
  if (events) events.push(say('skill', d, `${nameAt(s, d, place)}'s skill decides it.`));
  if (effect === Effect.SentOff) {
    s.foulPlace = s.place;
    leave(s, d, place, Status.SentOff, Resume.Foul, events);
    return;
  }
  if (effect === Effect.WinBallInjure) {
    // NGW-14.3: the ball is hers; the footballer she stopped leaves injured, then the attack ends.
    const a = s.attacker;
    s.nextPlace = place;
    s.nextWonBy = cardAt(s, d, place);
    s.nextWonWith = s.kind;
    if (events) events.push(say('lost', d, `${whoAt(s, d, place)} takes the ball.`));
    leave(s, a, s.holder, Status.Injured, Resume.EndAttack, events);
    return;
  }
  loseBall(s, place, events);
}

/** NGW-8: a tie. */
function stalemate(s: MatchState, events?: GameEvent[]): void {
  if (s.kind === SHOOT || s.kind === HEADER) award(s, CORNER, events); // NGW-8.1
  else if (s.kind === DRIBBLE && s.place === STK) award(s, PENALTY, events); // NGW-8.2
  else if (skillTieFoul(s, s.kind)) {
    // NGW-14.2: a tie-foul skill: the defender fouls it instead of the stalemate die.
    if (events)
      events.push(say('skill', s.attacker, `${nameAt(s, s.attacker, s.holder)}'s skill: a foul.`));
    s.foulPlace = s.place;
    awardFoul(s, events);
  } else resolveStalemate(s, 1 + s.rng.int(6), events); // NGW-8.3
}

/** NGW-8.4: the stalemate die's face, 1 to 6. Exported so tests can script it. */
export function resolveStalemate(s: MatchState, face: number, events?: GameEvent[]): void {
  if (events)
    events.push({
      kind: 'stalemate',
      seat: s.attacker,
      text: `${sideName(s, s.attacker)} rolls the stalemate die: ${STALEMATE_FACES[face] ?? '?'}.`,
      data: { face },
    });
  const defender = tableRow(s.place, s.kind).defender;
  if (face <= 2) rollContest(s, events);
  else if (face <= 4) loseBall(s, defender, events);
  else {
    s.foulPlace = s.place;
    if (face === 5) awardFoul(s, events);
    else leave(s, 1 - s.attacker, defender, Status.Booked, Resume.Foul, events);
  }
}

/** The action succeeded (NGW-5, NGW-7). */
function succeed(s: MatchState, events?: GameEvent[]): void {
  const kind = s.kind;
  if (kind === SHOOT || kind === HEADER || (kind === DRIBBLE && s.place === STK)) {
    scoreGoal(s, events);
    return;
  }
  if (kind === DRIBBLE) {
    s.beaten = true; // NGW-7.1
    if (events)
      events.push(say('beaten', s.attacker, `${nameAt(s, s.attacker, s.holder)} is past.`));
    s.phase = Phase.Declare;
    return;
  }
  const receiver = tableRow(s.place, kind).receiver;
  s.holder = receiver;
  s.place = receiver;
  s.canShoot = receiver === STK && (kind === PASS || kind === PUNT);
  s.canHead = receiver === STK && kind === CROSS;
  s.beaten = false;
  if (events)
    events.push(say('ball', s.attacker, `${whoAt(s, s.attacker, receiver)} has the ball.`));
  s.phase = Phase.Declare;
}
