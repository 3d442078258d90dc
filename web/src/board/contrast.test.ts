import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { MARK_CONTRAST, contrast, luminance, mix, over, parseHex, type Rgb } from './contrast.ts';

const hex = parseHex;
const WHITE = hex('#fff');
const BLACK = hex('#000');

describe('WCAG contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    assert.equal(contrast(BLACK, WHITE), 21);
    assert.equal(contrast(WHITE, BLACK), 21);
    assert.equal(contrast(hex('#43a047'), hex('#43a047')), 1);
  });

  it('gives the published figures: #777 on white 4.48, #767676 on white 4.54', () => {
    assert.equal(contrast(hex('#777'), WHITE).toFixed(2), '4.48');
    assert.equal(contrast(hex('#767676'), WHITE).toFixed(2), '4.54');
  });

  it('reads luminance from the linear channels (sRGB 0.04045 knee)', () => {
    assert.equal(luminance(WHITE), 1);
    assert.equal(luminance(BLACK), 0);
    assert.equal(luminance(hex('#0a0a0a')).toFixed(5), (10 / 255 / 12.92).toFixed(5));
  });

  it('parses 3 and 6 digit hex and refuses anything else', () => {
    assert.deepEqual(hex('#fa0'), { r: 255, g: 170, b: 0 });
    assert.deepEqual(hex('#43A047'), { r: 67, g: 160, b: 71 });
    assert.throws(() => hex('red'), /not a hex colour/);
  });

  it('mixes as color-mix(in srgb) and layers as an alpha over a colour', () => {
    assert.deepEqual(mix(WHITE, 0.5, BLACK), { r: 127.5, g: 127.5, b: 127.5 });
    assert.deepEqual(over(BLACK, 0.25, WHITE), { r: 191.25, g: 191.25, b: 191.25 });
  });
});

/** A mark and a colour it is drawn on, with the CSS text that draws it. */
interface Pair {
  readonly mark: string;
  /** The board's stylesheet, from web/src/games. */
  readonly css: string;
  /** Declarations that must stand in it as written, so the pair follows the CSS. */
  readonly says: readonly string[];
  readonly colour: Rgb;
  readonly on: Readonly<Record<string, Rgb>>;
}

// Golazo's pitch (golazo/board.css .gz-pitch, .gz-cell--area, .gz-cell--cross): its two
// stripes, each with the penalty areas' white tint or the crosses' black one over it.
const GZ_STRIPES = { light: hex('#43a047'), dark: hex('#388e3c') };
const GZ_PITCH: Record<string, Rgb> = {};
for (const [name, stripe] of Object.entries(GZ_STRIPES)) {
  GZ_PITCH[`${name} stripe`] = stripe;
  GZ_PITCH[`${name} stripe, area`] = over(WHITE, 0.14, stripe);
  GZ_PITCH[`${name} stripe, cross`] = over(BLACK, 0.12, stripe);
}
const GZ_CELLS = { target: hex('#ffe082'), lane: hex('#b3e5fc'), path: hex('#fff59d') };
const GZ_PITCH_CSS = [
  'background: repeating-linear-gradient(#43a047 0 14.28%, #388e3c 14.28% 28.57%)',
  'background: rgb(255 255 255 / 14%)',
  'background: rgb(0 0 0 / 12%)',
];

// Supernatural Soccer's field (supernatural-soccer/board.css .ss): the grass, both goals and
// the last move's hexes, each a color-mix over the grass.
const SS = { grass: hex('#3d8b4a'), target: hex('#ffe066') };
const SS_FIELD = {
  grass: SS.grass,
  'first goal': mix(hex('#1f5fbf'), 0.55, SS.grass),
  'second goal': mix(hex('#c62828'), 0.55, SS.grass),
  'last move': mix(hex('#9fd3ff'), 0.3, SS.grass),
};
const SS_FIELD_CSS = [
  '--team-0: #1f5fbf',
  '--team-1: #c62828',
  '--grass: #3d8b4a',
  '--last: #9fd3ff',
  '--target: #ffe066',
  'fill: color-mix(in srgb, var(--team-1) 55%, var(--grass))',
  'fill: color-mix(in srgb, var(--last) 30%, var(--grass))',
];

