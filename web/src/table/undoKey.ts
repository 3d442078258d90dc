/**
 * The keyboard's undo (Ctrl+Z, or Cmd+Z on a Mac) takes back the shown seat's last step,
 * unless the key is meant for a text field (a name, the rules' search), where it undoes typing.
 */

/** The little of a KeyboardEvent this needs, so that it is tested without a browser. */
export interface UndoKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** The focused element's tag name, e.g. 'INPUT'; and whether it is editable text. */
  readonly targetTag: string;
  readonly targetEditable: boolean;
}

const TEXT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isUndoKey(event: UndoKeyEvent): boolean {
  if (event.key.toLowerCase() !== 'z' || event.shiftKey || event.altKey) return false;
  if (!event.ctrlKey && !event.metaKey) return false;
  return !TEXT_TAGS.has(event.targetTag) && !event.targetEditable;
}

/** A browser's keydown as isUndoKey reads it. */
export function undoKeyEvent(event: KeyboardEvent): UndoKeyEvent {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    targetTag: target?.tagName ?? '',
    targetEditable: target?.isContentEditable ?? false,
  };
}
