/**
 * The small patches a 'table' packet carries: an object's changed top-level fields and a
 * text's changed lines. Views are small objects whose fields change a few at a time, so a
 * shallow patch is nearly as short as a deep one and much cheaper to build. Pure: the server
 * makes them, every client applies them.
 */
import type { KeyPatch, LineEdit, LinePatch } from '../protocol.ts';

/** Whether two JSON values are equal (as JSON: key order aside, undefined fields absent). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    count++;
    if (!sameJson(x[key], own(y, key))) return false;
  }
  for (const key in y) if (y[key] !== undefined) count--;
  return count === 0;
}

/** Sets an own field, even one named '__proto__' (which `=` would take as the prototype). */
function put(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key !== '__proto__') object[key] = value;
  else
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

/** A field of an object's own: never one it inherits (a JSON field may be '__proto__'). */
function own(object: Readonly<Record<string, unknown>>, key: string): unknown {
  const value = object[key];
  // All a plain object inherits is Object.prototype's: functions, and '__proto__'. Asking
  // Object.hasOwn only then keeps the common case (a field a view has) cheap.
  if (typeof value !== 'function' && key !== '__proto__') return value;
  return Object.hasOwn(object, key) ? value : undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a patch keeps the object's fields, changing only values (so their order too). */
export function keepsFields(previous: Readonly<Record<string, unknown>>, patch: KeyPatch): boolean {
  if (patch.drop) return false;
  for (const key in patch.set) if (own(previous, key) === undefined) return false;
  return true;
}

/** The fields of `next` that differ from `previous`'s; undefined when none does. */
export function diffKeys(
  previous: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): KeyPatch | undefined {
  let set: Record<string, unknown> | undefined;
  let drop: string[] | undefined;
  // Fields `next` shares with `previous`: when they are all of previous's, none was dropped,
  // and previous's fields need not be looked up in next one by one (the common case).
  let shared = 0;
  for (const key in next) {
    const value = next[key];
    if (value === undefined) continue;
    const old = own(previous, key);
    if (old !== undefined) shared++;
    if (old !== value && !sameJson(old, value)) put((set ??= {}), key, value);
  }
  let fields = 0;
  for (const key in previous) if (previous[key] !== undefined) fields++;
  if (fields > shared)
    for (const key in previous)
      if (previous[key] !== undefined && own(next, key) === undefined) (drop ??= []).push(key);
  if (!set && !drop) return undefined;
  // Spelled out, not spread: one object per patch (every seat's view, every change).
  if (!drop) return { set: set as Record<string, unknown> };
  return set ? { set, drop } : { drop };
}

export function applyKeys(
  previous: Readonly<Record<string, unknown>>,
  patch: KeyPatch,
): Record<string, unknown> {
  const { set, drop } = patch;
  // The server sends a view whose fields come or go whole, so a patch that drops none is
  // the one every client applies on every change: a copy (spread copies an own '__proto__'
  // field as a field) with the changed values put in place, new fields last. No entry
  // arrays, no set of dropped keys: a client's share of a small update, not a sort.
  if (!drop || drop.length === 0) {
    const next: Record<string, unknown> = { ...previous };
    if (set) for (const key in set) put(next, key, set[key]);
    return next;
  }
  const dropped = new Set(drop);
  const next: Record<string, unknown> = {};
  // In the old fields' order, new ones last: as the object spread of the two would.
  for (const key in previous)
    if (!dropped.has(key))
      put(next, key, set && Object.hasOwn(set, key) ? set[key] : previous[key]);
  if (set) for (const key in set) if (!Object.hasOwn(next, key)) put(next, key, set[key]);
  return next;
}

/** The lines of `next` that differ from `previous`'s; undefined when the texts are equal. */
export function diffLines(
  previous: readonly string[],
  next: readonly string[],
): LinePatch | undefined {
  const lines: Record<string, string | LineEdit> = {};
  let changed = previous.length !== next.length;
  for (let i = 0; i < next.length; i++) {
    const line = next[i] as string;
    const old = previous[i];
    if (old === line) continue;
    lines[i] = old === undefined ? line : lineEdit(old, line);
    changed = true;
  }
  return changed ? { count: next.length, lines } : undefined;
}

/** Numbers and markers change inside lines that stay: an edit sends only what changed. */
const EDIT_SAVES_AT_LEAST = 12;

function lineEdit(old: string, line: string): string | LineEdit {
  const most = Math.min(old.length, line.length);
  let keep = 0;
  while (keep < most && old.charCodeAt(keep) === line.charCodeAt(keep)) keep++;
  let tail = 0;
  while (
    tail < most - keep &&
    old.charCodeAt(old.length - 1 - tail) === line.charCodeAt(line.length - 1 - tail)
  )
    tail++;
  if (keep + tail < EDIT_SAVES_AT_LEAST) return line;
  return [keep, tail, line.slice(keep, line.length - tail)];
}

/** An earlier seat's new line, by the seat's index in the packet and the line's. */
export type SharedLine = (seatIndex: number, line: number) => string | undefined;

export function applyLines(
  previous: readonly string[],
  patch: LinePatch,
  shared: SharedLine = () => undefined,
): string[] {
  const next = previous.slice(0, patch.count);
  for (let i = 0; i < patch.count; i++) {
    const line = patch.lines[i];
    const old = next[i];
    if (typeof line === 'string') next[i] = line;
    else if (typeof line === 'number') next[i] = sharedLine(shared, line, i);
    else if (old === undefined) throw new Error(`line ${i} is missing from the patch`);
    else if (line) next[i] = editLine(old, line);
  }
  return next;
}

function editLine(old: string, [keep, tail, insert]: LineEdit): string {
  if (keep < 0 || tail < 0 || keep + tail > old.length)
    throw new Error('a line edit that does not fit');
  return old.slice(0, keep) + insert + old.slice(old.length - tail);
}

function sharedLine(shared: SharedLine, seatIndex: number, line: number): string {
  const found = shared(seatIndex, line);
  if (found === undefined) throw new Error(`no seat ${seatIndex} line ${line} to share`);
  return found;
}
