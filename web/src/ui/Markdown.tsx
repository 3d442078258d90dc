/**
 * Markdown as HTML in the page (a game's rules.md). renderMarkdown lets no raw HTML and no
 * script link through, so the text is safe even if it is not ours.
 */
import type { ReactElement } from 'react';
import { renderMarkdown } from './markdownHtml.ts';

export function Markdown({ text }: { text: string }): ReactElement {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />;
}
