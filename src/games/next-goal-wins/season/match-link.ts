/**
 * NGW-22.4 to NGW-22.6 and NGW-28: a season's match. Each side brings its squad, who may not
 * play (injured, banned), its tactics, its stat changes and its manager's powers; the finished
 * match's report goes back into the season: the result, red cards and injuries for the next
 * match, tactics home or to the bottom of the deck, and every footballer seen made public.
 */
import { Rng } from '../../../core/rng.ts';
import { seatRef } from '../../../core/seat-words.ts';
import { NO_ABILITIES } from '../abilities.ts';
import { EDITION_0_2, type Edition } from '../facts.ts';
import { matchReport, newMatchFromSetup, type SideSetup } from '../match-setup.ts';
import { MANAGER_ABILITIES } from './catalogue.ts';
import { fixturesFor } from './schedule.ts';
import { available, managerOf, note, tacticIdOf } from './squad.ts';
import { Out, PUBLIC, SeasonPhase, Step, type SeasonState } from './state.ts';

/**
 * NGW-22.6: the score a forfeit is recorded with: 3, or the target of a first-to match (3
 * always in the 0.2.0 edition).
 */
export const forfeitGoals = (s: {
  readonly firstTo: number;
  readonly edition?: Edition | undefined;
}): number => (s.firstTo > 0 && s.edition !== EDITION_0_2 ? s.firstTo : 3);

/** Starts the next fixture; false when it was settled without play (a forfeit). */
export function startMatch(s: SeasonState): boolean {
  const fixture = fixturesFor(s.seats)[s.fixture];
  if (!fixture) return false;
  const { home, away } = fixture;
  const homeFit = available(s, home).length > 0;
  const awayFit = available(s, away).length > 0;
  if (!homeFit || !awayFit) {
    // NGW-22.6: a side with nobody fit forfeits 0-3; both at once is a goalless draw.
    const goals: [number, number] =
      homeFit === awayFit ? [0, 0] : homeFit ? [forfeitGoals(s), 0] : [0, forfeitGoals(s)];
    s.forfeits[s.fixture] = 1;
    const text = `${seatRef(home)} ${goals[0]} - ${goals[1]} ${seatRef(away)}: forfeited, nobody fit to play.`;
    note(s, text);
    serve(s, home);
    serve(s, away);
    finishFixture(s, home, away, goals, 0);
    return false;
  }
  const sides: [SideSetup, SideSetup] = [sideSetup(s, home), sideSetup(s, away)];
  serve(s, home);
  serve(s, away);
  s.match = newMatchFromSetup(
    { attacks: s.attacks, firstTo: s.firstTo, noRepeat: s.noRepeat, edition: s.edition },
    sides,
    Rng.fromRng(s.rng),
  );
  s.phase = SeasonPhase.Match;
  s.actor = -1;
  const text = `Match ${s.fixture + 1}: ${seatRef(home)} against ${seatRef(away)}.`;
  note(s, text);
  return true;
}

/** What a seat brings to its match (NGW-28.1, NGW-28.2). */
export function sideSetup(s: SeasonState, seat: number): SideSetup {
  const squad = (s.hands[seat] as number[]).slice();
  const mods: { card: number; stat: number; amount: number }[] = [];
  for (let i = 0; i < s.boosts.length; i += 3) {
    const card = s.boosts[i] as number;
    if (squad.includes(card))
      mods.push({ card, stat: s.boosts[i + 1] as number, amount: s.boosts[i + 2] as number });
  }
  const manager = s.manager[seat] as number;
  return {
    seat,
    squad,
    unavailable: squad.filter((card) => s.out[card] !== 0),
    tactics: (s.tactics[seat] as number[]).map(tacticIdOf),
    mods,
    abilities: manager >= 0 ? (MANAGER_ABILITIES[manager] ?? NO_ABILITIES) : NO_ABILITIES,
  };
}

