import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  DICHROMACIES,
  SIDES_APART,
  deltaE2000,
  seenApart,
  simulate,
  toLab,
  type Dichromacy,
  type Lab,
} from './colour-vision.ts';
import { mix, parseHex as hex, type Rgb } from './contrast.ts';

const fixed = (lab: Lab, digits: number): string[] =>
  [lab.l, lab.a, lab.b].map((x) => x.toFixed(digits));
const rounded = ({ r, g, b }: Rgb): number[] => [r, g, b].map((x) => Math.round(x));

describe('CIELAB and CIEDE2000', () => {
  it('converts sRGB to CIELAB (D65) as published: #ff0000 is 53.24, 80.09, 67.20', () => {
    assert.deepEqual(fixed(toLab(hex('#ff0000')), 2), ['53.24', '80.09', '67.20']);
    assert.deepEqual(fixed(toLab(hex('#fff')), 3), ['100.000', '-0.000', '0.000']);
    assert.equal(toLab(hex('#808080')).l.toFixed(2), '53.59');
  });

  // Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
  // supplementary test data, and mathematical observations": pairs 1, 7, 11, 12, 15, 17, 25.
  const SHARMA: readonly (readonly [Lab, Lab, string])[] = [
    [{ l: 50, a: 2.6772, b: -79.7751 }, { l: 50, a: 0, b: -82.7485 }, '2.0425'],
    [{ l: 50, a: 0, b: 0 }, { l: 50, a: -1, b: 2 }, '2.3669'],
    [{ l: 50, a: -0.001, b: 2.49 }, { l: 50, a: 0.0009, b: -2.49 }, '4.8045'],
    [{ l: 50, a: -0.001, b: 2.49 }, { l: 50, a: 0.0011, b: -2.49 }, '4.7461'],
    [{ l: 50, a: 2.49, b: -0.001 }, { l: 50, a: -2.49, b: 0.0011 }, '7.2195'],
    [{ l: 50, a: 2.5, b: 0 }, { l: 73, a: 25, b: -18 }, '27.1492'],
    [{ l: 60.2574, a: -34.0099, b: 36.2677 }, { l: 60.4626, a: -34.1751, b: 39.4387 }, '1.2644'],
  ];
  for (const [one, two, published] of SHARMA)
    it(`gives Sharma et al.'s ${published} for (${fixed(one, 4).join(', ')}) against (${fixed(two, 4).join(', ')})`, () => {
      assert.equal(deltaE2000(one, two).toFixed(4), published);
      assert.equal(deltaE2000(two, one).toFixed(4), published);
    });
});

describe('dichromacy simulation (Machado et al. 2009, severity 1.0)', () => {
  it('leaves greys as they are', () => {
    for (const as of DICHROMACIES)
      for (const grey of ['#000', '#808080', '#fff'])
        assert.deepEqual(rounded(simulate(hex(grey), as)), rounded(hex(grey)), `${grey} as ${as}`);
  });

  // Each pair looks the same to one kind of dichromat only (under 3), and clearly apart to
  // everyone else (over 10): protanopes see red as a dark olive, deuteranopes as a lighter
  // one, tritanopes confuse a green with a teal.
  const CONFUSED: Readonly<Record<Dichromacy, readonly [string, string]>> = {
    protanopia: ['#ff0000', '#6d5f00'],
    deuteranopia: ['#ff0000', '#a39000'],
    tritanopia: ['#1b7a3d', '#00786c'],
  };
  for (const confused of DICHROMACIES)
    it(`confuses ${CONFUSED[confused].join(' and ')} for ${confused} alone`, () => {
      const [one, two] = CONFUSED[confused].map(hex) as [Rgb, Rgb];
      assert.ok(seenApart(one, two) > 10, 'apart for normal vision');
      for (const as of DICHROMACIES)
        if (as === confused) assert.ok(seenApart(one, two, as) < 3, `the same for ${as}`);
        else assert.ok(seenApart(one, two, as) > 10, `apart for ${as}`);
    });

  it('merges a blue and a purple for deuteranopes but not for tritanopes', () => {
    assert.ok(seenApart(hex('#1f5fbf'), hex('#7b3fb0'), 'deuteranopia') < 3);
    assert.ok(seenApart(hex('#1f5fbf'), hex('#7b3fb0'), 'tritanopia') > 30);
  });
});

