/**
 * What a seat may know (NGW-17): its own squad, bench and tactics in full; of the other team
 * only what has been on the pitch, and counts. Everything about the ball, the contest and the
 * score is public. Card lists are sorted by card id so that a view never shows the order of
 * squad slots it may not see.
 */
import type { Seat, Viewer } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { DECKS, FOOTBALLER_COUNT, POSITION_OF, TACTIC_DECK } from './cards.ts';
import { compileAbilities, type MatchAbilities, type Powers } from './abilities.ts';
import { emptyMatch } from './deal.ts';
import { TACTIC_SLOTS, type Edition } from './facts.ts';
import { reopenPicks } from './reopen.ts';
import { Status, type MatchState, type Phase } from './state.ts';
import { STAT_COUNT } from './stats.ts';

export const PHASE_NAMES = [
  'pick',
  'substitute',
  'substitute-in',
  'replace',
  'declare',
  'defend',
  'target',
  'foul-choice',
  'taker',
  'header',
  'set-piece-defence',
  'over',
] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

const GONE = ['', '', 'yellow', 'injured', 'red'] as const;

export interface TeamView {
  /** NGW-19.4: the season seat this side is, e.g. 2 for "Seat 3"; 0 and 1 in one match. */
  readonly seat: number;
  /** Footballers in the squad, 1 to 7 (NGW-19.1), e.g. 7. */
  readonly size: number;
  /** Card ids that may not play this match (NGW-19.2): public, e.g. [12]. */
  readonly unavailable: readonly number[];
  /** NGW-19.5 to NGW-19.8: the side's manager abilities (public, like the manager card). */
  readonly abilities: MatchAbilities;
  /** Starters chosen so far, 0..4 (NGW-3). */
  readonly picked: number;
  /** Card ids by place GK, DEF, MID, STK; null when empty or not yet revealed to the viewer. */
  readonly lineup: readonly (number | null)[];
  /** The owner's squad by slot (card ids), for its own eyes only; else null. */
  readonly squad: readonly number[] | null;
  /** Bench footballers everybody has seen on the pitch, by card id. */
  readonly seenBench: readonly number[];
  /** The owner's bench footballers its opponent has not seen; null for anyone else. */
  readonly secretBench: readonly number[] | null;
  /** How many of the squad the opponent has never seen, e.g. 3. */
  readonly secretCount: number;
  /** Footballers gone for the match and why, by card id. */
  readonly gone: readonly { readonly card: number; readonly why: 'yellow' | 'injured' | 'red' }[];
  /** Tactic ids by hand slot (-1: empty), for the owner only; else null. */
  readonly tactics: readonly number[] | null;
  readonly tacticCount: number;
  /** Whether the team has played a tactic in this attack (NGW-15.1). */
  readonly tacticUsed: boolean;
  /** Tactics it has played in this attack, e.g. 1 (NGW-19.7). */
  readonly tacticsThisAttack: number;
  readonly goals: number;
  /** Stat changes for the rest of the match: [card, stat, amount]. */
  readonly changes: readonly (readonly [number, number, number])[];
  /** NGW-16.2: action kinds declared as masks: [card, last attack, this attack]. */
  readonly acts: readonly (readonly [number, number, number])[];
}

/** The match's public scalars: enough, with the teams, to rebuild any position. */
export interface MatchScalars {
  readonly starter: Seat;
  readonly attackNo: number;
  readonly attacker: Seat;
  readonly holder: number;
  readonly place: number;
  readonly canShoot: boolean;
  readonly canHead: boolean;
  readonly beaten: boolean;
  readonly firstAction: boolean;
  readonly wonWith: number;
  readonly nextPlace: number;
  /** The card that won the ball to start the next attack, or -1. */
  readonly nextWonBy: number;
  readonly nextWonWith: number;
  readonly kind: number;
  readonly speed: boolean;
  readonly atkBonus: number;
  readonly defBonus: number;
  readonly atkAdvantage: boolean;
  readonly defAdvantage: boolean;
  readonly unopposed: boolean;
  readonly taker: number;
  readonly header: number;
  readonly defPick: number;
  readonly foulPlace: number;
  readonly subSeat: Seat;
  readonly subsMask: number;
  readonly subOut: number;
  readonly replaceSeat: Seat;
  readonly replacePlace: number;
  readonly resume: number;
  readonly targetSeat: Seat;
  readonly targetMask: number;
  readonly targetStat: number;
  readonly targetAmount: number;
  readonly targetResume: number;
  readonly steps: number;
}

