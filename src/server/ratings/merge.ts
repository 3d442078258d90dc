/**
 * A guest's rating meeting an account's in one mode (mergePlayer): the rating of more games
 * is kept (ties: the later one), the games are counted together and the last game is the
 * later of the two, e.g. 3 games at 1620 and 12 at 1480 become 15 games at 1480.
 */
import type { StoredRating } from './rate-table.ts';

export function mergeRatings(
  guest: StoredRating,
  account: StoredRating | undefined,
): { readonly rating: StoredRating; readonly fromAccount: boolean } {
  if (!account) return { rating: guest, fromAccount: false };
  const fromAccount =
    account.games > guest.games ||
    (account.games === guest.games && account.lastPlayed >= guest.lastPlayed);
  const kept = fromAccount ? account : guest;
  return {
    rating: {
      ...kept,
      games: guest.games + account.games,
      lastPlayed: Math.max(guest.lastPlayed, account.lastPlayed),
    },
    fromAccount,
  };
}
