/**
 * Contrast of a board's marks against what they are drawn on (issue #37, accessibility):
 * WCAG 2.x's relative luminance and contrast ratio, for the 3:1 that non-text marks (rings,
 * dashed and dotted borders, a counter's outline) need (success criterion 1.4.11).
 * Colours are sRGB hex strings, e.g. '#43a047'; `over` and `mix` give the colour a
 * translucent layer or CSS's `color-mix(in srgb, …)` paints, so a mark is measured against
 * the very colour the CSS shows.
 */

export interface Rgb {
  /** Channels 0-255, e.g. 67, 160, 71. */
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** '#43a047' or '#fff' as channels; throws on anything else (the colours are the CSS's own). */
export function parseHex(hex: string): Rgb {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (digits === undefined) throw new Error(`not a hex colour: ${hex}`);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const channel = (i: number): number => parseInt(full.slice(2 * i, 2 * i + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2) };
}

/** CSS's `color-mix(in srgb, a share%, b)`: each channel `share` of a and the rest of b. */
export function mix(a: Rgb, share: number, b: Rgb): Rgb {
  const at = (x: number, y: number): number => x * share + y * (1 - share);
  return { r: at(a.r, b.r), g: at(a.g, b.g), b: at(a.b, b.b) };
}

/** A layer of `top` at `alpha` (0-1) painted over `under`, as rgb(… / 14%) is. */
export const over = (top: Rgb, alpha: number, under: Rgb): Rgb => mix(top, alpha, under);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 (none) to 21 (black on white); the order does not matter. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What a mark (a ring, a border) needs against what it is drawn on: WCAG 1.4.11. */
export const MARK_CONTRAST = 3;