export interface NextGoalWinsView {
  readonly viewer: Viewer;
  readonly phase: PhaseName;
  /** Attacks per side, and the alternate modes (NGW-2.4). */
  readonly attacks: number;
  readonly firstTo: number;
  readonly noRepeat: boolean;
  /** The earlier engine version whose rules are played (edition.ts); absent for today's. */
  readonly edition?: Edition;
  /** Whether both lineups have been revealed (NGW-3.2). */
  readonly revealed: boolean;
  readonly teams: readonly [TeamView, TeamView];
  /** Tactic ids played this match, oldest first. */
  readonly played: readonly number[];
  /** Card ids sent off this match, banned from the next (NGW-12.2). */
  readonly sentOff: readonly number[];
  readonly match: MatchScalars;
}

const byNumber = (a: number, b: number): number => a - b;

export function buildView(s: MatchState, viewer: Viewer): NextGoalWinsView {
  const revealed = s.picked[0] === 4 && s.picked[1] === 4;
  return {
    viewer,
    phase: PHASE_NAMES[s.phase],
    attacks: s.attacks,
    firstTo: s.firstTo,
    noRepeat: s.noRepeat,
    ...(s.edition ? { edition: s.edition } : {}),
    revealed,
    teams: [teamView(s, 0, viewer, revealed), teamView(s, 1, viewer, revealed)],
    played: s.played.slice(),
    sentOff: s.sentOff.slice(),
    match: {
      starter: s.starter,
      attackNo: s.attackNo,
      attacker: s.attacker,
      holder: s.holder,
      place: s.place,
      canShoot: s.canShoot,
      canHead: s.canHead,
      beaten: s.beaten,
      firstAction: s.firstAction,
      wonWith: s.wonWith,
      nextPlace: s.nextPlace,
      nextWonBy: s.nextWonBy,
      nextWonWith: s.nextWonWith,
      kind: s.kind,
      speed: s.speed,
      atkBonus: s.atkBonus,
      defBonus: s.defBonus,
      atkAdvantage: s.atkAdvantage,
      defAdvantage: s.defAdvantage,
      unopposed: s.unopposed,
      taker: s.taker,
      header: s.header,
      defPick: s.defPick,
      foulPlace: s.foulPlace,
      subSeat: s.subSeat,
      subsMask: s.subsMask,
      subOut: s.subOut,
      replaceSeat: s.replaceSeat,
      replacePlace: s.replacePlace,
      resume: s.resume,
      targetSeat: s.targetSeat,
      targetMask: s.targetMask,
      targetStat: s.targetStat,
      targetAmount: s.targetAmount,
      targetResume: s.targetResume,
      steps: s.steps,
    },
  };
}

