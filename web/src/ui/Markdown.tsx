/**
 * Markdown from our own server (a game's rules.md, written in this repository) as HTML.
 * The text is ours, not a user's, so it is rendered without a sanitiser. Its headings move
 * one level down, so that the page's own title stays its only h1.
 */
import { Marked, type Tokens } from 'marked';
import type { ReactElement } from 'react';

const markdown = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type !== 'heading') return;
    const heading = token as Tokens.Heading;
    heading.depth = Math.min(6, heading.depth + 1);
  },
});

export function Markdown({ text }: { text: string }): ReactElement {
  const html = markdown.parse(text, { async: false });
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
