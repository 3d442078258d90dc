/**
 * The Golazo browser tests' people (golazo-play.ts's `decide`) played through the engine
 * alone, with no browser: each decision is made from the legal choices the page would offer
 * (the same labels and infos) by the same rules — an aim at the first target or a cover of the
 * last ones, the first playable card (a response window's answer too), the forward-minded move,
 * the board's buttons in the same order. (A window's Continue is no action of the game: it only
 * lets a seat's stop setting go.) A seed is then chosen so that the tests' play reaches a
 * shot instead of full time, and the browser tests play the same match every run.
 */
import type { Action, AnyGame, GameEvent, Seat } from '../../src/core/game.ts';
import { setupChecked } from '../../src/core/checked.ts';
import { fillSeats } from '../../src/core/seat-words.ts';
import type { GolazoView } from '../../src/games/golazo/view.ts';
import type { LegalChoice } from '../src/protocol.ts';
import { boardButtons, handCards, handManager } from '../src/games/golazo/controls.ts';
import { coverCount, goalOffer, saveFor } from '../src/games/golazo/goal.ts';
import { ballCell, homeTeam } from '../src/games/golazo/pitch.ts';
import { buttonOrder, forward, pitchMove, type Chooser, type PitchMove } from './golazo-play.ts';
import { engineOf } from './stored-table.ts';

/** The log's events that begin a seat's count of moves (the `starts` a look reads, golazo-play.ts). */
const STARTS = new Set(['roll', 'kick-off', 'draw']);

/** One decision of a rehearsed match. */
export interface Step {
  readonly seat: Seat;
  readonly action: Action;
  /** A move from one cell to another (one the other person's pitch shows landing). */
  readonly across: boolean;
  /** A secret pick on the goal. */
  readonly pick: boolean;
  /** It began moves (a roll, a kick-off, a card drawn): each seat's count of moves starts again. */
  readonly starts: boolean;
}

/** How a rehearsed match went: the log lines the seats saw, and what the tests need of it. */
export interface Rehearsal {
  readonly seed: string;
  /** Whether both secret picks of a shot were made before full time. */
  readonly shot: boolean;
  /** Whether the match ended (at full time, with no shot). */
  readonly fullTime: boolean;
  /** Moves from one cell to another (those the other person's pitch shows landing). */
  readonly movesAcross: number;
  /** Every public event in words, seats by their names, e.g. 'Bo: #2 dribbles e8–e7.'. */
  readonly log: readonly string[];
  /** Every decision, in order: a table stored with the first n of them opens at the n+1st. */
  readonly steps: readonly Step[];
}

interface Seated {
  readonly how: Chooser;
  moves: number;
  starts: number;
}

function choicesOf(game: AnyGame, state: unknown, seat: Seat, names: readonly string[]) {
  return game.legalActions(state, seat).map((action): LegalChoice => ({
    action,
    label: fillSeats(game.actionLabel(state, seat, action), (s) => names[s] ?? ''),
    info: game.actionInfo(state, seat, action),
  }));
}

/** The goal's pick `pickOnGoal` clicks: the first target aimed, or the last ones covered. */
function goalPick(legal: readonly LegalChoice[]): Action | undefined {
  const offer = goalOffer(legal);
  if (offer.aims.size > 0) return offer.aims.get(0)?.action;
  const cover = coverCount(offer);
  if (cover === 0) return undefined;
  const picked = Array.from({ length: cover }, (_, i) => 5 - i);
  return saveFor(offer, picked)?.action;
}

/** The card or manager's ability `decide` clicks: the first playable in the hand. */
function handPlay(view: GolazoView, legal: readonly LegalChoice[]): Action | undefined {
  const card = handCards(view, legal).find((c) => c.play)?.play;
  const ability = handManager(view, legal)?.abilities.find((a) => a.play)?.play;
  return (card ?? ability)?.action;
}

/** The move `decide` plays on the pitch, or null when it ends the moves or presses a button. */
function pitchPlay(view: GolazoView, legal: readonly LegalChoice[], seated: Seated) {
  const labels = legal.map((c) => c.label);
  const moves = labels.map(pitchMove).filter((m): m is PitchMove => m !== null);
  const canEnd = labels.includes('End the moves');
  const attacking = moves.some((m) => m.kind === 'pass' || m.kind === 'dribble');
  const tired =
    seated.moves >= seated.how.movesPerTurn || (seated.how.standsOff === true && !attacking);
  if (canEnd && tired) return null;
  const ball = ballCell(view, homeTeam(view.viewer)).cell;
  const move = forward(moves, seated.how.team, ball);
  return move && legal.find((c) => c.label === move.label);
}

