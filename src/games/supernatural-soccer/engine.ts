/** Supernatural Soccer behind the Matchday protocol: the parts joined. */
import type { ActionInfo, ActionOutcome, Game, Seat } from '../../core/game.ts';
import { placesFromScores } from '../../core/seats.ts';
import { DIRECTION_NAMES, GOAL_OF, NONE, cellName } from './board.ts';
import {
  ATTACK,
  COMMIT,
  DECLINE,
  EXCHANGE,
  KICK,
  LET_FIRST,
  MOVE,
  PASS,
  STAY,
  decodePlay,
  SS_ACTIONS,
} from './actions.ts';
import { playText, targetParts } from './changers.ts';
import { describe } from './describe.ts';
import { SUPERNATURAL_FACTS, type SupernaturalOptions } from './facts.ts';
import { legalActions } from './legal.ts';
import { flight, pathTo, reach } from './moves.ts';
import {
  actors,
  apply,
  applyOutcome,
  deal,
  DIE,
  kickSteps,
  newState,
  rollOff,
  startRound,
  startTurn,
} from './rules.ts';
import { newScratch, Step, WINDOW_KINDS, type SsState } from './state.ts';
import { buildView, stateFromView, type SupernaturalView } from './view.ts';
import {
  ACTION_CARD_NAMES,
  ACTION_CARDS,
  CHANGERS,
  TEAM_NAMES,
  WIZARD_NAMES,
} from './vocabulary.ts';

const EIGHT_FACES: readonly number[] = Object.freeze(new Array<number>(DIE).fill(1 / DIE));
const TWO_DICE: readonly number[] = Object.freeze(
  new Array<number>(DIE * DIE).fill(1 / (DIE * DIE)),
);

function actionInfo(s: SsState, seat: Seat, action: number): ActionInfo {
  const info = baseInfo(s, action);
  const team = s.teamOfSeat[seat];
  const outcomes = outcomesOf(s, action);
  return { ...info, ...(team === undefined ? {} : { team }), ...(outcomes ? { outcomes } : {}) };
}

const changerName = (kind: number): string => CHANGERS[kind]?.name ?? `Game Changer ${kind}`;

function baseInfo(s: SsState, action: number): ActionInfo {
  const w = s.current;
  if (action < STAY) return { kind: 'commit', index: action - COMMIT };
  if (action === STAY)
    return { kind: 'stay', piece: w, from: s.cellOf[w], to: s.cellOf[w], path: [] };
  if (action < KICK) {
    reach(s, w);
    const to = action - MOVE;
    return { kind: 'move', piece: w, from: s.cellOf[w], to, path: pathTo(s, to) };
  }
  if (action < EXCHANGE)
    return { kind: 'kick', piece: w, index: action - KICK, side: DIRECTION_NAMES[action - KICK] };
  if (action < ATTACK)
    return { kind: 'exchange', card: action - EXCHANGE, cardName: changerName(action - EXCHANGE) };
  if (action === ATTACK) return { kind: 'attack', piece: w, targets: [s.carrier] };
  if (action === DECLINE) return { kind: 'decline', piece: w };
  if (action === PASS) return { kind: 'pass' };
  if (action === LET_FIRST) return { kind: 'let-first', piece: w };
  const { kind, target } = decodePlay(action);
  return {
    kind: 'play',
    card: kind,
    cardName: changerName(kind),
    index: target,
    targets: targetParts(kind, target),
  };
}

/**
 * What the dice may make of a kick (SS-7.2/7.3: where each face lands the ball, by the engine's
 * own flight) or an attack (SS-8.2–8.4), in the order of `chance`; undefined for the rest.
 */
function outcomesOf(s: SsState, action: number): ActionOutcome[] | undefined {
  const odds = supernaturalSoccer.chance?.(s, s.controller[s.current] ?? 0, action);
  if (!odds) return undefined;
  if (action === ATTACK) return odds.map((p, pair) => ({ p, text: combatText(pair) }));
  const from = s.ball;
  return odds.map((p, face) => {
    const passed = flight(s, action - KICK, kickSteps(s, face + 1), s.ghost);
    const to = passed.length > 0 ? (passed[passed.length - 1] as number) : from;
    return { p, to, path: passed.slice(0, -1), text: landingText(s, to) };
  });
}

