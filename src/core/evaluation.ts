/**
 * An evaluation: a game's own estimate of how a position will end, for search bots that stop
 * their playouts early. Like a heuristic bot it lives beside its engine and is reached through
 * the registry; unlike one it reads a state, and is only ever handed states that belong to the
 * bot asking (sampled from its own view), so it learns nothing a seat may not know.
 */

/**
 * Judges `state` if the game can: writes each seat's expected reward (in [0, 1], as the search
 * counts an outcome: 1 for first alone, 0.5 for a shared first of two) into `rewards` and
 * returns true. Returns false, writing nothing, where it cannot judge (e.g. in the middle of an
 * attack), and the playout goes on. Called once per playout step, so it must be cheap where
 * it says no.
 */
export type Evaluation = (state: unknown, rewards: number[]) => boolean;
