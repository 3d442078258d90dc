/**
 * Hands a game's board module to `children` once it has loaded (null for a game without one,
 * or one that failed to load); until then the nearest Suspense boundary shows its fallback.
 */
import { use, type ReactNode } from 'react';
import type { GameUi } from './types.ts';

export interface WithGameUiProps {
  /** From gameUi(game): the same promise on every render. */
  readonly ui: Promise<GameUi | null> | undefined;
  readonly children: (ui: GameUi | null) => ReactNode;
}

export function WithGameUi({ ui, children }: WithGameUiProps): ReactNode {
  return children(ui ? use(ui) : null);
}
