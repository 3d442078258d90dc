/**
 * Every game's player rules open with the game in 30 seconds and a contents list,
 * and every entry of that list leads, on the rendered page, to its section's heading.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { headingSlug, renderMarkdown } from './markdownHtml.ts';

const GAMES = new URL('../../../src/games/', import.meta.url);

/** The games with player rules: a folder of src/games holding a rules.md. */
function gamesWithRules(): string[] {
  return readdirSync(GAMES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(new URL(`${name}/rules.md`, GAMES)));
}

function rulesOf(game: string): string {
  return readFileSync(new URL(`${game}/rules.md`, GAMES), 'utf8');
}

/** The section titles (## headings) of a markdown text, in order. */
function sections(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1] as string);
}

/** The ids of a rendered page's headings, and the `#` targets of its links, in order. */
function anchors(html: string): { ids: string[]; targets: string[] } {
  return {
    ids: [...html.matchAll(/<h\d id="([^"]*)"/g)].map((m) => m[1] as string),
    targets: [...html.matchAll(/<a href="#([^"]*)"/g)].map((m) => m[1] as string),
  };
}

describe('heading anchors', () => {
  it('are made as GitHub makes them', () => {
    assert.equal(headingSlug('GK-3 A turn'), 'gk-3-a-turn');
    assert.equal(
      headingSlug('GK-5 Full team steal (3 to 5 players)'),
      'gk-5-full-team-steal-3-to-5-players',
    );
    assert.equal(headingSlug('Goal! — how to play'), 'goal--how-to-play');
  });

  it('are given to every rendered heading, one level down', () => {
    assert.equal(renderMarkdown('## GK-3 A turn'), '<h3 id="gk-3-a-turn">GK-3 A turn</h3>\n');
    assert.equal(renderMarkdown('# *Big* <b>'), '<h2 id="big-b"><em>Big</em> &lt;b&gt;</h2>\n');
  });
});

describe('the player rules of every game', () => {
  it('are found', () => {
    assert.ok(gamesWithRules().length >= 3);
  });

  for (const game of gamesWithRules()) {
    const rules = rulesOf(game);

    it(`${game}: the game in 30 seconds, then the contents, come first`, () => {
      const [summary, contents] = sections(rules);
      assert.equal(summary, 'The game in 30 seconds');
      assert.equal(contents, 'Contents');
    });

    it(`${game}: the contents list every section, each link reaching its heading`, () => {
      const rest = sections(rules).slice(2);
      const contents = rules.slice(rules.indexOf('## Contents'), rules.indexOf(`## ${rest[0]}`));
      const listed = [...contents.matchAll(/^- \[(.+)\]\(#(.+)\)$/gm)];
      assert.deepEqual(
        listed.map((m) => m[1]),
        rest,
        'the contents name every section, in order',
      );
      const { ids, targets } = anchors(renderMarkdown(rules));
      assert.equal(new Set(ids).size, ids.length, 'no two headings share an anchor');
      assert.deepEqual(targets, rest.map(headingSlug), 'every entry links to its section');
      for (const target of targets) assert.ok(ids.includes(target), `#${target} is a heading`);
    });
  }
});
