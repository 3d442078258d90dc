/**
 * The rules as transitions, trusted by their caller (the engine checks legality): a turn's two
 * action phases, each committed, revealed and carried out (SS-5 … SS-7), combat (SS-8), the
 * response windows and chains of Game Changers (SS-10), points and rounds (SS-4).
 */
import { WINDOW_POINT, type GameEvent, type Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { seatRef } from '../../core/seat-words.ts';
import {
  CELLS,
  CENTRE,
  DIRECTION_NAMES,
  GOAL_OF,
  NONE,
  STARTS,
  adjacent,
  cellName,
} from './board.ts';
import {
  ATTACK,
  COMMIT,
  EXCHANGE,
  KICK,
  LET_FIRST,
  MOVE,
  PASS,
  STAY,
  decodePlay,
} from './actions.ts';
import { isAsked, playText, resolveChain } from './changers.ts';
import { controllers, EDITION_1_0, teamSeats, type SupernaturalOptions } from './facts.ts';
import { fly, place, sendHome } from './moves.ts';
import {
  add,
  handIndex,
  newScratch,
  Step,
  WINDOW_KINDS,
  WIZARDS,
  type SsState,
  type WindowKind,
} from './state.ts';
import {
  ACTION_CARD_NAMES,
  ACTION_CARDS,
  CHANGERS,
  deckCounts,
  KIND_COUNT,
  TEAM_NAMES,
  WIZARD_NAMES,
} from './vocabulary.ts';

/** SS-5.1: the action cards' numbers. */
export const Card = { Move: 0, Kick: 1, Exchange: 2, NoAction: 3 } as const;
/** SS-9.4: cards dealt per wizard, and the most a seat may hold per wizard it controls. */
export const DEAL = 2;
export const HAND_LIMIT = 3;
/** SS-3.3, SS-7.2, SS-8.2: the die. */
export const DIE = 8;

export const teamOf = (wizard: number): number => wizard >> 1;

export function newState(o: SupernaturalOptions, seats: number, rng: Rng): SsState {
  const controller = controllers(seats);
  const teams = teamSeats(seats);
  const teamOfSeat = Array.from({ length: seats }, (_, p) => (teams[0]?.includes(p) ? 0 : 1));
  const wizardsOf = Array.from(
    { length: seats },
    (_, p) => controller.filter((c) => c === p).length,
  );
  return {
    seats,
    firstEdition: o.edition === EDITION_1_0,
    target: o.target,
    rng,
    controller,
    teamOfSeat,
    wizardsOf,
    cellOf: STARTS.slice(),
    wizardAt: new Int8Array(CELLS).fill(NONE),
    ball: CENTRE,
    carrier: NONE,
    scores: [0, 0],
    round: 1,
    turnTeam: 0,
    phase: 0,
    turns: 0,
    step: Step.Commit,
    commits: new Array<number>(WIZARDS).fill(NONE),
    done: new Array<boolean>(WIZARDS).fill(false),
    stopped: 0,
    deferred: NONE,
    current: NONE,
    attacked: new Array<boolean>(WIZARDS).fill(false),
    declined: new Array<boolean>(WIZARDS).fill(false),
    hands: new Array<number>(seats * KIND_COUNT).fill(0),
    fresh: new Array<number>(seats * KIND_COUNT).fill(0),
    deck: [],
    discard: [],
    chainKind: [],
    chainTarget: [],
    chainSeat: [],
    passed: new Array<boolean>(seats).fill(false),
    windowKind: 0,
    resume: Step.Act,
    ghost: false,
    heavy: false,
    long: false,
    lastCombat: NONE,
    rollOff: [0, 0],
    version: 0,
    reachOf: NONE,
    reachAt: NONE,
    ...newScratch(),
    actorBuffer: [],
    windowBuffer: { kind: 'reveal', pass: PASS, chain: 0 },
  };
}

/** SS-2.4, SS-4.1: every wizard on its starting space, the ball loose on the centre hex. */
export function startRound(s: SsState): void {
  s.wizardAt.fill(NONE);
  STARTS.forEach((cell, w) => {
    s.cellOf[w] = cell;
    s.wizardAt[cell] = w;
  });
  s.ball = CENTRE;
  s.carrier = NONE;
  s.version++;
}

/** SS-3.3: the roll-off, rolled again while tied; the higher die plays first. */
export function rollOff(s: SsState): void {
  do {
    s.rollOff[0] = s.rng.int(DIE) + 1;
    s.rollOff[1] = s.rng.int(DIE) + 1;
  } while (s.rollOff[0] === s.rollOff[1]);
  s.turnTeam = s.rollOff[0] > s.rollOff[1] ? 0 : 1;
}

/** SS-9.4: the whole deck shuffled, two cards dealt per wizard. */
export function deal(s: SsState): void {
  deckCounts(s.firstEdition).forEach((count, kind) => {
    for (let k = 0; k < count; k++) s.deck.push(kind);
  });
  s.rng.shuffle(s.deck);
  for (let w = 0; w < WIZARDS; w++) for (let k = 0; k < DEAL; k++) draw(s, s.controller[w] as Seat);
}

/**
 * SS-9.4: the most cards `seat` may hold before it stops drawing: three per wizard it controls,
 * but five for the lone player of a three-player game (SS-3.2; 1.0.0: six).
 */
export function handLimit(s: SsState, seat: Seat): number {
  const wizards = s.wizardsOf[seat] as number;
  const lone = s.seats === 3 && wizards === 2 && !s.firstEdition;
  return HAND_LIMIT * wizards - (lone ? 1 : 0);
}

export const handSize = (s: SsState, seat: Seat): number => {
  let n = 0;
  for (let kind = 0; kind < KIND_COUNT; kind++) n += s.hands[handIndex(seat, kind)] as number;
  return n;
};

/** SS-9.4: the top card into `seat`'s hand, the discards reshuffled when the deck is empty. */
function draw(s: SsState, seat: Seat): number {
  if (s.deck.length === 0) {
    for (const kind of s.discard) s.deck.push(kind);
    s.discard.length = 0;
    s.rng.shuffle(s.deck);
  }
  const kind = s.deck.pop();
  if (kind === undefined) return NONE;
  add(s.hands, handIndex(seat, kind), 1);
  return kind;
}

/**
 * SS-5.1, SS-9.4: a team's turn: attacks allowed again, its players draw (except in the game's
 * first turn), phase one.
 */
export function startTurn(s: SsState, team: number): void {
  s.turnTeam = team;
  s.phase = 0;
  s.turns++;
  s.attacked.fill(false);
  // SS-9.4: no draw in the game's first turn (1.0.0 drew there too, opening 6 cards to 4).
  if (s.turns === 1 && !s.firstEdition) {
    startPhase(s);
    return;
  }
  for (let w = 2 * team; w < 2 * team + 2; w++) {
    const seat = s.controller[w] as Seat;
    if (handSize(s, seat) < handLimit(s, seat)) draw(s, seat);
  }
  startPhase(s);
}

function startPhase(s: SsState): void {
  s.commits.fill(NONE);
  s.done.fill(false);
  s.declined.fill(false);
  s.stopped = 0;
  s.deferred = NONE;
  s.current = NONE;
  s.step = Step.Commit;
}

/** The seats that must (or, in a window, may) act now, ascending. */
export function actors(s: SsState): readonly Seat[] {
  const out = s.actorBuffer;
  while (out.length > 0) out.pop();
  if (s.step === Step.Commit) {
    for (let seat = 0; seat < s.seats; seat++) if (nextToCommit(s, seat) !== NONE) out.push(seat);
  } else if (s.step === Step.Window) {
    for (let seat = 0; seat < s.seats; seat++) if (isAsked(s, seat)) out.push(seat);
  } else if (s.step !== Step.Over) out.push(s.controller[s.current] as Seat);
  return out;
}

/** SS-5.2: the acting team's wizard `seat` commits for next, or -1. */
export function nextToCommit(s: SsState, seat: Seat): number {
  for (let w = 2 * s.turnTeam; w < 2 * s.turnTeam + 2; w++)
    if (s.controller[w] === seat && s.commits[w] === NONE) return w;
  return NONE;
}

export function apply(s: SsState, seat: Seat, action: number, events?: GameEvent[]): void {
  if (s.step === Step.Commit) commit(s, seat, action - COMMIT, events);
  else if (s.step === Step.Window) answer(s, seat, action, events);
  else if (s.step === Step.Combat) combat(s, action === ATTACK ? rollPair(s.rng) : NONE, events);
  else if (action >= KICK && action < EXCHANGE) kick(s, action - KICK, s.rng.int(DIE) + 1, events);
  else if (action === LET_FIRST) letFirst(s, events);
  else carryOut(s, action, events);
  s.version++;
}

/** Both combat dice as one outcome: attacker's die × 8 + defender's die, from 0. */
const rollPair = (rng: Rng): number => rng.int(DIE * DIE);

export function applyOutcome(
  s: SsState,
  seat: Seat,
  action: number,
  outcome: number,
  events?: GameEvent[],
): void {
  if (s.step === Step.Combat && action === ATTACK) combat(s, outcome, events);
  else if (s.step === Step.Act && action >= KICK && action < EXCHANGE)
    kick(s, action - KICK, outcome + 1, events);
  else apply(s, seat, action, events);
  s.version++;
}

function commit(s: SsState, seat: Seat, card: number, events?: GameEvent[]): void {
  const w = nextToCommit(s, seat);
  s.commits[w] = card;
  events?.push({
    kind: 'commit',
    seat,
    text: `${seatRef(seat)} commits an action card for wizard ${WIZARD_NAMES[w]}.`,
  });
  // SS-5.3: the card itself is told to the committer alone; a teammate sees it in its view.
  events?.push({
    kind: 'own-commit',
    seat,
    text: `${seatRef(seat)} commits ${ACTION_CARD_NAMES[ACTION_CARDS[card] ?? 'move']} for wizard ${WIZARD_NAMES[w]}.`,
    visibleTo: [seat],
    data: { wizard: w, card },
  });
  for (let v = 2 * s.turnTeam; v < 2 * s.turnTeam + 2; v++) if (s.commits[v] === NONE) return;
  if (s.firstEdition) {
    reveal(s, events);
    return;
  }
  // SS-10.1: a pause with the cards chosen and not yet shown; the reveal follows its chain.
  openWindow(s, 'committed', Step.Commit, events);
  advance(s, events);
}

/** SS-5.3: both cards shown at once; the reveal is a window point (SS-10.1). */
function reveal(s: SsState, events?: GameEvent[]): void {
  const first = 2 * s.turnTeam;
  if (events) {
    const names = [first, first + 1].map(
      (w) =>
        `wizard ${WIZARD_NAMES[w]} ${ACTION_CARD_NAMES[ACTION_CARDS[s.commits[w] as number] ?? 'move']}`,
    );
    events.push({
      kind: 'reveal',
      text: `${TEAM_NAMES[s.turnTeam]} reveal: ${names.join(', ')}.`,
      data: { team: s.turnTeam, cards: [s.commits[first], s.commits[first + 1]] },
    });
  }
  openWindow(s, 'reveal', Step.Act, events);
  advance(s, events);
}

function openWindow(s: SsState, kind: WindowKind, resume: Step, events?: GameEvent[]): void {
  s.step = Step.Window;
  s.windowKind = WINDOW_KINDS.indexOf(kind);
  s.resume = resume;
  s.passed.fill(false);
  events?.push({
    kind: WINDOW_POINT,
    text: 'Game Changers may be played.',
    data: { window: kind },
  });
}

/** SS-10.2/10.3: a pass, or a Game Changer played as the chain's next link. */
function answer(s: SsState, seat: Seat, action: number, events?: GameEvent[]): void {
  if (action === PASS) {
    s.passed[seat] = true;
    // SS-10.3: who is asked is public (it depends on hand sizes only), and so is a pass.
    events?.push({ kind: 'pass', seat, text: `${seatRef(seat)} passes.` });
  } else {
    const { kind, target } = decodePlay(action);
    add(s.hands, handIndex(seat, kind), -1);
    s.chainKind.push(kind);
    s.chainTarget.push(target);
    s.chainSeat.push(seat);
    s.passed.fill(false);
    events?.push({
      kind: 'play',
      seat,
      text: `${seatRef(seat)} plays ${playText(kind, target)}.`,
      data: { card: kind, target, link: s.chainKind.length },
    });
  }
  advance(s, events);
}

/**
 * SS-5.4: whether the current wizard may let its teammate's action go first: both chose an
 * action that is not a kick and asks something (Move, or Exchange with a card to give), and
 * neither has let the other go first yet. Not in 1.0.0.
 */
export function mayLetFirst(s: SsState): boolean {
  if (s.firstEdition || s.deferred !== NONE || s.current === NONE) return false;
  const mate = s.current ^ 1;
  if (s.done[mate]) return false;
  const card = s.commits[mate];
  return (
    card === Card.Move || (card === Card.Exchange && handSize(s, s.controller[mate] as Seat) > 0)
  );
}

/** SS-5.4: the current wizard waits; its teammate's action is carried out first. */
function letFirst(s: SsState, events?: GameEvent[]): void {
  const w = s.current;
  s.deferred = w;
  s.current = NONE;
  events?.push({
    kind: 'let-first',
    seat: s.controller[w],
    text: `Wizard ${WIZARD_NAMES[w]} lets wizard ${WIZARD_NAMES[w ^ 1]} go first.`,
    data: { wizard: w },
  });
  advance(s, events);
}

/** SS-6, SS-7.4: a move (or staying put) or an exchange, then a window point. */
function carryOut(s: SsState, action: number, events?: GameEvent[]): void {
  const w = s.current;
  const seat = s.controller[w] as Seat;
  if (action === STAY) {
    events?.push({
      kind: 'move',
      seat,
      text: `Wizard ${WIZARD_NAMES[w]} stays on ${cellName(s.cellOf[w] as number)}.`,
      data: { wizard: w, from: s.cellOf[w], to: s.cellOf[w] },
    });
  } else if (action < KICK) {
    const from = s.cellOf[w] as number;
    const to = action - MOVE;
    const took = s.carrier !== w && s.ball === to;
    place(s, w, to);
    events?.push({
      kind: 'move',
      seat,
      text: `Wizard ${WIZARD_NAMES[w]} moves ${cellName(from)}–${cellName(to)}${took ? ' and takes the ball' : ''}.`,
      data: { wizard: w, from, to },
    });
  } else exchange(s, seat, action - EXCHANGE, events);
  finishAction(s, w, events);
}

/** SS-7.4: a Game Changer discarded face up, one drawn that waits for the phase's end. */
function exchange(s: SsState, seat: Seat, kind: number, events?: GameEvent[]): void {
  const i = handIndex(seat, kind);
  add(s.hands, i, -1);
  // SS-7.4 RULING: of two cards of a kind, one drawn this phase, the fresh one goes; 1.0.0
  // gave away the playable one.
  s.fresh[i] = s.firstEdition
    ? Math.min(s.fresh[i] as number, s.hands[i] as number)
    : Math.max(0, (s.fresh[i] as number) - 1);
  s.discard.push(kind);
  const drawn = draw(s, seat);
  if (drawn !== NONE) add(s.fresh, handIndex(seat, drawn), 1);
  events?.push({
    kind: 'exchange',
    seat,
    text: `${seatRef(seat)} discards ${CHANGERS[kind]?.name} and draws a Game Changer.`,
    data: { card: kind },
  });
  if (drawn !== NONE)
    events?.push({
      kind: 'draw',
      seat,
      text: `${seatRef(seat)} draws ${CHANGERS[drawn]?.name}.`,
      visibleTo: [seat],
      data: { card: drawn },
    });
}

/**
 * SS-7.2/7.3: the carrier kicks along `direction`: the die (halved for Heavy Ball, plus 2 for
 * Long Ball) says how far; Ghost Ball lets it through wizards.
 */
/** SS-7.2, SS-9.2: the hexes a kick of `roll` flies: half, rounded up, under Heavy Ball; 2 more under Long Ball. */
export function kickSteps(s: SsState, roll: number): number {
  const steps = s.heavy ? Math.ceil(roll / 2) : roll;
  return s.long ? steps + 2 : steps;
}

function kick(s: SsState, direction: number, roll: number, events?: GameEvent[]): void {
  const w = s.current;
  const steps = kickSteps(s, roll);
  const from = s.ball;
  const path = fly(s, direction, steps, s.ghost);
  s.ghost = s.heavy = s.long = false;
  events?.push({
    kind: 'kick',
    seat: s.controller[w],
    text: `Wizard ${WIZARD_NAMES[w]} kicks ${DIRECTION_NAMES[direction]} and rolls ${roll}: the ball lands on ${cellName(s.ball)}${s.carrier === NONE ? '' : `, taken by wizard ${WIZARD_NAMES[s.carrier]}`}.`,
    data: { wizard: w, direction, roll, steps, from, path },
  });
  finishAction(s, w, events);
}

function finishAction(s: SsState, w: number, events?: GameEvent[]): void {
  s.done[w] = true;
  s.current = NONE;
  openWindow(s, 'action', Step.Act, events);
  advance(s, events);
}

/**
 * SS-8.2–8.4: the attacker (s.current) against the carrier, both dice in `pair` (attacker × 8 +
 * defender), or NONE when the attacker lets the chance go.
 */
function combat(s: SsState, pair: number, events?: GameEvent[]): void {
  const a = s.current;
  s.current = NONE;
  if (pair === NONE) {
    s.declined[a] = true;
    advance(s, events);
    return;
  }
  const d = s.carrier;
  s.lastCombat = pair;
  const attack = Math.floor(pair / DIE) + 1;
  const defence = (pair % DIE) + 1;
  s.attacked[a] = true;
  let text: string;
  if (attack === DIE || defence === DIE) {
    // SS-8.4: a foul sends its wizard home; the fouled carrier leaves the ball on its hex.
    sendHome(s, (attack === DIE ? 1 << a : 0) | (defence === DIE ? 1 << d : 0));
    text =
      attack === DIE && defence === DIE
        ? 'both foul'
        : `wizard ${WIZARD_NAMES[attack === DIE ? a : d]} fouls`;
  } else if (attack >= defence) {
    // SS-8.3: the winner takes the ball onto its own hex.
    s.carrier = a;
    s.ball = s.cellOf[a] as number;
    text = `wizard ${WIZARD_NAMES[a]} wins the ball`;
  } else text = `wizard ${WIZARD_NAMES[d]} keeps the ball`;
  events?.push({
    kind: 'combat',
    seat: s.controller[a],
    text: `Wizard ${WIZARD_NAMES[a]} attacks wizard ${WIZARD_NAMES[d]}: ${attack} against ${defence}, ${text}.`,
    data: { attacker: a, defender: d, rolls: [attack, defence] },
  });
  s.version++;
  openWindow(s, 'combat', Step.Combat, events);
  advance(s, events);
}

/**
 * SS-5.4: the wizard whose action comes next: non-kicks in wizard order unless the first let
 * its teammate go first, then kicks, carrier first.
 */
function nextAction(s: SsState): number {
  const first = 2 * s.turnTeam;
  const lead = s.deferred === first ? first + 1 : first;
  if (!s.done[lead] && s.commits[lead] !== Card.Kick) return lead;
  if (!s.done[lead ^ 1] && s.commits[lead ^ 1] !== Card.Kick) return lead ^ 1;
  if (s.carrier >= first && s.carrier < first + 2 && !s.done[s.carrier]) return s.carrier;
  for (let w = first; w < first + 2; w++) if (!s.done[w]) return w;
  return NONE;
}

/** SS-8.1/8.2: the next wizard that may attack the carrier: the acting team's first. */
export function nextAttacker(s: SsState): number {
  if (s.carrier === NONE) return NONE;
  for (let k = 0; k < WIZARDS; k++) {
    const w = (2 * s.turnTeam + k) % WIZARDS;
    if (teamOf(w) === teamOf(s.carrier) || s.attacked[w] || s.declined[w]) continue;
    if (adjacent(s.cellOf[w] as number, s.ball)) return w;
  }
  return NONE;
}

/** Plays on by itself until somebody must or may decide. */
function advance(s: SsState, events?: GameEvent[]): void {
  for (;;) {
    if (s.step === Step.Window) {
      if (actors(s).length > 0) return;
      s.windowBuffer.chain = 0;
      resolveChain(s, events);
      s.version++;
      s.step = s.resume;
      if (s.step === Step.Commit) {
        reveal(s, events);
        return;
      }
    } else if (s.step === Step.Act) {
      const w = nextAction(s);
      if (w === NONE) s.step = Step.Combat;
      else if (mustDecide(s, w, events)) {
        s.current = w;
        return;
      } else s.done[w] = true;
    } else if (s.step === Step.Combat) {
      const w = nextAttacker(s);
      if (w !== NONE) {
        s.current = w;
        return;
      }
      endPhase(s, events);
    } else return;
  }
}

/** Whether wizard `w`'s committed card asks its controller something (SS-5.4, SS-7.1, SS-7.4). */
function mustDecide(s: SsState, w: number, events?: GameEvent[]): boolean {
  const card = s.commits[w];
  const seat = s.controller[w] as Seat;
  if (card === Card.Move) return true;
  if (card === Card.Kick) {
    if (s.carrier === w) return true;
    events?.push({ kind: 'no-kick', seat, text: `Wizard ${WIZARD_NAMES[w]} has no ball to kick.` });
    return false;
  }
  if (card === Card.Exchange) {
    if (handSize(s, seat) > 0) return true;
    events?.push({
      kind: 'no-exchange',
      seat,
      text: `${seatRef(seat)} has no Game Changer to exchange.`,
    });
  }
  return false;
}

/** SS-4.2/4.4: the phase ends: a point if the ball is in a goal zone, else the next phase or turn. */
function endPhase(s: SsState, events?: GameEvent[]): void {
  s.fresh.fill(0);
  s.ghost = s.heavy = s.long = false;
  const zone = GOAL_OF[s.ball] as number;
  if (zone !== NONE) {
    const scorer = 1 - zone;
    add(s.scores, scorer, 1);
    events?.push({
      kind: 'goal',
      text: `Goal for ${TEAM_NAMES[scorer]}! ${TEAM_NAMES[0]} ${s.scores[0]}, ${TEAM_NAMES[1]} ${s.scores[1]}.`,
      data: { team: scorer, scores: s.scores.slice() },
    });
    if ((s.scores[scorer] as number) >= s.target) {
      s.step = Step.Over;
      return;
    }
    s.round++;
    startRound(s);
    startTurn(s, zone);
  } else if (s.phase === 0) {
    s.phase = 1;
    startPhase(s);
  } else startTurn(s, 1 - s.turnTeam);
}
