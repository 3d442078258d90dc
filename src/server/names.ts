/**
 * The names people give seats: which characters a name may hold, and when two names are the
 * same to a reader. A name is shown to every player and in every record, so it must read as
 * what it is: no control characters, nothing invisible, nothing that reorders the text around
 * it (a right-to-left override can make 'Ann' and a score read backwards), and no name that
 * passes for another seat.
 */
import { seatName } from '../core/seats.ts';

/**
 * Control (C0, C1), format (bidirectional marks, overrides and isolates, zero-width spaces
 * and joiners, the byte-order mark, soft hyphen …), surrogate, private-use and line/paragraph
 * separator characters, and the Hangul fillers that render as blanks.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

/**
 * Invisible characters that emoji are made of, allowed where they make one: a zero-width
 * joiner between two pictographs (👩‍💻), and the tag letters of a subdivision flag (🏴 + tags,
 * England's and Scotland's flags).
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** The first character a name may not hold, as 'U+202E'; undefined when there is none. */
export function hiddenCharacter(name: string): string | undefined {
  const bare = name.replace(FLAG_TAGS, '').replace(EMOJI_JOINER, '');
  const found = HIDDEN.exec(bare)?.[0];
  if (found === undefined) return undefined;
  const point = found.codePointAt(0) ?? 0;
  return `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
}

export const HIDDEN_CHARACTER_MESSAGE =
  'Names cannot contain control, invisible or text-direction characters.';

/**
 * A name as a reader tells it apart: compatibility forms folded (NFKC: full-width 'Ａｎｎ' is
 * 'Ann'), case folded, runs of spaces as one.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** 'Seat 2', 'seat2', 'SEAT #02' …: the default names' shape (see seatName), with its number. */
const SEAT_SHAPE = /^seat[\s#:._-]*(\d+)$/;

/** The seat number a name claims by looking like a default name, if it does. */
export function seatNumberClaimed(name: string): number | undefined {
  const digits = SEAT_SHAPE.exec(nameKey(name))?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/**
 * Why the names of a table's seats (defaults filled in) cannot stand, or undefined: two
 * seats read the same, or a seat is named like another seat's default ('Seat 2' for seat 1).
 * A seat may carry its own default name, since that is what it would be called anyway.
 */
export function whyNamesClash(names: readonly string[]): string | undefined {
  const seen = new Map<string, number>();
  for (const [seat, name] of names.entries()) {
    const claimed = seatNumberClaimed(name);
    if (claimed !== undefined && claimed !== seat + 1) {
      return `${seatName(seat)} cannot be named '${name}': that reads as another seat's name.`;
    }
    const key = nameKey(name);
    const first = seen.get(key);
    if (first !== undefined) {
      const both = `${seatName(first)} and ${seatName(seat)}`;
      return `${both} are both named '${name}'; give each seat its own name.`;
    }
    seen.set(key, seat);
  }
  return undefined;
}