/** One colour as a board's stylesheet declares it: `property` in the rule for `rule`. */
interface Declared {
  /** The board's stylesheet, from web/src/games. */
  readonly css: string;
  /** The rule's first selector as written at a line's start, e.g. '.gz-counter--reds'. */
  readonly rule: string;
  readonly property: string;
}

const sheets = new Map<string, string>();
const sheet = (css: string): string => {
  const text = sheets.get(css) ?? readFileSync(new URL(`../games/${css}`, import.meta.url), 'utf8');
  sheets.set(css, text);
  return text;
};

/** The declarations of the first rule whose selector list starts with `rule`. */
function block(css: string, rule: string): string {
  const text = sheet(css);
  const at = text.search(new RegExp(`^${rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ ,\n]`, 'm'));
  assert.ok(at >= 0, `${css} no longer has a rule for ${rule}`);
  const open = text.indexOf('{', at);
  return text.slice(open + 1, text.indexOf('}', open));
}

/** The custom properties a sheet's colours may name: those of its first rule (the board's root). */
function rootVariables(css: string): string {
  const text = sheet(css);
  return text.slice(text.indexOf('{') + 1, text.indexOf('}'));
}

function value(css: string, declarations: string, property: string): string {
  const found = new RegExp(`(?:^|[\\s;])${property}:\\s*([^;]+);`).exec(declarations)?.[1];
  assert.ok(found !== undefined, `${css} declares no ${property} where expected`);
  return found.trim();
}

/** A CSS colour as the sheet writes it: hex, var(--x) of the root, or color-mix(in srgb, …). */
function colourOf(css: string, text: string): Rgb {
  const variable = /^var\((--[\w-]+)\)$/.exec(text)?.[1];
  if (variable !== undefined) return colourOf(css, value(css, rootVariables(css), variable));
  const mixed = /^color-mix\(in srgb, (.+) (\d+)%, (.+)\)$/.exec(text);
  if (mixed) {
    const [, one = '', share = '', two = ''] = mixed;
    return mix(colourOf(css, one), Number(share) / 100, colourOf(css, two));
  }
  return hex(text);
}

const declared = ({ css, rule, property }: Declared): Rgb =>
  colourOf(css, value(css, block(css, rule), property));

/** Two colours a person must tell apart on one board, and any cue beside colour that does too. */
interface Pair {
  readonly what: string;
  readonly one: Declared;
  readonly two: Declared;
}

const golazo = (rule: string, property: string): Declared => ({
  css: 'golazo/board.css',
  rule,
  property,
});
const ss = (rule: string, property: string): Declared => ({
  css: 'supernatural-soccer/board.css',
  rule,
  property,
});
const ngw = (rule: string, property: string): Declared => ({
  css: 'next-goal-wins/board.css',
  rule,
  property,
});
const gk = (rule: string, property: string): Declared => ({
  css: 'goalkeepers/board.css',
  rule,
  property,
});

/*
 * The sides' colours, board by board. Goal! names its sides and seats and marks one's own side
 * with a border, and Goalkeepers names its seats' areas: neither colours a side or a seat.
 */
