/**
 * The season's evaluation for search bots (NGW-31.3): where the match in play decides the whole
 * season (a single match, or a season of two seats), the match's estimate at the start of each
 * attack. Elsewhere it does not judge, and playouts run on to the end of the season.
 */
import { atAttackStart, expectedReward, laterChance } from '../evaluation.ts';
import { attackChance } from '../heuristic.ts';
import { Phase } from '../state.ts';
import { buildView } from '../view.ts';
import { SeasonPhase, type SeasonState } from './state.ts';

const later = [0, 0];

export function seasonEvaluation(state: unknown, rewards: number[]): boolean {
  const s = state as SeasonState;
  const m = s.match;
  if (s.phase !== SeasonPhase.Match || !m || (s.mode !== 'match' && s.seats !== 2)) return false;
  if (!atAttackStart(m)) return false;
  // Only facts on the pitch are read: either side's view of them is the same.
  const view = buildView(m, 0);
  const start = m.phase === Phase.Declare ? m.place : m.nextPlace;
  const now = attackChance(view, m.attacker, start);
  later[0] = laterChance(attackChance(view, 0, 0));
  later[1] = laterChance(attackChance(view, 1, 0));
  const first = expectedReward(m, now, later);
  rewards.length = 2;
  rewards[m.seats[0] as number] = first;
  rewards[m.seats[1] as number] = 1 - first;
  return true;
}
