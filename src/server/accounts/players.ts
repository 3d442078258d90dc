/**
 * Who a request or a socket is: the session its cookie names, as the player the rest of the
 * server knows (a better-auth user id; a guest is an anonymous user). Bots are no players.
 */
export interface Player {
  /** The better-auth user id, e.g. 'Xk2…'. */
  readonly id: string;
  /** The account's name as shown, or 'Guest'. */
  readonly name: string;
  readonly guest: boolean;
}

/** Reads the session a set of request headers carries; null when none is valid. */
export type SessionReader = (headers: Headers) => Promise<Player | null>;

export function headersOf(raw: Readonly<Record<string, string | string[] | undefined>>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