const SIDES: readonly Pair[] = [
  {
    what: "Golazo's counters, Reds against Blues",
    one: golazo('.gz-counter--reds', 'background'),
    two: golazo('.gz-counter--blues', 'background'),
  },
  {
    what: "Golazo's dice and moments, Reds against Blues",
    one: golazo('.gz-die--reds', 'background'),
    two: golazo('.gz-die--blues', 'background'),
  },
  {
    what: "Golazo's score, Reds against Blues",
    one: golazo('.gz-score__team--reds', 'color'),
    two: golazo('.gz-score__team--blues', 'color'),
  },
  {
    what: "Supernatural Soccer's wizards and dice, first team against second",
    one: ss('.ss', '--team-0'),
    two: ss('.ss', '--team-1'),
  },
  {
    what: "Supernatural Soccer's goals, first team's against second's",
    one: ss('.ss-hex--goal-0 polygon', 'fill'),
    two: ss('.ss-hex--goal-1 polygon', 'fill'),
  },
  {
    what: "Next Goal Wins' slot labels, home against away",
    one: ngw('.ngw-slot--home .ngw-slot__label', 'background'),
    two: ngw('.ngw-slot--away .ngw-slot__label', 'background'),
  },
  {
    what: "Next Goal Wins' dice, attack against defence",
    one: ngw('.ngw-die--attack .ngw-die__body', 'fill'),
    two: ngw('.ngw-die--defence .ngw-die__body', 'fill'),
  },
];

/*
 * Colours that tell kinds apart rather than sides, on one board together: Next Goal Wins' four
 * positions' card heads and Goalkeepers' four dice faces (each also printed with its position's
 * letters or its own picture, FootballerCard.tsx and Die.tsx).
 */
const positions = ['gk', 'def', 'mid', 'stk'].map(
  (p) => [p.toUpperCase(), ngw(`.ngw-card--${p} .ngw-card__head`, 'background')] as const,
);
const faces = ['team', 'goal', 'penalty', 'shootOut'].map(
  (f) => [f, gk(`.die--${f} .die__body`, 'fill')] as const,
);
const everyTwo = (what: string, of: readonly (readonly [string, Declared])[]): Pair[] =>
  of.flatMap(([name, one], i) =>
    of
      .slice(i + 1)
      .map(([other, two]) => ({ what: `${what}, ${name} against ${other}`, one, two })),
  );
const KINDS: readonly Pair[] = [
  ...everyTwo("Next Goal Wins' card heads", positions),
  ...everyTwo("Goalkeepers' dice", faces),
];

function tooClose(pair: Pair): string[] {
  const one = declared(pair.one);
  const two = declared(pair.two);
  return DICHROMACIES.map((as) => ({ as, apart: seenApart(one, two, as) }))
    .filter(({ apart }) => apart < SIDES_APART)
    .map(({ as, apart }) => `${as} ${apart.toFixed(1)}`);
}

describe(`colours a person tells apart stay ${String(SIDES_APART)} CIEDE2000 apart for dichromats (issue #37)`, () => {
  for (const pair of [...SIDES, ...KINDS])
    it(pair.what, () => {
      assert.deepEqual(tooClose(pair), [], `${pair.what} are too close for`);
    });

  it('finds a pair too close: a purple for the second team would merge with the first for deuteranopes', () => {
    const blue = declared(ss('.ss', '--team-0'));
    assert.ok(seenApart(blue, hex('#7b3fb0'), 'deuteranopia') < SIDES_APART);
  });

  it('tells the sides apart by more than colour where a board can: Golazo by shape, Supernatural Soccer by dashes', () => {
    const radius = (rule: string): string =>
      value('golazo/board.css', block('golazo/board.css', rule), 'border-radius');
    assert.equal(radius('.gz-counter'), '50%');
    assert.notEqual(radius('.gz-counter--blues'), '50%');
    const dashed = block(
      'supernatural-soccer/board.css',
      '.ss-wizard--team-1 circle:not(.ss-wizard__halo)',
    );
    assert.match(dashed, /stroke-dasharray/);
  });

  it("prints the kinds' names beside their colours: positions' letters, dice faces' pictures", () => {
    const source = (file: string): string =>
      readFileSync(new URL(`../games/${file}`, import.meta.url), 'utf8');
    assert.match(
      source('next-goal-wins/FootballerCard.tsx'),
      /"ngw-card__position">\{face\.position\}/,
    );
    const pictures = source('goalkeepers/Die.tsx');
    for (const face of ['team', 'goal', 'penalty', 'shootOut'])
      assert.match(
        pictures,
        new RegExp(`^  ${face}: \\(`, 'm'),
        `Die.tsx draws no picture for ${face}`,
      );
  });
});
