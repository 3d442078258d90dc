import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { Marked } from 'marked';
import { PAGE_MARKDOWN, renderMarkdown, safeHref } from './markdownHtml.ts';

const GAMES = new URL('../../../src/games/', import.meta.url);

/** Every game's rules.md and design.md, by game and file. */
function rulesFiles(): [string, string][] {
  return readdirSync(GAMES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => ['rules.md', 'design.md'].map((file) => `${entry.name}/${file}`))
    .flatMap((path): [string, string][] => {
      try {
        return [[path, readFileSync(new URL(path, GAMES), 'utf8')]];
      } catch {
        return [];
      }
    });
}

/** The renderer before raw HTML and script links were taken out: marked as it comes. */
const unguarded = new Marked(PAGE_MARKDOWN);

describe('markdown without raw HTML', () => {
  it('shows raw HTML as text', () => {
    assert.equal(
      renderMarkdown('<script>alert(1)</script>'),
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    assert.equal(
      renderMarkdown('a <img src=x onerror=alert(1)> b'),
      '<p>a &lt;img src=x onerror=alert(1)&gt; b</p>\n',
    );
    assert.equal(
      renderMarkdown('<a href="javascript:alert(1)">x</a>'),
      '<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;</p>\n',
    );
    assert.equal(renderMarkdown('<div>\n\n*hi*\n\n</div>').includes('<div'), false);
  });

  it('keeps the words of a link to a script, without the link', () => {
    const cases: [string, string][] = [
      ['[x](javascript:alert(1))', '<p>x</p>\n'],
      ['[*x*](JaVaScRiPt:alert(1))', '<p><em>x</em></p>\n'],
      ['[x](javascript&#58;alert(1))', '<p>x</p>\n'],
      ['[x](javascript&colon;alert(1))', '<p>x</p>\n'],
      ['[x](&#x6A;avascript:alert(1))', '<p>x</p>\n'],
      ['[x](<java script:alert(1)>)', '<p>x</p>\n'],
      ['[x](vbscript:msgbox(1))', '<p>x</p>\n'],
      ['[x](data:text/html,<script>alert(1)</script>)', '<p>x</p>\n'],
      ['<javascript:alert(1)>', '<p>javascript:alert(1)</p>\n'],
      ['[r]\n\n[r]: javascript:alert(1)', '<p>r</p>\n'],
      ['![a <b>](javascript:alert(1))', '<p>a &lt;b&gt;</p>\n'],
      ['![i](data:image/svg+xml;base64,PHN2Zz4=)', '<p>i</p>\n'],
    ];
    for (const [text, html] of cases) assert.equal(renderMarkdown(text), html, text);
  });

  it('keeps web, mail and relative links, and autolinks', () => {
    const cases: [string, string][] = [
      [
        '[x](https://example.com/a?b=1&c=2)',
        '<p><a href="https://example.com/a?b=1&amp;c=2">x</a></p>\n',
      ],
      ['[x](/games/goal "Goal!")', '<p><a href="/games/goal" title="Goal!">x</a></p>\n'],
      ['[x](#scoring)', '<p><a href="#scoring">x</a></p>\n'],
      ['[x](mailto:a@b.c)', '<p><a href="mailto:a@b.c">x</a></p>\n'],
      ['<https://example.com>', '<p><a href="https://example.com">https://example.com</a></p>\n'],
      ['<a@b.c>', '<p><a href="mailto:a@b.c">a@b.c</a></p>\n'],
      ['www.example.com', '<p><a href="http://www.example.com">www.example.com</a></p>\n'],
      ['![ball](/ball.png)', '<p><img src="/ball.png" alt="ball"></p>\n'],
    ];
    for (const [text, html] of cases) assert.equal(renderMarkdown(text), html, text);
  });

  it('tells safe targets from script ones', () => {
    for (const href of [
      '/a',
      'rules.md',
      '?q=1&r=2',
      '//example.com/x',
      'HTTPS://x',
      'http:&#47;&#47;x',
    ])
      assert.equal(safeHref(href), true, href);
    for (const href of [
      'javascript:x',
      ' \tjavascript:x',
      'java\nscript:x',
      'a&#58;b',
      'data:x',
      'file:///etc',
    ])
      assert.equal(safeHref(href), false, href);
  });

  it('renders every game rules.md and design.md as before: headings, tables, lists, all of it', () => {
    const rules = rulesFiles();
    assert.ok(rules.length >= 6, 'the rules and design files are found');
    for (const [game, text] of rules) {
      const tokens = unguarded.lexer(text);
      const kinds = new Set<string>();
      unguarded.walkTokens(tokens, (token) => {
        kinds.add(token.type);
      });
      assert.equal(kinds.has('html'), false, `${game}'s rules hold no raw HTML`);
      assert.ok(kinds.has('heading') && kinds.has('list'), game);
      assert.equal(renderMarkdown(text), unguarded.parse(text, { async: false }), game);
    }
  });
});
