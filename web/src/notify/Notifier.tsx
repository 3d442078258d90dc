/**
 * "Your move" notifications (issue #35), on every page: a light poll of the player's games
 * (poll.ts, GET /api/my-games) tells in the page when a table comes to wait for their move or
 * a competition round of theirs starts, and, while the page is in the background, through the
 * browser's Notification API once the player turned "Notify me" on (NotifyToggle). Nothing is
 * told of the table open in view (it says so itself).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authClient } from '../account/client.ts';
import { api } from '../api/http.ts';
import { browserClock } from '../api/retry.ts';
import { competitionsApi } from '../competitions/api.ts';
import { gamesListApi } from '../games-list/api.ts';
import { tellWaitingChanged, WaitingWatch } from '../games-list/waitingChanged.ts';
import { startPoll } from './poll.ts';
import { notifying } from './setting.ts';
import { moveWords, roundWords, type Changes } from './watch.ts';
import './notify.css';

/** A notice shown in the page, e.g. 'Your move: Goalkeepers against Bo'. */
interface Notice {
  readonly key: number;
  readonly tableId: string;
  readonly words: string;
}

/** Most notices shown at once; older ones give way. */
const SHOWN = 3;

const hidden = () => document.visibilityState === 'hidden';

/** Each change's words: a move, or a round that started (a new table of a competition). */
async function wordsOf(changes: Changes, titleOf: (game: string) => string) {
  const told: { tableId: string; words: string }[] = [];
  for (const game of changes.moves)
    told.push({ tableId: game.id, words: moveWords(titleOf(game.game), game) });
  for (const game of changes.fresh) {
    const found = await competitionsApi.ofTable(game.id);
    const competition = found.ok ? found.value : null;
    const title = titleOf(game.game);
    if (competition) told.push({ tableId: game.id, words: roundWords(competition, title, game) });
    else if (game.section === 'waiting')
      told.push({ tableId: game.id, words: moveWords(title, game) });
  }
  return told;
}

export function Notifier(): ReactElement | null {
  const player = authClient.useSession().data?.user.id;
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const where = useRef(pathname);
  where.current = pathname;

  useEffect(() => {
    if (player === undefined) return;
    let live = true;
    let next = 0;
    let titles: Promise<(game: string) => string> | undefined;
    const titleOf = () =>
      (titles ??= api
        .games()
        .then(
          (reply) => (id: string) =>
            (reply.ok ? reply.value.find((g) => g.id === id)?.title : undefined) ?? id,
        ));
    const tell = async (changes: Changes) => {
      const told = await wordsOf(changes, await titleOf());
      if (!live) return;
      // The table in view tells its own move.
      const shown = told.filter(
        (t) => hidden() || where.current !== `/table/${encodeURIComponent(t.tableId)}`,
      );
      if (shown.length === 0) return;
      if (hidden() && notifying()) {
        for (const t of shown) {
          const note = new Notification('Matchday', { body: t.words, tag: t.tableId });
          note.onclick = () => {
            window.focus();
            void navigate(`/table/${encodeURIComponent(t.tableId)}`);
            note.close();
          };
        }
      }
      setNotices((now) =>
        [...shown.map((t) => ({ ...t, key: ++next })).reverse(), ...now].slice(0, SHOWN),
      );
    };
    // The header's count follows what this poll sees (games-list/waitingChanged.ts).
    const waiting = new WaitingWatch();
    const poll = startPoll({
      clock: browserClock,
      ask: async () => {
        const page = await gamesListApi.page();
        if (page.ok && waiting.see(page.value.games)) tellWaitingChanged();
        return page.ok ? page.value.games : null;
      },
      hidden,
      tell: (changes) => {
        void tell(changes);
      },
    });
    const back = () => {
      if (!hidden()) poll.soon();
    };
    document.addEventListener('visibilitychange', back);
    return () => {
      live = false;
      poll.stop();
      document.removeEventListener('visibilitychange', back);
      setNotices([]);
    };
  }, [player, navigate]);

  if (notices.length === 0) return null;
  const dismiss = (key: number) => {
    setNotices((now) => now.filter((n) => n.key !== key));
  };
  return (
    <section className="notices" aria-label="Notifications">
      <ul role="status" className="notices__list">
        {notices.map((notice) => (
          <li key={notice.key} className="notice" data-table={notice.tableId}>
            <Link
              to={`/table/${encodeURIComponent(notice.tableId)}`}
              onClick={() => {
                dismiss(notice.key);
              }}
            >
              {notice.words}
            </Link>
            <button
              type="button"
              className="notice__dismiss"
              aria-label="Dismiss"
              onClick={() => {
                dismiss(notice.key);
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