function teamView(s: MatchState, seat: Seat, viewer: Viewer, revealed: boolean): TeamView {
  const own = viewer === seat;
  const seenBench: number[] = [];
  const secretBench: number[] = [];
  const gone: { card: number; why: 'yellow' | 'injured' | 'red' }[] = [];
  const unavailable: number[] = [];
  let secretCount = 0;
  let size = 0;
  const changes: [number, number, number][] = [];
  const acts: [number, number, number][] = [];
  for (let slot = 0; slot < 7; slot++) {
    const i = seat * 7 + slot;
    const card = s.squad[i] as number;
    const status = s.status[i] as number;
    if (card < 0) continue;
    size++;
    if (s.seen[i] === 0) secretCount++;
    if (status === Status.Out) unavailable.push(card);
    else if (status === Status.Bench) (s.seen[i] === 1 ? seenBench : secretBench).push(card);
    else if (status >= Status.Booked) gone.push({ card, why: GONE[status] as 'yellow' });
    // NGW-17.1, NGW-19.9: a change to a footballer the viewer has never seen stays hidden.
    for (let stat = 0; stat < STAT_COUNT && (own || s.seen[i] === 1); stat++) {
      const amount = s.mods[i * STAT_COUNT + stat] as number;
      if (amount !== 0) changes.push([card, stat, amount]);
    }
    if (s.lastActs[i] !== 0 || s.actsNow[i] !== 0)
      acts.push([card, s.lastActs[i] as number, s.actsNow[i] as number]);
  }
  seenBench.sort(byNumber);
  unavailable.sort(byNumber);
  secretBench.sort(byNumber);
  gone.sort((a, b) => a.card - b.card);
  changes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  acts.sort((a, b) => a[0] - b[0]);
  const lineup: (number | null)[] = [];
  for (let place = 0; place < 4; place++) {
    const slot = s.lineup[seat * 4 + place] as number;
    lineup.push(slot >= 0 && (own || revealed) ? (s.squad[seat * 7 + slot] as number) : null);
  }
  const tactics = s.tactics.slice(seat * TACTIC_SLOTS, (seat + 1) * TACTIC_SLOTS);
  return {
    seat: s.seats[seat] as number,
    size,
    unavailable,
    abilities: s.abilities[seat] as MatchAbilities,
    picked: s.picked[seat] as number,
    lineup,
    squad: own ? s.squad.slice(seat * 7, seat * 7 + 7) : null,
    seenBench,
    secretBench: own ? secretBench : null,
    secretCount,
    gone,
    tactics: own ? tactics : null,
    tacticCount: tactics.filter((t) => t >= 0).length,
    tacticUsed: (s.tacticUsed[seat] as number) > 0,
    tacticsThisAttack: s.tacticUsed[seat] as number,
    goals: s.goals[seat] as number,
    changes,
    acts,
  };
}

/**
 * Each side's abilities compiled once per abilities object: a view hands over the state's own
 * object, so a search that determinizes a view every iteration compiles nothing. Compiled
 * powers are read-only, like NO_POWERS, which every match without managers shares.
 */
const compiled = new WeakMap<MatchAbilities, Powers>();
function powersOf(abilities: MatchAbilities): Powers {
  let powers = compiled.get(abilities);
  if (!powers) compiled.set(abilities, (powers = compileAbilities(abilities)));
  return powers;
}

/**
 * NGW-17: a full state `seat` cannot tell from the real one. Its own team is copied; the
 * other team's unseen footballers are drawn from the cards `seat` has not seen (keeping one
 * of each position in the squad, as every deal does), its face-down starters chosen among
 * them, and its tactics drawn from the tactic cards unaccounted for; future dice come from
 * the caller's generator. While the starters are picked (NGW-3.1) the other team's face-down
 * picks are taken back, for it to pick again.
 */
export function stateFromView(v: NextGoalWinsView, seat: Seat, rng: Rng): MatchState {
  const [a, b] = v.teams;
  const s = emptyMatch(v, Rng.fromRng(rng), {
    seats: [a.seat, b.seat],
    abilities: [a.abilities, b.abilities],
    powers: [powersOf(a.abilities), powersOf(b.abilities)],
  });
  const other = 1 - seat;
  copyTeam(s, seat, v.teams[seat as 0 | 1], v.revealed);
  // Before the other team is sampled: the cards played are out of the deck its tactics come from.
  for (const id of v.played) s.played.push(id);
  sampleTeam(s, other, v.teams[other as 0 | 1], v.teams[seat as 0 | 1], v.revealed, rng);
  for (const card of v.sentOff) s.sentOff.push(card);
  setScalars(s, v.match);
  s.phase = PHASE_NAMES.indexOf(v.phase) as Phase;
  if (v.phase === 'pick') reopenPicks(s, other);
  return s;
}

