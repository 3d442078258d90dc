/**
 * The middle of the table page: the game's board or, for a game without one (or whose board
 * failed to load), the table in words; with a board, the words in a disclosure. Tells the page
 * whether the words are on screen: the server sends them only while they are.
 */
import { Suspense, useCallback, useEffect, useState, type ReactElement } from 'react';
import type { GameUi } from '../games/types.ts';
import { WithGameUi } from '../games/WithGameUi.tsx';
import type { GameEvent, LegalChoice, TableUpdate } from '../protocol.ts';

export interface TableBoardProps {
  /** From gameUi(game); undefined for a game without a board. */
  readonly ui: Promise<GameUi | null> | undefined;
  readonly update: TableUpdate;
  readonly legal: readonly LegalChoice[];
  readonly busy: boolean;
  readonly log: readonly GameEvent[];
  /** The text with seat numbers replaced by names. */
  readonly words: (text: string) => string;
  /** Absent for spectators. */
  readonly onChoose?: (choice: LegalChoice) => void;
  readonly onWordsShown?: (shown: boolean) => void;
}

export function TableBoard(props: TableBoardProps): ReactElement {
  const { ui, update, words, onChoose, onWordsShown } = props;
  const { table } = update;
  const [wordsOpen, setWordsOpen] = useState(false);
  const [boardMissing, setBoardMissing] = useState(false);
  const markBoardMissing = useCallback(() => {
    setBoardMissing(true);
  }, []);
  // Shown instead of a board (none, or it failed to load), or in its disclosure when open.
  const wordsShown = ui === undefined || boardMissing || wordsOpen;
  useEffect(() => {
    onWordsShown?.(wordsShown);
  }, [onWordsShown, wordsShown]);
  return (
    <div className="table-page__board">
      <Suspense fallback={<p role="status">Loading the board…</p>}>
        <WithGameUi ui={ui}>
          {(loaded) =>
            loaded ? (
              <loaded.Board
                view={update.view}
                seats={table.seats}
                legal={props.legal}
                busy={props.busy}
                log={props.log}
                closed={table.status === 'abandoned'}
                {...(onChoose ? { onChoose } : {})}
              />
            ) : (
              <WordsInstead text={words(update.text)} onShown={markBoardMissing} />
            )
          }
        </WithGameUi>
      </Suspense>
      {ui && (
        <details
          className="table-words__details"
          onToggle={(event) => {
            setWordsOpen(event.currentTarget.open);
          }}
        >
          <summary>The table in words</summary>
          <pre className="table-words">{words(update.text)}</pre>
        </details>
      )}
    </div>
  );
}

/** The table in words where a board would be; says that it is on screen. */
function WordsInstead(props: {
  readonly text: string;
  readonly onShown: () => void;
}): ReactElement {
  const { onShown } = props;
  useEffect(onShown, [onShown]);
  return <pre className="table-words">{props.text}</pre>;
}