const PAIRS: readonly Pair[] = [
  {
    mark: "Golazo target's ring",
    css: 'golazo/board.css',
    says: ['border: 2px solid #5d4037', 'background: #ffe082'],
    colour: hex('#5d4037'),
    on: { target: GZ_CELLS.target },
  },
  {
    mark: "Golazo pass lane's dashed border",
    css: 'golazo/board.css',
    says: ['outline: 2px dashed #01579b', 'background: #b3e5fc'],
    colour: hex('#01579b'),
    on: { lane: GZ_CELLS.lane },
  },
  {
    mark: "Golazo last move's dotted border",
    css: 'golazo/board.css',
    says: ['outline: 2px dotted #000', ...GZ_PITCH_CSS],
    colour: BLACK,
    on: { ...GZ_PITCH, ...GZ_CELLS },
  },
  {
    mark: "Golazo selected cell's double border",
    css: 'golazo/board.css',
    says: ['outline: 4px double #000', ...GZ_PITCH_CSS],
    colour: BLACK,
    on: GZ_PITCH,
  },
  {
    mark: "Golazo counter's edge (round Reds, square Blues)",
    css: 'golazo/board.css',
    says: ['box-shadow: 0 0 0 1px #000', ...GZ_PITCH_CSS],
    colour: BLACK,
    on: { ...GZ_PITCH, ...GZ_CELLS },
  },
  {
    mark: "Golazo focused cell's inner band",
    css: 'golazo/board.css',
    says: ['box-shadow: inset 0 0 0 5px #000', ...GZ_PITCH_CSS],
    colour: BLACK,
    on: { ...GZ_PITCH, ...GZ_CELLS },
  },
  {
    mark: "Supernatural Soccer second goal's dashed border",
    css: 'supernatural-soccer/board.css',
    says: ['stroke: #fff', 'stroke-dasharray: 0.16 0.1', ...SS_FIELD_CSS],
    colour: WHITE,
    on: { grass: SS.grass, 'second goal': SS_FIELD['second goal'] },
  },
  {
    mark: "Supernatural Soccer wizards' rings (the second team's dashed)",
    css: 'supernatural-soccer/board.css',
    says: ['stroke: #fff', ...SS_FIELD_CSS],
    colour: WHITE,
    on: SS_FIELD,
  },
  {
    // The white ring is 1.2:1 on a yellow target: its black edge is the mark there.
    mark: "Supernatural Soccer wizards' rings' black edge",
    css: 'supernatural-soccer/board.css',
    says: ['.ss-wizard circle.ss-wizard__edge {\n  fill: #000;', ...SS_FIELD_CSS],
    colour: BLACK,
    on: { 'target hex': SS.target, 'targeted halo': SS.target, 'halo under a hover': WHITE },
  },
  {
    mark: "Supernatural Soccer last move's dotted border",
    css: 'supernatural-soccer/board.css',
    says: ['stroke: #000', 'stroke-dasharray: 0.04 0.12', ...SS_FIELD_CSS],
    colour: BLACK,
    on: SS_FIELD,
  },
  {
    mark: "Supernatural Soccer target's thick border",
    css: 'supernatural-soccer/board.css',
    says: ['stroke: #7a5b00', ...SS_FIELD_CSS],
    colour: hex('#7a5b00'),
    on: { target: SS.target },
  },
  {
    mark: "Supernatural Soccer selected wizard's ring",
    css: 'supernatural-soccer/board.css',
    says: ['stroke: #000', ...SS_FIELD_CSS],
    colour: BLACK,
    on: { ...SS_FIELD, target: SS.target },
  },
];

const sheets = new Map<string, string>();
const sheet = (css: string): string => {
  const text = sheets.get(css) ?? readFileSync(new URL(`../games/${css}`, import.meta.url), 'utf8');
  sheets.set(css, text);
  return text;
};

describe("the boards' marks against what they are drawn on (WCAG 1.4.11, issue #37)", () => {
  for (const pair of PAIRS)
    it(`${pair.mark}: at least ${String(MARK_CONTRAST)}:1`, () => {
      for (const said of pair.says)
        assert.ok(sheet(pair.css).includes(said), `${pair.css} no longer says '${said}'`);
      const low = Object.entries(pair.on)
        .map(([name, colour]) => ({ name, ratio: contrast(pair.colour, colour) }))
        .filter(({ ratio }) => ratio < MARK_CONTRAST)
        .map(({ name, ratio }) => `${name} ${ratio.toFixed(2)}:1`);
      assert.deepEqual(low, [], `${pair.mark} is under ${String(MARK_CONTRAST)}:1 on`);
    });

  it('finds a mark under 3:1 (the dotted border as it was: white on the last move, 2.40)', () => {
    const was = mix(hex('#9fd3ff'), 0.55, SS.grass);
    assert.equal(contrast(WHITE, was).toFixed(2), '2.40');
  });
});
