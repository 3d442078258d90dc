/**
 * Markdown from our own server (a game's rules.md, written in this repository) as HTML.
 * The text is ours, not a user's, so it is rendered without a sanitiser.
 */
import { marked } from 'marked';
import type { ReactElement } from 'react';

export function Markdown({ text }: { text: string }): ReactElement {
  const html = marked.parse(text, { async: false, gfm: true });
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