/** SS-8.3, SS-8.4: a combat roll's result from the attacker's side. */
function combatText(pair: number): string {
  const attack = Math.floor(pair / DIE) + 1;
  const defence = (pair % DIE) + 1;
  if (attack === DIE || defence === DIE) return 'a foul';
  return attack >= defence ? 'wins the ball' : 'the carrier keeps it';
}

/** SS-4.2, SS-7.3: where a kick ends, in words. */
function landingText(s: SsState, cell: number): string {
  const zone = GOAL_OF[cell] as number;
  if (zone !== NONE) return `in ${TEAM_NAMES[zone] ?? '?'}’s goal zone`;
  const holder = s.wizardAt[cell] as number;
  return holder === NONE ? 'loose' : `taken by wizard ${WIZARD_NAMES[holder] ?? '?'}`;
}

function actionLabel(s: SsState, _seat: Seat, action: number): string {
  const w = s.current;
  if (action < STAY) return `Commit ${ACTION_CARD_NAMES[ACTION_CARDS[action - COMMIT] ?? 'move']}`;
  if (action === STAY) return `Stay on ${cellName(s.cellOf[w] as number)}`;
  if (action < KICK) return `Move to ${cellName(action - MOVE)}`;
  if (action < EXCHANGE) return `Kick ${DIRECTION_NAMES[action - KICK]}`;
  if (action < ATTACK) return `Exchange ${CHANGERS[action - EXCHANGE]?.name}`;
  if (action === ATTACK) return 'Attack the carrier';
  if (action === DECLINE) return 'Do not attack';
  if (action === PASS) return 'Pass';
  if (action === LET_FIRST) return `Let wizard ${WIZARD_NAMES[w ^ 1] ?? '?'} go first`;
  const { kind, target } = decodePlay(action);
  return `Play ${playText(kind, target)}`;
}

export const supernaturalSoccer: Game<SsState, SupernaturalView, SupernaturalOptions> = {
  facts: SUPERNATURAL_FACTS,
  actionSpace: SS_ACTIONS,
  setup(o, seats, rng) {
    const s = newState(o, seats, rng);
    startRound(s);
    rollOff(s);
    deal(s);
    startTurn(s, s.turnTeam);
    return s;
  },
  actors,
  legalActions,
  actionLabel,
  actionInfo,
  apply,
  window(s) {
    if (s.step !== Step.Window) return undefined;
    s.windowBuffer.kind = WINDOW_KINDS[s.windowKind] ?? 'action';
    s.windowBuffer.chain = s.chainKind.length;
    return s.windowBuffer;
  },
  chance(s, _seat, action) {
    if (s.step === Step.Act && action >= KICK && action < EXCHANGE) return EIGHT_FACES;
    if (s.step === Step.Combat && action === ATTACK) return TWO_DICE;
    return undefined;
  },
  applyOutcome,
  outcome(s) {
    if (s.step !== Step.Over) return undefined;
    const scores = s.teamOfSeat.map((team) => s.scores[team] as number);
    return { scores, places: placesFromScores(scores) };
  },
  view: buildView,
  describe,
  clone: (s) => ({
    ...s,
    rng: s.rng.clone(),
    cellOf: s.cellOf.slice(),
    wizardAt: s.wizardAt.slice(),
    scores: s.scores.slice(),
    commits: s.commits.slice(),
    done: s.done.slice(),
    attacked: s.attacked.slice(),
    declined: s.declined.slice(),
    hands: s.hands.slice(),
    fresh: s.fresh.slice(),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    chainKind: s.chainKind.slice(),
    chainTarget: s.chainTarget.slice(),
    chainSeat: s.chainSeat.slice(),
    passed: s.passed.slice(),
    rollOff: s.rollOff.slice(),
    reachOf: -1,
    ...newScratch(),
    actorBuffer: [],
    windowBuffer: { ...s.windowBuffer },
  }),
  determinize: stateFromView,
};
