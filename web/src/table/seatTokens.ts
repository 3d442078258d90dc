/**
 * The seats this browser holds, kept in localStorage by table id: the tokens it plays with,
 * the device token its seats are bound to and, for the creator, the host token and the friend
 * seats' invite links. Without tokens a table is watched. Only tokens the server accepted are
 * kept: an invite link's token waits until a join seats it.
 */

/** What this browser keeps for one table. */
export interface HeldSeats {
  /** Token by seat, e.g. { '0': 'q3…' }. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Invite links of the friend seats this browser created, e.g. [{ seat: 1, invite: '/table/…' }]. */
  readonly invites: readonly Invite[];
  /** This browser's device token at the table, e.g. 'Zk9…': its seats are bound to it. */
  readonly device?: string;
  /** The creator's host token, e.g. 'p0W…': it gives a seat a new link. */
  readonly host?: string;
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
    return {
      tokens: parsed.tokens ?? {},
      invites: parsed.invites ?? [],
      ...(typeof parsed.device === 'string' ? { device: parsed.device } : {}),
      ...(typeof parsed.host === 'string' ? { host: parsed.host } : {}),
    };
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

/** Keeps a seat's new invite link in place of its old one. */
export function holdInvite(
  tableId: string,
  invite: Invite,
  store: KeyValueStore = localStorage,
): void {
  const held = loadHeld(tableId, store);
  const invites = [...held.invites.filter((i) => i.seat !== invite.seat), invite];
  save(tableId, { ...held, invites: invites.sort((a, b) => a.seat - b.seat) }, store);
}

export function holdDevice(
  tableId: string,
  device: string,
  store: KeyValueStore = localStorage,
): void {
  save(tableId, { ...loadHeld(tableId, store), device }, store);
}

export function holdHost(tableId: string, host: string, store: KeyValueStore = localStorage): void {
  save(tableId, { ...loadHeld(tableId, store), host }, store);
}

/** Drops the seat tokens of a table the server refused; invites and the host token stay. */
export function dropTokens(tableId: string, store: KeyValueStore = localStorage): void {
  save(tableId, { ...loadHeld(tableId, store), tokens: {} }, store);
}

/** Drops the token of one seat, e.g. one this browser has just given a new link. */
export function dropSeat(tableId: string, seat: number, store: KeyValueStore = localStorage): void {
  const held = loadHeld(tableId, store);
  const tokens = Object.fromEntries(
    Object.entries(held.tokens).filter(([s]) => Number(s) !== seat),
  );
  save(tableId, { ...held, tokens }, store);
}

/** Drops tokens and invites of seats the table does not have (`seats` of them); true if any. */
export function pruneSeats(
  tableId: string,
  seats: number,
  store: KeyValueStore = localStorage,
): boolean {
  const held = loadHeld(tableId, store);
  const fits = (seat: number): boolean => Number.isInteger(seat) && seat >= 0 && seat < seats;
  const tokens = Object.fromEntries(Object.entries(held.tokens).filter(([s]) => fits(Number(s))));
  const invites = held.invites.filter((i) => fits(i.seat));
  const same =
    Object.keys(tokens).length === Object.keys(held.tokens).length &&
    invites.length === held.invites.length;
  if (!same) save(tableId, { ...held, tokens, invites }, store);
  return !same;
}

/**
 * A rematch's seats stay bound to this device, and the host stays the host: the new table
 * gets this one's device and host tokens.
 */
export function carryOver(from: string, to: string, store: KeyValueStore = localStorage): void {
  const { device, host } = loadHeld(from, store);
  const next = loadHeld(to, store);
  save(to, { ...next, ...(device ? { device } : {}), ...(host ? { host } : {}) }, store);
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

/**
 * After a join the server accepted: keeps the device token it answered with and, for a join
 * made with an invite link's token alone, that token under the seat the server seated (the
 * link's own seat number is only a hint).
 */
export function keepJoined(
  tableId: string,
  joined: { readonly seats: readonly number[]; readonly device: string | null },
  invite: { readonly token: string } | null,
  store: KeyValueStore = localStorage,
): void {
  if (joined.device) holdDevice(tableId, joined.device, store);
  const [seat, ...others] = joined.seats;
  if (invite && seat !== undefined && others.length === 0) {
    holdToken(tableId, seat, invite.token, store);
  }
}

/**
 * After the server refused this browser's held tokens: 'unknown-table' forgets the table,
 * 'bad-token' and 'seat-in-use' its seat tokens (the seats are someone else's now). Returns
 * whether anything was forgotten.
 */
export function forgetRefused(
  tableId: string,
  code: string,
  store: KeyValueStore = localStorage,
): boolean {
  const held = loadHeld(tableId, store);
  const holds = Object.keys(held.tokens).length > 0;
  if (code === 'unknown-table') {
    forgetTable(tableId, store);
    return holds || held.invites.length > 0 || held.host !== undefined;
  }
  if ((code === 'bad-token' || code === 'seat-in-use') && holds) {
    dropTokens(tableId, store);
    return true;
  }
  return false;
}
