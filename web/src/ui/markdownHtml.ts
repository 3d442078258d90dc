/**
 * Markdown as HTML that is safe to put in the page: no raw HTML (it is shown as text) and no
 * link or image whose target could run a script (javascript:, data:, vbscript: …); such a
 * link keeps its words, without the link. Headings move one level down, so that the page's
 * own title stays its only h1. Pure, so that it is tested without a browser.
 */
import { Marked, type MarkedExtension, type Tokens } from 'marked';
import { escapeHtml } from '../../../src/core/html.ts';

/** Link targets with a scheme may use only these; relative ones ('/games', '#score') are fine. */
const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a link or image target may reach the page. A browser finds the scheme before the
 * first '/', '?' or '#', after dropping controls and spaces and decoding character references
 * ('javascript&#58;…' runs), so any ':' or '&' there must belong to a safe scheme.
 */
export function safeHref(href: string): boolean {
  // oxlint-disable-next-line eslint/no-control-regex
  const bare = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const head = /^[^/?#]*/.exec(bare)?.[0] ?? '';
  if (!/[:&]/.test(head)) return true;
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(head)?.[0].toLowerCase();
  return scheme !== undefined && SAFE_SCHEMES.has(scheme);
}

/**
 * A heading's anchor as GitHub makes it, so that a contents list of `#gk-3-a-turn` links
 * works both on the page and where the file is read as it is: lower case, punctuation gone,
 * spaces turned into hyphens ('GK-5 Full team steal (3 to 5 players)' →
 * 'gk-5-full-team-steal-3-to-5-players').
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * GitHub's markdown, headings one level down and each with its anchor: what the pages render
 * before any guard.
 */
export const PAGE_MARKDOWN: MarkedExtension = {
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type !== 'heading') return;
    const heading = token as Tokens.Heading;
    heading.depth = Math.min(6, heading.depth + 1);
  },
  renderer: {
    heading({ tokens, depth, text }) {
      const id = escapeHtml(headingSlug(text));
      return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
};

const markdown = new Marked({
  ...PAGE_MARKDOWN,
  renderer: {
    ...PAGE_MARKDOWN.renderer,
    html: ({ text }) => escapeHtml(text),
    // false: marked's own renderer, for every safe target.
    link(token) {
      if (safeHref(token.href)) return false;
      return token.autolink ? escapeHtml(token.text) : this.parser.parseInline(token.tokens);
    },
    image(token) {
      if (safeHref(token.href)) return false;
      return escapeHtml(token.text);
    },
  },
});

export function renderMarkdown(text: string): string {
  return markdown.parse(text, { async: false });
}
