/**
 * The seats this browser holds, kept in localStorage by table id: the tokens it plays with
 * and, for the creator, the friend seats' invite links. Without tokens a table is watched.
 */

/** What this browser keeps for one table. */
export interface HeldSeats {
  /** Token by seat, e.g. { '0': 'q3…' }. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Invite links of the friend seats this browser created, e.g. [{ seat: 1, invite: '/table/…' }]. */
  readonly invites: readonly Invite[];
}

export interface Invite {
  readonly seat: number;
  readonly invite: string;
}

/** The part of `Storage` used here, so tests can pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const key = (tableId: string): string => `matchday:table:${tableId}`;
const EMPTY: HeldSeats = { tokens: {}, invites: [] };

export function loadHeld(tableId: string, store: KeyValueStore = localStorage): HeldSeats {
  const raw = store.getItem(key(tableId));
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<HeldSeats>;
    return { tokens: parsed.tokens ?? {}, invites: parsed.invites ?? [] };
  } catch {
    return EMPTY;
  }
}

function save(tableId: string, held: HeldSeats, store: KeyValueStore): void {
  store.setItem(key(tableId), JSON.stringify(held));
}

export function holdToken(
  tableId: string,
  seat: number,
  token: string,
  store: KeyValueStore = localStorage,
): void {
  const held = loadHeld(tableId, store);
  save(tableId, { ...held, tokens: { ...held.tokens, [seat]: token } }, store);
}

export function holdInvites(
  tableId: string,
  invites: readonly Invite[],
  store: KeyValueStore = localStorage,
): void {
  save(tableId, { ...loadHeld(tableId, store), invites }, store);
}

/** Drops every token and invite of a table, e.g. when the server no longer knows them. */
export function forgetTable(tableId: string, store: KeyValueStore = localStorage): void {
  save(tableId, EMPTY, store);
}

/** The seats held, ascending, e.g. [0, 2]. */
export function heldSeats(held: HeldSeats): number[] {
  return Object.keys(held.tokens)
    .map(Number)
    .sort((a, b) => a - b);
}

export function tokenOf(held: HeldSeats, seat: number): string | undefined {
  return held.tokens[seat];
}

/**
 * Reads an invite link's seat and token ('/table/ID?seat=2#token=…'), or null when the
 * address carries none.
 */
export function inviteFromLocation(
  search: string,
  hash: string,
): { seat: number; token: string } | null {
  const seatParam = new URLSearchParams(search).get('seat');
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const seat = Number(seatParam);
  if (!token || !seatParam || !Number.isInteger(seat) || seat < 0) return null;
  return { seat, token };
}
