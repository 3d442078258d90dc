/**
 * The season's own cards as the board shows them: event cards (NGW-26) and managers (NGW-27),
 * by the engine's ids (their order in the data files). Like cards.ts, the data comes from
 * files that import types only, so no engine code reaches the bundle.
 */
import { EVENT_DATA } from '../../../../src/games/next-goal-wins/season/event-cards.ts';
import { MANAGER_DATA } from '../../../../src/games/next-goal-wins/season/manager-cards.ts';

export interface EventFace {
  readonly id: number;
  readonly name: string;
  readonly text: string;
}

export interface ManagerFace {
  readonly id: number;
  readonly name: string;
  /** e.g. 'Quick Thinker' and what it does. */
  readonly ability: { readonly name: string; readonly text: string };
  /** e.g. 'Bulk-Buy' and its transfer rules. */
  readonly policy: { readonly name: string; readonly text: string };
}

const EVENTS: readonly EventFace[] = EVENT_DATA.map((e, id) => ({
  id,
  name: e.name,
  text: e.text,
}));

const MANAGERS: readonly ManagerFace[] = MANAGER_DATA.map((m, id) => ({
  id,
  name: m.name,
  ability: { name: m.ability.name, text: m.ability.text },
  policy: { name: m.policy.name, text: m.policy.text },
}));

/** The event card with id `id`, or undefined (e.g. -1: no event). */
export function eventCard(id: number): EventFace | undefined {
  return EVENTS[id];
}

export function manager(id: number): ManagerFace | undefined {
  return MANAGERS[id];
}
