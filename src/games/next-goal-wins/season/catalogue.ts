/**
 * The season's cards parsed once at load (NGW-26, NGW-27): events and managers checked by
 * their schemas, and the deck of event copies.
 */
import { NO_ABILITIES, type MatchAbilities } from '../abilities.ts';
import { EVENT_DATA } from './event-cards.ts';
import { eventSchema, type EventCard } from './event-schema.ts';
import { MANAGER_DATA } from './manager-cards.ts';
import { managerSchema, type ManagerCard } from './manager-schema.ts';

export const EVENTS: readonly EventCard[] = eventSchema.array().parse(EVENT_DATA);
export const MANAGERS: readonly ManagerCard[] = managerSchema.array().parse(MANAGER_DATA);

/** The event deck as event ids, one entry per copy: 40 cards. */
export const EVENT_DECK: readonly number[] = EVENTS.flatMap((e, id) =>
  new Array<number>(e.copies).fill(id),
);

/** Each manager's powers inside a match: its match ability over NO_ABILITIES. */
export const MANAGER_ABILITIES: readonly MatchAbilities[] = MANAGERS.map((m) =>
  m.ability.effect.kind === 'match'
    ? { ...NO_ABILITIES, ...m.ability.effect.abilities }
    : NO_ABILITIES,
);

export const eventName = (id: number): string => EVENTS[id]?.name ?? '?';
export const managerName = (id: number): string => MANAGERS[id]?.name ?? '?';

/** The season ability kind of manager `id`, or undefined for none (or a match ability). */
export const seasonAbility = (id: number): string | undefined => {
  const kind = id < 0 ? undefined : MANAGERS[id]?.ability.effect.kind;
  return kind === 'match' ? undefined : kind;
};
