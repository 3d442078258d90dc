/**
 * A knockout tie left level is settled by the game's own shoot-out where it has one (#35): a
 * game offers a table that is only its shoot-out by the option `match: 'shoot-out'` (Golazo's
 * GZ-11.4); the others' level ties go to deciding games (src/competitions/next-round.ts).
 */
import { parseOptions } from '../../core/checked.ts';
import type { AnyGame } from '../../core/game.ts';

/** The options that make a table the game's shoot-out alone. */
export const SHOOT_OUT_OPTIONS = { match: 'shoot-out' } as const;

/** Whether `engine` plays a shoot-out alone with the host's `options`, e.g. true for Golazo. */
export function hasShootOut(engine: AnyGame, options: Readonly<Record<string, unknown>>): boolean {
  return parseOptions(engine, { ...options, ...SHOOT_OUT_OPTIONS }).ok;
}
