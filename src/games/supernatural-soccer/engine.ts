/** Supernatural Soccer behind the Matchday protocol: the parts joined. */
import type { ActionInfo, Game, Seat } from '../../core/game.ts';
import { placesFromScores } from '../../core/seats.ts';
import { DIRECTION_NAMES, cellName } from './board.ts';
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
} from './actions.ts';
import { playText } from './changers.ts';
import { describe } from './describe.ts';
import { SUPERNATURAL_FACTS, type SupernaturalOptions } from './facts.ts';
import { legalActions } from './legal.ts';
import { pathTo, reach } from './moves.ts';
import {
  actors,
  apply,
  applyOutcome,
  deal,
  DIE,
  newState,
  rollOff,
  startRound,
  startTurn,
} from './rules.ts';
import { newScratch, Step, WINDOW_KINDS, type SsState } from './state.ts';
import { buildView, stateFromView, type SupernaturalView } from './view.ts';
import { ACTION_CARD_NAMES, ACTION_CARDS, CHANGERS, WIZARD_NAMES } from './vocabulary.ts';

const EIGHT_FACES: readonly number[] = Object.freeze(new Array<number>(DIE).fill(1 / DIE));
const TWO_DICE: readonly number[] = Object.freeze(
  new Array<number>(DIE * DIE).fill(1 / (DIE * DIE)),
);

function actionInfo(s: SsState, _seat: Seat, action: number): ActionInfo {
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
  if (action < ATTACK) return { kind: 'exchange', card: action - EXCHANGE };
  if (action === ATTACK) return { kind: 'attack', piece: w };
  if (action === DECLINE) return { kind: 'decline', piece: w };
  if (action === PASS) return { kind: 'pass' };
  if (action === LET_FIRST) return { kind: 'let-first', piece: w };
  const { kind, target } = decodePlay(action);
  return { kind: 'play', card: kind, index: target };
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
