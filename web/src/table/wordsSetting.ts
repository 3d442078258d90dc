/**
 * Whether this page shows the table in words, as the server must know it ('words' in
 * src/server/protocol.ts): the server sends each seat's text only while the page shows it.
 * The setting goes with every join (so a reconnect restores it) and again whenever it changes
 * while joined. Until the page has said anything, the server sends the text (its default).
 */
export class WordsSetting {
  /** Whether the page shows the words; undefined until the table is first drawn. */
  private shown: boolean | undefined;
  /** What the server holds for the current join; undefined while not joined. */
  private held: boolean | undefined;
  /** What the join on its way says. */
  private asked = true;

  /** The join message's field, and the join is on its way. */
  join(): { words?: boolean } {
    this.held = undefined;
    this.asked = this.shown ?? true;
    return this.shown === undefined ? {} : { words: this.shown };
  }

  /** The join was answered: what to tell the server now (undefined: nothing). */
  joined(): boolean | undefined {
    this.held = this.asked;
    return this.due();
  }

  /** The connection dropped: the next join says it again. */
  dropped(): void {
    this.held = undefined;
  }

  /** The page shows the words, or stops: what to tell the server now (undefined: nothing). */
  show(on: boolean): boolean | undefined {
    this.shown = on;
    return this.due();
  }

  private due(): boolean | undefined {
    const { held, shown } = this;
    if (held === undefined || shown === undefined || shown === held) return undefined;
    this.held = shown;
    return shown;
  }
}