/** The public scalars back into a state: buildView's `match` the other way round. */
function setScalars(s: MatchState, m: MatchScalars): void {
  s.starter = m.starter;
  s.attackNo = m.attackNo;
  s.attacker = m.attacker;
  s.holder = m.holder;
  s.place = m.place;
  s.canShoot = m.canShoot;
  s.canHead = m.canHead;
  s.beaten = m.beaten;
  s.firstAction = m.firstAction;
  s.wonWith = m.wonWith;
  s.nextPlace = m.nextPlace;
  s.nextWonBy = m.nextWonBy;
  s.nextWonWith = m.nextWonWith;
  s.kind = m.kind;
  s.speed = m.speed;
  s.atkBonus = m.atkBonus;
  s.defBonus = m.defBonus;
  s.atkAdvantage = m.atkAdvantage;
  s.defAdvantage = m.defAdvantage;
  s.unopposed = m.unopposed;
  s.taker = m.taker;
  s.header = m.header;
  s.defPick = m.defPick;
  s.foulPlace = m.foulPlace;
  s.subSeat = m.subSeat;
  s.subsMask = m.subsMask;
  s.subOut = m.subOut;
  s.replaceSeat = m.replaceSeat;
  s.replacePlace = m.replacePlace;
  s.resume = m.resume;
  s.targetSeat = m.targetSeat;
  s.targetMask = m.targetMask;
  s.targetStat = m.targetStat;
  s.targetAmount = m.targetAmount;
  s.targetResume = m.targetResume;
  s.steps = m.steps;
}

/** The viewer's own team, exactly. */
function copyTeam(s: MatchState, seat: Seat, t: TeamView, revealed: boolean): void {
  const squad = t.squad ?? [];
  for (let slot = 0; slot < 7; slot++) s.squad[seat * 7 + slot] = squad[slot] ?? -1;
  placeTeam(s, seat, t, true, revealed);
  const tactics = t.tactics ?? [];
  for (let i = 0; i < tactics.length; i++)
    s.tactics[seat * TACTIC_SLOTS + i] = tactics[i] as number;
}

/** The squad slot of `card` in `seat`'s squad, once the squad is filled. */
const slotOf = (s: MatchState, seat: Seat, card: number): number =>
  s.squad.indexOf(card, seat * 7) - seat * 7;

/** Statuses, lineup, changes and acts of a team whose squad slots are filled. */
function placeTeam(
  s: MatchState,
  seat: Seat,
  t: TeamView,
  lineupKnown: boolean,
  revealed: boolean,
): void {
  s.picked[seat] = t.picked;
  s.goals[seat] = t.goals;
  s.tacticUsed[seat] = t.tacticsThisAttack;
  // NGW-19.1, NGW-19.2: empty squad slots and unavailable footballers are out of the match.
  for (let i = 0; i < 7; i++)
    if ((s.squad[seat * 7 + i] as number) < 0) {
      s.status[seat * 7 + i] = Status.Out;
      s.seen[seat * 7 + i] = 1;
    }
  for (const card of t.unavailable) {
    s.status[seat * 7 + slotOf(s, seat, card)] = Status.Out;
    s.seen[seat * 7 + slotOf(s, seat, card)] = 1;
  }
  if (lineupKnown)
    for (let place = 0; place < t.lineup.length; place++) {
      const card = t.lineup[place] as number | null;
      if (card === null) continue;
      const slot = slotOf(s, seat, card);
      s.lineup[seat * 4 + place] = slot;
      s.status[seat * 7 + slot] = Status.Pitch;
    }
  for (const card of t.seenBench) s.seen[seat * 7 + slotOf(s, seat, card)] = 1;
  for (let place = 0; place < 4; place++) {
    const at = s.lineup[seat * 4 + place] as number;
    if (at >= 0 && revealed) s.seen[seat * 7 + at] = 1;
  }
  for (const g of t.gone) {
    const slot = slotOf(s, seat, g.card);
    s.status[seat * 7 + slot] =
      g.why === 'yellow' ? Status.Booked : g.why === 'injured' ? Status.Injured : Status.SentOff;
    s.seen[seat * 7 + slot] = 1;
  }
  for (const c of t.changes) s.mods[(seat * 7 + slotOf(s, seat, c[0])) * STAT_COUNT + c[1]] = c[2];
  for (const c of t.acts) {
    const slot = slotOf(s, seat, c[0]);
    s.lastActs[seat * 7 + slot] = c[1];
    s.actsNow[seat * 7 + slot] = c[2];
  }
}