/** NGW-28.3: bans and injuries are served, boosts used, by the match a seat now plays. */
function serve(s: SeasonState, seat: number): void {
  for (const card of s.hands[seat] as number[]) s.out[card] = 0;
  for (let i = s.boosts.length - 3; i >= 0; i -= 3)
    if ((s.hands[seat] as number[]).includes(s.boosts[i] as number)) s.boosts.splice(i, 3);
}

/** The match is over: its report goes into the season (NGW-28). */
export function finishMatch(s: SeasonState): void {
  const m = s.match;
  if (!m) return;
  const report = matchReport(m);
  const seats = [m.seats[0] as number, m.seats[1] as number];
  for (let side = 0; side < 2; side++) {
    const seat = seats[side] as number;
    const ability = managerOf(s, seat)?.ability.effect.kind;
    // NGW-28.1: a red card bans, an injury rules out, for the seat's next match.
    if (ability !== 'appeals')
      for (const card of report.sentOff[side] ?? [])
        s.out[card] = (s.out[card] as number) | Out.Banned;
    if (ability !== 'recovery')
      for (const card of report.injured[side] ?? [])
        s.out[card] = (s.out[card] as number) | Out.Injured;
    // NGW-30.2: every footballer that was on the pitch is known to all from now on.
    for (let slot = 0; slot < 7; slot++) {
      const card = m.squad[side * 7 + slot] as number;
      if (card >= 0 && m.seen[side * 7 + slot] === 1)
        s.known[card] = (s.known[card] as number) | PUBLIC;
    }
    returnTactics(s, seat, report.tacticsLeft[side] ?? []);
  }
  // NGW-28.2: tactics played go to the bottom of the deck, in the order they were played.
  for (const id of report.tacticsPlayed) {
    const i = s.offer.findIndex((instance) => tacticIdOf(instance) === id);
    if (i < 0) continue;
    const [instance] = s.offer.splice(i, 1);
    s.tacticDeck.unshift(instance as number);
    s.tacticKnown[instance as number] = PUBLIC;
  }
  s.offer.length = 0;
  s.match = null;
  const starter = report.starter;
  const text = `Result: ${seatRef(seats[0] as number)} ${report.goals[0]} - ${report.goals[1]} ${seatRef(seats[1] as number)}.`;
  note(s, text);
  finishFixture(s, seats[0] as number, seats[1] as number, report.goals, starter);
}

/** Tactic instances the seat played leave its hand (into `offer`, for the deck); the rest stay. */
function returnTactics(s: SeasonState, seat: number, left: readonly number[]): void {
  const unplayed = left.slice();
  const hand = s.tactics[seat] as number[];
  for (let i = hand.length - 1; i >= 0; i--) {
    const id = tacticIdOf(hand[i] as number);
    const j = unplayed.indexOf(id);
    if (j >= 0) unplayed.splice(j, 1);
    else s.offer.push(...hand.splice(i, 1));
  }
}

/** NGW-24: the result is recorded, then the after-match steps of both sides are queued. */
function finishFixture(
  s: SeasonState,
  home: number,
  away: number,
  goals: readonly [number, number],
  starter: number,
): void {
  s.goals[2 * s.fixture] = goals[0];
  s.goals[2 * s.fixture + 1] = goals[1];
  s.fixture++;
  s.phase = SeasonPhase.Match;
  const order = starter === 1 ? [away, home] : [home, away];
  // NGW-24.5: events while the season goes on, as they may reach rivals still to play;
  // tactics and transfers only for a seat with a match still to play. The 0.2.0 edition
  // gave a seat with no match left no event either.
  const fixtures = fixturesFor(s.seats);
  const more = order.filter((seat) =>
    fixtures.some((f, i) => i >= s.fixture && (f.home === seat || f.away === seat)),
  );
  const events = s.edition === EDITION_0_2 ? more : s.fixture < fixtures.length ? order : [];
  const steps: number[] = [];
  for (const seat of events) steps.push(Step.Event * 8 + seat);
  for (const kind of [Step.Tactics, Step.Transfer])
    for (const seat of more) steps.push(kind * 8 + seat);
  s.todo.unshift(...steps);
}
