/**
 * One game at the terminal. People choose at a numbered prompt, bots choose at once; every
 * action goes through `applyChecked`, as at any boundary. Before each person decides they see
 * what happened since their last turn (only what they may see), the table as their view
 * describes it, and their legal actions.
 */
import type { Agent, Decision } from '../../core/agent.ts';
import { askedNext } from '../../core/asking-order.ts';
import { applyChecked, setupChecked } from '../../core/checked.ts';
import { SPECTATOR, type Action, type AnyGame, type Seat } from '../../core/game.ts';
import { agentSeeds } from '../../core/match.ts';
import { makeRecord, type GameRecord, type RecordedAction } from '../../core/record.ts';
import { fillSeats } from '../../core/seat-words.ts';
import { seatName } from '../../core/seats.ts';
import { unwrap } from '../failure.ts';
import { outcomeLines } from '../format/outcome.ts';
import type { Table } from '../parse/table.ts';
import { QUIT, readAnswer } from './answer.ts';
import { EventLog } from './event-log.ts';
import type { Terminal } from './terminal.ts';

export interface PlayResult {
  readonly record: GameRecord;
  /** False when the input ended or a person quit before full time. */
  readonly finished: boolean;
}

export async function playAtTerminal(
  table: Table,
  seed: string,
  terminal: Terminal,
): Promise<PlayResult> {
  const session = openSession(table, seed, terminal);
  const finished = await playUntilDone(session);
  if (finished) printFullTime(session);
  const { engine, state, options, actions } = session;
  const seats = table.seats.map((plan, seat) => ({ name: seatName(seat), agent: plan.descriptor }));
  const record = makeRecord(engine, state, {
    options: options as Record<string, unknown>,
    seats,
    seed,
    actions,
  });
  return { record, finished };
}

/** The engine's words as the terminal shows them: its seats are named 'Seat 1', 'Seat 2' … */
const words = (text: string): string => fillSeats(text, seatName);

interface Session {
  readonly engine: AnyGame;
  readonly state: unknown;
  readonly options: unknown;
  /** The seats as the table shows them, e.g. 'Seat 2 (bot:heuristic)'. */
  readonly players: readonly string[];
  /** Each seat's bot, or undefined where a person sits. */
  readonly bots: readonly (Agent | undefined)[];
  readonly humans: readonly Seat[];
  readonly log: EventLog;
  readonly terminal: Terminal;
  readonly actions: RecordedAction[];
}

function openSession(table: Table, seed: string, terminal: Terminal): Session {
  const engine = table.game.engine;
  const seats = table.seats.length;
  const { state, options } = unwrap(setupChecked(engine, { options: table.options, seats, seed }));
  // Bot seeds come from the game's seed exactly as in runMatch, so a seed means one game.
  const seeds = agentSeeds(seed, seats);
  const humans = table.seats.flatMap((plan, seat) => (plan.bot ? [] : [seat]));
  return {
    engine,
    state,
    options,
    players: table.seats.map((plan, seat) => `${seatName(seat)} (${plan.descriptor})`),
    bots: table.seats.map((plan, seat) => plan.bot?.(seat, seeds[seat] ?? seed)),
    humans,
    log: new EventLog([SPECTATOR, ...humans]),
    terminal,
    actions: [],
  };
}

/** Plays until full time (true) or until the input ends or a person quits (false). */
async function playUntilDone(session: Session): Promise<boolean> {
  const { engine, state, players, bots, log, terminal } = session;
  for (;;) {
    const actors = engine.actors(state);
    if (actors.length === 0) return true;
    // Asked in the order runMatch asks (secret picks lowest seat first; windows fairly).
    const seat = askedNext(engine, state, actors, session.actions.length);
    const bot = bots[seat];
    const action = bot ? botAction(session, seat, bot) : await humanAction(session, seat);
    if (action === undefined) return false;
    // A label may name a secret choice (a card, a hidden call): where the game hides anything,
    // the table learns what happened from the public events alone.
    if (!engine.facts.hiddenInformation) {
      terminal.say(`${players[seat] ?? ''}: ${words(engine.actionLabel(state, seat, action))}`);
    }
    log.add(unwrap(applyChecked(engine, state, seat, action)));
    session.actions.push([seat, action]);
    printLog(terminal, log.take(SPECTATOR));
  }
}

function botAction(session: Session, seat: Seat, bot: Agent): Action {
  const { engine, state } = session;
  const legal = engine.legalActions(state, seat);
  const decision: Decision<unknown> = {
    seat,
    legal,
    get view() {
      return engine.view(state, seat);
    },
    label: (action) => engine.actionLabel(state, seat, action),
  };
  const action = bot.act(decision);
  if (!legal.includes(action))
    throw new Error(`the bot in ${seatName(seat)} chose illegal action ${action}`);
  return action;
}

/** The chosen action, or undefined when the input ended or the person quit. */
async function humanAction(session: Session, seat: Seat): Promise<Action | undefined> {
  const { engine, state, terminal, log } = session;
  const legal = engine.legalActions(state, seat);
  terminal.say('');
  terminal.say(`── ${session.players[seat] ?? ''}, your turn ──`);
  const news = log.take(seat);
  if (news.length) {
    terminal.say('Only you may see:');
    printLog(terminal, news);
  }
  terminal.say(words(engine.describe(engine.view(state, seat))));
  legal.forEach((action, i) => {
    terminal.say(`  ${i + 1}. ${words(engine.actionLabel(state, seat, action))}`);
  });
  const prompt = `${seatName(seat)}, choose 1-${legal.length} (q to quit): `;
  for (;;) {
    const line = await terminal.ask(prompt);
    if (line === undefined) return undefined;
    const answer = readAnswer(line, legal.length);
    if (answer === QUIT) return undefined;
    if (answer !== undefined) return legal[answer];
    terminal.say(`Please answer with a number from 1 to ${legal.length}, or q to quit.`);
  }
}

function printFullTime(session: Session): void {
  const { engine, state, terminal, log } = session;
  terminal.say('');
  terminal.say('── Full time ──');
  printLog(terminal, log.take(SPECTATOR));
  terminal.say(words(engine.describe(engine.view(state, SPECTATOR))));
  const outcome = engine.outcome(state);
  if (outcome) for (const line of outcomeLines(outcome, session.players)) terminal.say(line);
}

function printLog(terminal: Terminal, lines: readonly string[]): void {
  for (const line of lines) terminal.say(`  ${words(line)}`);
}
