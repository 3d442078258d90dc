/**
 * The competitions' API as the server's tests call it (routes.test.ts, routes-play.long.test.ts):
 * accounts, requests with their session, a seat played by a random bot over the socket, and a
 * wait for a competition to get somewhere.
 */
import assert from 'node:assert/strict';
import { signedUpVisitor, type Visitor } from '../accounts/visitor.ts';
import type { ErrorBody } from '../protocol.ts';
import type { PlayerPage } from '../ratings/routes.ts';
import { TestClient, type TestServer } from '../testing/harness.ts';
import { playSeat } from '../testing/seat-player.ts';
import type { CompetitionView } from './wire.ts';

export type { Visitor };

/**
 * The calls on the server `at` gives (read at each call: a test file starts it in a hook),
 * e.g. `const { account, call } = competitionApi(() => server)`.
 */
export function competitionApi(at: () => TestServer) {
  async function account(name: string): Promise<Visitor> {
    return (await signedUpVisitor(at().url, name)).visitor;
  }

  // oxlint-disable-next-line typescript/no-unnecessary-type-parameters
  async function call<T = CompetitionView & ErrorBody>(
    visitor: Visitor | null,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { origin: at().url };
    if (visitor) headers.cookie = visitor.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${at().url}${path}`, {
      method: body === undefined && !path.match(/\/(join|leave|start)$/) ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** Takes the entrant's seat at a table on this device and plays it randomly to the end. */
  async function playMine(visitor: Visitor, tableId: string, seed: string): Promise<void> {
    const moved = await fetch(`${at().url}/api/tables/${tableId}/mine`, {
      method: 'POST',
      headers: { cookie: visitor.cookie, origin: at().url },
    });
    const { seat, invite } = (await moved.json()) as { seat: number; invite: string };
    assert.equal(moved.status, 200);
    const token = invite.split('#token=')[1] ?? '';
    const client = await TestClient.connect(at().url, {
      extraHeaders: { cookie: visitor.cookie },
    });
    playSeat(client, { tableId, token, seat, seed });
    const joined = await client.request('join', { tableId, tokens: [token] });
    assert.ok(joined.ok);
  }

  async function until(
    visitor: Visitor,
    id: string,
    done: (c: CompetitionView) => boolean,
  ): Promise<CompetitionView> {
    let last: CompetitionView | undefined;
    // Gives up only after 600 looks in a row with nothing changed: a loaded machine plays the
    // rounds slowly, and a competition still moving is not stuck.
    for (let still = 0; still < 600; still++) {
      const { body } = await call<CompetitionView>(visitor, `/api/competitions/${id}`);
      if (done(body)) return body;
      if (JSON.stringify(body) !== JSON.stringify(last)) still = 0;
      last = body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the competition did not get there: ${JSON.stringify(last?.rounds)}`);
  }

  /** `player`'s ratings as their page shows them, by mode, e.g. { 'goalkeepers-2': … }. */
  async function ratingsOf(
    player: string,
  ): Promise<Record<string, { rating: number; games: number }>> {
    const { body } = await call<PlayerPage>(null, `/api/players/${encodeURIComponent(player)}`);
    return Object.fromEntries(
      body.ratings.map((r) => [r.mode, { rating: r.rating, games: r.games }]),
    );
  }

  return { account, call, playMine, until, ratingsOf };
}
