/**
 * The legal actions of a seat now, in ascending order, into a reused array: no allocation, as
 * bots and the lab call this in their hot loop.
 */
import type { Seat } from '../../core/game.ts';
import { CELLS, NONE, neighbour } from './board.ts';
import {
  ATTACK,
  COMMIT,
  DECLINE,
  EXCHANGE,
  KICK,
  LET_FIRST,
  MOVE,
  PASS,
  PLAY_OF,
  STAY,
  TARGETS,
} from './actions.ts';
import { isAsked, mayPlay, targetFits } from './changers.ts';
import { reach, reached } from './moves.ts';
import { Card, handSize, mayLetFirst, nextToCommit } from './rules.ts';
import { handIndex, Step, type SsState } from './state.ts';
import { KIND_COUNT } from './vocabulary.ts';

export function legalActions(s: SsState, seat: Seat, out: number[] = []): number[] {
  while (out.length > 0) out.pop();
  if (s.step === Step.Commit) pushCommits(s, seat, out);
  else if (s.step === Step.Window) pushAnswers(s, seat, out);
  else if (s.step !== Step.Over && s.controller[s.current] === seat) {
    if (s.step === Step.Combat) out.push(ATTACK, DECLINE);
    else pushCarryOut(s, seat, out);
  }
  return out;
}

/** SS-5.2: any of the four action cards; Exchange only with a Game Changer in hand. */
function pushCommits(s: SsState, seat: Seat, out: number[]): void {
  if (nextToCommit(s, seat) === NONE) return;
  for (let card: number = Card.Move; card <= Card.NoAction; card++)
    if (card !== Card.Exchange || handSize(s, seat) > 0) out.push(COMMIT + card);
}

function pushCarryOut(s: SsState, seat: Seat, out: number[]): void {
  const w = s.current;
  const card = s.commits[w];
  if (card === Card.Move) {
    out.push(STAY);
    // SS-6.3: a wizard a card put on the ball this phase may not move any further.
    if (((s.stopped >> w) & 1) === 0 || s.firstEdition) {
      reach(s, w);
      for (let cell = 0; cell < CELLS; cell++) if (reached(s, cell)) out.push(MOVE + cell);
    }
    if (mayLetFirst(s)) out.push(LET_FIRST);
  } else if (card === Card.Kick) {
    // SS-7.1: a direction that leaves the field at once is no kick.
    for (let d = 0; d < 6; d++) if (neighbour(s.ball, d) !== NONE) out.push(KICK + d);
  } else {
    for (let kind = 0; kind < KIND_COUNT; kind++)
      if ((s.hands[handIndex(seat, kind)] as number) > 0) out.push(EXCHANGE + kind);
    if (mayLetFirst(s)) out.push(LET_FIRST);
  }
}

/**
 * SS-10.3: an asked seat's pass, and any Game Changer it may play, with each of its targets (a
 * seat asked with nothing playable has only its pass).
 */
function pushAnswers(s: SsState, seat: Seat, out: number[]): void {
  if (!isAsked(s, seat)) return;
  out.push(PASS);
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    if (!mayPlay(s, seat, kind)) continue;
    for (let t = 0; t < (TARGETS[kind] as number); t++)
      if (targetFits(s, seat, kind, t)) out.push((PLAY_OF[kind] as number) + t);
  }
}