function buttonPress(legal: readonly LegalChoice[], how: Chooser): Action | undefined {
  const buttons = boardButtons(legal);
  for (const name of buttonOrder(how)) {
    const button = buttons.find((c) => name.test(c.label));
    if (button) return button.action;
  }
  return undefined;
}

/** The seat's decision as `decide` makes it; `across` for a move from one cell to another. */
function decision(game: AnyGame, state: unknown, seat: Seat, seated: Seated, names: string[]) {
  const legal = choicesOf(game, state, seat, names);
  const view = game.view(state, seat) as GolazoView;
  const pick = goalPick(legal);
  if (pick !== undefined) return { action: pick, across: false, pick: true };
  const played = handPlay(view, legal);
  if (played !== undefined) return { action: played, across: false };
  const move = pitchPlay(view, legal, seated);
  if (move) {
    seated.moves++;
    return { action: move.action, across: (pitchMove(move.label)?.from ?? -1) >= 0 };
  }
  const pressed = buttonPress(legal, seated.how);
  if (pressed === undefined) throw new Error(`${names[seat] ?? seat} has nothing to click`);
  return { action: pressed, across: false };
}

/**
 * Plays the tests' people from `seed` until both secret picks of a shot are made, or the match
 * ends, or `bound` decisions were made. `names` by seat, e.g. ['Ana', 'Bo'], or four for 2v2
 * (GZ-12.1: even seats are the Reds).
 */
export function rehearse(
  seed: string,
  names: readonly string[],
  movesPerTurn = 5,
  bound = 5_000,
): Rehearsal {
  const game = engineOf('golazo');
  const setup = setupChecked(game, { options: {}, seats: names.length, seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const state = setup.value.state;
  const seats: Seated[] = names.map((_, seat) => ({
    how: { team: seat % 2, movesPerTurn, crosses: false, standsOff: true },
    moves: 0,
    starts: 0,
  }));
  const events: GameEvent[] = [];
  const steps: Step[] = [];
  let [picks, movesAcross, last] = [0, 0, 0];
  for (let step = 0; step < bound && picks < 2 && game.outcome(state) === undefined; step++) {
    // As in the tests, whoever has just decided decides again first (the shooter picks first).
    const actors = game.actors(state);
    const seat = actors.includes(last) ? last : actors[0];
    const seated = seat === undefined ? undefined : seats[seat];
    if (seat === undefined || !seated) throw new Error(`${seed}: nobody decides`);
    const starts = events.filter((e) => STARTS.has(e.kind)).length;
    if (starts !== seated.starts) [seated.moves, seated.starts] = [0, starts];
    const made = decision(game, state, seat, seated, [...names]);
    const before = events.length;
    game.apply(state, seat, made.action, events);
    const began = events.slice(before).some((e) => STARTS.has(e.kind));
    steps.push({
      seat,
      action: made.action,
      across: made.across,
      pick: 'pick' in made,
      starts: began,
    });
    last = seat;
    if (made.across) movesAcross++;
    if ('pick' in made) picks++;
  }
  const log = events
    .filter((e) => e.text !== '' && e.visibleTo === undefined)
    .map((e) => fillSeats(e.text, (s) => names[s] ?? ''));
  const fullTime = game.outcome(state) !== undefined;
  return { seed, shot: picks === 2, fullTime, movesAcross, log, steps };
}

/**
 * The first seed `${name}-0`, `${name}-1` … whose rehearsed match reaches a shot after three
 * moves across at least (the online test watches that many land on the other's pitch).
 */
export function findShotSeed(name: string, names: readonly string[], tries = 20): Rehearsal {
  for (let i = 0; i < tries; i++) {
    const rehearsal = rehearse(`${name}-${String(i)}`, names);
    if (rehearsal.shot && rehearsal.movesAcross >= 3) return rehearsal;
  }
  throw new Error(
    `No Golazo match seeded ${name}-0 to ${name}-${String(tries - 1)} reached a shot`,
  );
}
