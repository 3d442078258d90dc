/**
 * Playing tactic cards (NGW-15): when one may be played, taking it from the hand, and the
 * match-long stat changes with their target selection. The effects that change the course
 * of an attack are carried out where the card was played (contest.ts, setpieces.ts).
 */
import type { GameEvent, Seat } from '../../core/game.ts';
import type { Powers } from './abilities.ts';
import { TacticEffect, type CompiledTactic } from './cards.ts';
import { tacticCardsOf } from './edition.ts';
import { TACTIC_SLOTS } from './facts.ts';
import { Phase, slotAt, type MatchState } from './state.ts';
import { STAT_COUNT, STAT_WORDS } from './stats.ts';
import { scoreBand, statOf } from './team.ts';
import { nameAt, say, sideName } from './words.ts';

export const tacticIn = (s: MatchState, seat: Seat, slot: number): number =>
  s.tactics[seat * TACTIC_SLOTS + slot] ?? -1;

/**
 * NGW-15.1, NGW-15.2: the hand slots of `seat` whose tactic may be played now with a decision
 * of its `defence` window, the ball played from `place` (-1 for a set piece), as a mask; then
 * `tacticFits` says which contests. Split so that a list of actions checks the hand once.
 */
export function playableSlots(s: MatchState, seat: Seat, defence: boolean, place: number): number {
  // NGW-15.1, NGW-19.7: one tactic per attack, or as many as the manager allows.
  if ((s.tacticUsed[seat] as number) >= (s.powers[seat] as Powers).tacticsPerAttack) return 0;
  let mask = 0;
  for (let slot = 0; slot < TACTIC_SLOTS; slot++)
    if (slotPlayable(s, seat, slot, defence, place)) mask |= 1 << slot;
  return mask;
}

function slotPlayable(
  s: MatchState,
  seat: Seat,
  slot: number,
  defence: boolean,
  place: number,
): boolean {
  const id = tacticIn(s, seat, slot);
  if (id < 0) return false;
  // The card's own conditions first: most tactics fail on their window.
  const t = s.tacticRules[id] as CompiledTactic;
  if (t.defence !== defence) return false;
  if (place < 0 ? t.ballAt !== 15 : !((t.ballAt >> place) & 1)) return false;
  if ((t.score & scoreBand(s, seat)) === 0) return false;
  if (t.final && !finalAttack(s)) return false;
  // Two copies of one tactic in a hand are one choice: the first copy is offered.
  for (let before = 0; before < slot; before++) if (tacticIn(s, seat, before) === id) return false;
  // NGW-15.4, NGW-15.8: somebody must be there to take the ball, or to make the foul.
  const needs = t.effect === TacticEffect.WinBall || t.effect === TacticEffect.StopPlay;
  return !needs || slotAt(s, seat, t.to) >= 0;
}

/**
 * NGW-15.7: the last attack of each side; in a first-to match, an attack whose goal would end
 * the match (the attacker needs one more), or the cap's last two.
 */
export function finalAttack(s: MatchState): boolean {
  if (s.attackNo >= s.attackLimit - 2) return true;
  return s.finalAtMatchPoint && (s.goals[s.attacker] as number) === s.firstTo - 1;
}

/** Whether the tactic in `slot` of `seat` may be played on contest `kind` (NGW-15.2). */
export const tacticFits = (s: MatchState, seat: Seat, slot: number, kind: number): boolean =>
  ((s.tacticRules[tacticIn(s, seat, slot)] as CompiledTactic).contests >> kind) & 1 ? true : false;

/** Takes the tactic from `seat`'s hand and shows it to both (NGW-15.1); returns its id. */
export function playTactic(s: MatchState, seat: Seat, slot: number, events?: GameEvent[]): number {
  const id = tacticIn(s, seat, slot);
  s.tactics[seat * TACTIC_SLOTS + slot] = -1;
  s.played.push(id);
  (s.tacticUsed[seat] as number)++;
  if (events) {
    const t = tacticCardsOf(s.edition)[id];
    events.push(
      say('tactic', seat, `${sideName(s, seat)} plays ${t?.name ?? '?'}: ${t?.text ?? ''}`),
    );
  }
  return id;
}

/**
 * NGW-15.3, NGW-15.5: a modify effect finds the best footballer at its stat. With one, the
 * change is made and true returned; with several tied, the holder must choose (Phase.Target,
 * then `resume`) and false is returned.
 */
export function modify(
  s: MatchState,
  seat: Seat,
  id: number,
  resume: number,
  events?: GameEvent[],
): boolean {
  const t = s.tacticRules[id] as CompiledTactic;
  const team = t.opponent ? 1 - seat : seat;
  let best = -1;
  let mask = 0;
  for (let place = 0; place < 4; place++) {
    if (slotAt(s, team, place) < 0) continue;
    const value = statOf(s, team, place, t.stat);
    if (value > best) {
      best = value;
      mask = 1 << place;
    } else if (value === best) mask |= 1 << place;
  }
  s.targetSeat = seat;
  s.targetStat = t.stat;
  s.targetAmount = t.amount;
  s.targetMask = mask;
  if (mask === 0) return true;
  if ((mask & (mask - 1)) === 0) {
    changeStat(s, 31 - Math.clz32(mask), events);
    return true;
  }
  s.targetResume = resume;
  s.phase = Phase.Target;
  return false;
}

/** Makes the pending change to the target in `place` of the team the card targets. */
export function changeStat(s: MatchState, place: number, events?: GameEvent[]): void {
  const t = s.tacticRules[s.played[s.played.length - 1] ?? 0] as CompiledTactic;
  const team = t.opponent ? 1 - s.targetSeat : s.targetSeat;
  const slot = slotAt(s, team, place);
  (s.mods[(team * 7 + slot) * STAT_COUNT + s.targetStat] as number) += s.targetAmount;
  s.targetMask = 0;
  if (events) {
    const change = s.targetAmount > 0 ? `gains ${s.targetAmount}` : `loses ${-s.targetAmount}`;
    events.push(
      say(
        'target',
        s.targetSeat,
        `${nameAt(s, team, place)} ${change} ${STAT_WORDS[s.targetStat] ?? '?'} for the rest of the match.`,
      ),
    );
  }
}
