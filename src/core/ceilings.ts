/**
 * What a solved game can tell about the bot targets: the share of decided 2-seat games that
 * the exact best response to a bot wins, seats swapped. No player, however strong, expects to
 * win more often against that bot, so a target above a ceiling is out of anyone's reach.
 */
export interface BotCeilings {
  /** Against `bot:random`, e.g. 0.642. */
  readonly random: number;
  /** Against the game's heuristic bot, e.g. 0.521. */
  readonly heuristic: number;
}
