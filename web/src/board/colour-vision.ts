/**
 * How far apart two of a board's colours look to a person with one of the common
 * dichromacies (issue #37, accessibility: team colours stay distinguishable).
 *
 * Simulation: Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of
 * Color Vision Deficiency" (IEEE TVCG 15(6), 2009), at severity 1.0, i.e. the full loss of one
 * cone type. The paper models the missing cone's response as shifted onto its neighbour and
 * reduces that, for a given display's primaries, to one 3x3 matrix per deficiency, which acts
 * on linear (not gamma-encoded) RGB. The figures below are that paper's table of matrices for
 * severity 1.0 (each row sums to 1, so greys stay grey).
 *
 * Distance: CIEDE2000 (CIE 142-2001) between the CIELAB colours under D65. CIE76's plain
 * Euclidean distance in Lab overstates differences in saturated blues and yellows, which are
 * exactly where dichromats' colours fall; CIEDE2000 corrects lightness, chroma and hue for
 * that, so one threshold means about the same anywhere on the board's palette.
 */
import type { Rgb } from './contrast.ts';

export const DICHROMACIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
/** A missing cone type: L (protanopia), M (deuteranopia) or S (tritanopia). */
export type Dichromacy = (typeof DICHROMACIES)[number];

type Matrix = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];

// Machado et al. 2009, severity 1.0, on linear sRGB.
const MACHADO: Record<Dichromacy, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

type Triple = readonly [number, number, number];

const apply = (m: Matrix, [x, y, z]: Triple): Triple =>
  m.map(([a, b, c]) => a * x + b * y + c * z) as unknown as Triple;

/** sRGB's transfer function undone: 0-255 to linear light 0-1. */
const toLinear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const toEncoded = (linear: number): number => {
  const c = Math.min(1, Math.max(0, linear));
  return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
};

/** The colour as a dichromat sees it, back in sRGB (channels 0-255, not rounded). */
export function simulate({ r, g, b }: Rgb, as: Dichromacy): Rgb {
  const [sr, sg, sb] = apply(MACHADO[as], [toLinear(r), toLinear(g), toLinear(b)]);
  return { r: toEncoded(sr), g: toEncoded(sg), b: toEncoded(sb) };
}

export interface Lab {
  /** Lightness 0 (black) to 100 (white), e.g. 53.24 for #ff0000. */
  readonly l: number;
  /** Green (-) to red (+), e.g. 80.09 for #ff0000. */
  readonly a: number;
  /** Blue (-) to yellow (+), e.g. 67.20 for #ff0000. */
  readonly b: number;
}

// sRGB's primaries to CIE XYZ (IEC 61966-2-1), and D65 white, for CIELAB.
const SRGB_TO_XYZ: Matrix = [
  [0.4124564, 0.3575761, 0.1804375],
  [0.2126729, 0.7151522, 0.072175],
  [0.0193339, 0.119192, 0.9503041],
];
const D65: Triple = [0.95047, 1, 1.08883];

/** CIELAB (D65) of an sRGB colour. */
export function toLab({ r, g, b }: Rgb): Lab {
  const xyz = apply(SRGB_TO_XYZ, [toLinear(r), toLinear(g), toLinear(b)]);
  const f = (t: number): number =>
    t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116;
  const [fx, fy, fz] = [f(xyz[0] / D65[0]), f(xyz[1] / D65[1]), f(xyz[2] / D65[2])];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const degrees = (radians: number): number => (radians * 180) / Math.PI;
const radians = (deg: number): number => (deg * Math.PI) / 180;

/** CIEDE2000 colour difference (kL = kC = kH = 1); about 1 is the smallest a person notices. */
export function deltaE2000(one: Lab, two: Lab): number {
  const chroma = (lab: Lab): number => Math.hypot(lab.a, lab.b);
  const meanC = (chroma(one) + chroma(two)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));
  // a' stretched so that near-neutral colours' hues are weighed as the eye weighs them.
  const primed = (lab: Lab): { c: number; h: number } => {
    const a = lab.a * (1 + g);
    const c = Math.hypot(a, lab.b);
    const h = c === 0 ? 0 : (degrees(Math.atan2(lab.b, a)) + 360) % 360;
    return { c, h };
  };
  const p1 = primed(one);
  const p2 = primed(two);
  const dL = two.l - one.l;
  const dC = p2.c - p1.c;
  let dh = 0;
  if (p1.c * p2.c !== 0) {
    dh = p2.h - p1.h;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(p1.c * p2.c) * Math.sin(radians(dh / 2));
  const meanL = (one.l + two.l) / 2;
  const meanCp = (p1.c + p2.c) / 2;
  let meanH = p1.h + p2.h;
  if (p1.c * p2.c !== 0) {
    if (Math.abs(p1.h - p2.h) <= 180) meanH /= 2;
    else meanH = p1.h + p2.h < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(radians(meanH - 30)) +
    0.24 * Math.cos(radians(2 * meanH)) +
    0.32 * Math.cos(radians(3 * meanH + 6)) -
    0.2 * Math.cos(radians(4 * meanH - 63));
  const sL = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sC = 1 + 0.045 * meanCp;
  const sH = 1 + 0.015 * meanCp * t;
  // Blues' hue differences count for more where chroma is high (the rotation term).
  const rotation = 60 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(meanCp ** 7 / (meanCp ** 7 + 25 ** 7));
  const rT = -Math.sin(radians(rotation)) * rC;
  const l = dL / sL;
  const c = dC / sC;
  const h = dH / sH;
  return Math.sqrt(l * l + c * c + h * h + rT * c * h);
}

/** How far apart two colours look to a person with normal vision or with `as`. */
export function seenApart(one: Rgb, two: Rgb, as?: Dichromacy): number {
  const seen = (colour: Rgb): Rgb => (as === undefined ? colour : simulate(colour, as));
  return deltaE2000(toLab(seen(one)), toLab(seen(two)));
}

/**
 * What two sides' colours need under each simulation: a CIEDE2000 difference of 10. About 1 is
 * the smallest difference noticed side by side and 2-3 needs a close look; 10 is told at a
 * glance between two pieces a few cells apart, as teams on a pitch are.
 */
export const SIDES_APART = 10;