// Scratch for sampleTeam, which runs once per search iteration and never inside itself: the
// cards accounted for (by card id), the sampled squad, the cards left to draw, the secret part
// of the squad and the tactic cards left. Lists are cut to their exact length before a
// shuffle, so the draws are those of fresh arrays.
const taken = new Uint8Array(FOOTBALLER_COUNT);
const sampled: number[] = [];
const rest: number[] = [];
const secret: number[] = [];
const tacticsLeft: number[] = [];

/** Makes `list` exactly its first `length` entries. */
function cut(list: number[], length: number): void {
  while (list.length > length) list.pop();
}

/** The other team: known cards kept, the rest sampled (see stateFromView). */
function sampleTeam(
  s: MatchState,
  seat: Seat,
  t: TeamView,
  mine: TeamView,
  revealed: boolean,
  rng: Rng,
): void {
  // The cards its opponent has seen: starters shown, bench seen, gone, unavailable.
  const squad = sampled;
  let n = 0;
  for (const card of t.lineup) if (card !== null) squad[n++] = card;
  for (const card of t.seenBench) squad[n++] = card;
  for (const g of t.gone) squad[n++] = g.card;
  for (const card of t.unavailable) squad[n++] = card;
  cut(squad, n);
  const known = n;
  taken.fill(0);
  for (const card of mine.squad ?? []) if (card >= 0) taken[card] = 1;
  for (let i = 0; i < known; i++) taken[squad[i] as number] = 1;
  // Every deal holds one of each position: fill a position nobody known covers first.
  for (let position = 0; position < 4 && squad.length < t.size; position++) {
    if (holdsPosition(squad, position)) continue;
    const deck = DECKS[position] ?? [];
    let free = 0;
    for (const c of deck) if (taken[c] === 0) free++;
    // The r-th card of the deck not taken: a pick from the deck filtered, without the list.
    let r = rng.int(free);
    let card = -1;
    for (const c of deck)
      if (taken[c] === 0 && r-- === 0) {
        card = c;
        break;
      }
    squad.push(card);
    taken[card] = 1;
  }
  n = 0;
  for (const deck of DECKS) for (const c of deck) if (taken[c] === 0) rest[n++] = c;
  cut(rest, n);
  rng.shuffle(rest);
  while (squad.length < t.size) squad.push(rest.pop() as number);
  n = 0;
  for (let i = known; i < squad.length; i++) secret[n++] = squad[i] as number;
  cut(secret, n);
  rng.shuffle(secret);
  for (let i = 0; i < n; i++) squad[known + i] = secret[i] as number;
  for (let slot = 0; slot < 7; slot++) s.squad[seat * 7 + slot] = squad[slot] ?? -1;
  placeTeam(s, seat, t, revealed, revealed);
  if (!revealed) {
    // Face-down starters: any of the sampled squad that may play, in place order; with too
    // few (NGW-19.3) the last places stay empty.
    for (let place = 0, slot = known; place < t.picked && slot < t.size; place++, slot++) {
      s.lineup[seat * 4 + place] = slot;
      s.status[seat * 7 + slot] = Status.Pitch;
    }
  }
  // Tactics: drawn from the deck less the viewer's hand and the cards played.
  const deck = tacticsLeft;
  for (let i = 0; i < TACTIC_DECK.length; i++) deck[i] = TACTIC_DECK[i] as number;
  cut(deck, TACTIC_DECK.length);
  for (const id of mine.tactics ?? []) takeOut(deck, id);
  for (const id of s.played) takeOut(deck, id);
  rng.shuffle(deck);
  for (let i = 0; i < t.tacticCount; i++) s.tactics[seat * TACTIC_SLOTS + i] = deck.pop() ?? -1;
}

function holdsPosition(cards: readonly number[], position: number): boolean {
  for (const card of cards) if (POSITION_OF[card] === position) return true;
  return false;
}

/** Takes the first copy of `id` out of `deck`, if there is one. */
function takeOut(deck: number[], id: number): void {
  const i = deck.indexOf(id);
  if (i >= 0) deck.splice(i, 1);
}
