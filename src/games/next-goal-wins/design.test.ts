/**
 * NGW-1.3, NGW-1.4: design.md's figures are the card set's, computed here from the data so
 * that the note stays true when a card changes.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { FOOTBALLERS, TACTICS, TACTIC_DECK } from './cards.ts';
import { POSITIONS } from './stats.ts';

const design = readFileSync(join(import.meta.dirname, 'design.md'), 'utf8');
/** A markdown table row with its cells trimmed, e.g. "| GK | 1 | 5 |" → "GK|1|5". */
const cells = (line: string): string =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim())
    .join('|');
const rows = new Set(
  design
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map(cells),
);
const RATINGS = [1, 2, 3, 4, 5];

describe('design.md tells the truth about the set', () => {
  it('NGW-1.3, NGW-1.4: stars by position and the cards with a skill', () => {
    const groups = [
      ...POSITIONS.map((p) => [p, FOOTBALLERS.filter((c) => c.position === p)] as const),
      ['All', FOOTBALLERS] as const,
    ];
    for (const [name, cards] of groups) {
      const stars = RATINGS.map((r) => cards.filter((c) => c.rating === r).length);
      const skilled = cards.filter((c) => c.skill).length;
      const row = [name, ...stars, cards.length, skilled].join('|');
      assert.ok(rows.has(row), `design.md lacks the row ${row}`);
    }
  });

  it('NGW-1.4: skills are rarer on strong cards', () => {
    const share: number[] = [];
    for (const r of RATINGS) {
      const cards = FOOTBALLERS.filter((c) => c.rating === r);
      const skilled = cards.filter((c) => c.skill).length;
      const row = [
        `${r}★`,
        cards.length,
        skilled,
        `${Math.round((100 * skilled) / cards.length)}%`,
      ].join('|');
      assert.ok(rows.has(row), `design.md lacks the row ${row}`);
      share.push(skilled / cards.length);
    }
    // 1★ and 2★ cards carry skills more often than 3★, and 3★ more than 4★ and 5★ together.
    const strong = FOOTBALLERS.filter((c) => c.rating >= 4);
    const strongShare = strong.filter((c) => c.skill).length / strong.length;
    assert.ok((share[0] as number) > (share[1] as number));
    assert.ok((share[1] as number) > (share[2] as number));
    assert.ok((share[2] as number) > strongShare);
    // Most cards are 2 or 3 stars, few 5.
    const twoOrThree = FOOTBALLERS.filter((c) => c.rating === 2 || c.rating === 3).length;
    assert.ok(twoOrThree > FOOTBALLERS.length / 2);
    assert.ok(FOOTBALLERS.filter((c) => c.rating === 5).length <= 8);
  });

  it('NGW-1.3: every tactic is in the table with its window and copies, and the deck adds up', () => {
    for (const t of TACTICS) {
      const row = [...rows].find((r) => r.startsWith(`${t.name}|`));
      assert.ok(row, `design.md lacks ${t.name}`);
      assert.ok(row.startsWith(`${t.name}|${t.window}|${t.copies}|`), row);
    }
    const attack = TACTICS.filter((t) => t.window === 'attack').reduce((n, t) => n + t.copies, 0);
    assert.ok(
      design.includes(
        `Of the ${TACTIC_DECK.length} cards, ${attack} are attack cards and ${TACTIC_DECK.length - attack} defence cards`,
      ),
    );
    assert.ok(design.includes(`${TACTICS.length} kinds, ${TACTIC_DECK.length} cards`));
  });
});
