/**
 * Accounts on the real server (fastify + node:sqlite): guests, sign-up and sign-in by name and
 * password, and each hostile attempt refused with nothing changed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testServer, type TestServer } from '../testing/harness.ts';
import { Authenticator, type CeremonyOptions } from '../testing/authenticator.ts';
import { Visitor } from './visitor.ts';

let server: TestServer;

const PASSWORD = 'correct horse battery';

async function signUp(name: string, visitor = new Visitor(server.url)) {
  const answer = await visitor.call('/sign-up/email', {
    username: name,
    password: PASSWORD,
    email: '',
    name: '',
  });
  return { visitor, answer };
}

describe('accounts on one server', () => {
  before(async () => {
    server = await testServer({
      accounts: {
        perAddress: { max: 1000, windowSeconds: 60 },
        perAccount: { max: 5, windowSeconds: 300 },
      },
    });
  });
  after(() => server.close());

  describe('accounts', () => {
    it('a guest is an anonymous user with a session cookie', async () => {
      const guest = new Visitor(server.url);
      const answer = await guest.call('/sign-in/anonymous', {});
      assert.equal(answer.status, 200);
      const user = await guest.who();
      assert.equal(user?.isAnonymous, true);
      assert.equal(user.name, 'Guest');
    });

    it('does not trade a signed-in account for a new guest; a guest asking again is refused too', async () => {
      const { visitor } = await signUp('Kept Kim');
      const cookies = new Map(visitor.jar);
      const answer = await visitor.call('/sign-in/anonymous', {});
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.equal((answer.body as { code?: string }).code, 'SIGNED_IN');
      assert.deepEqual(visitor.jar, cookies, 'no cookie set');
      assert.equal((await visitor.who())?.name, 'Kept Kim');
      const guest = new Visitor(server.url);
      assert.equal((await guest.call('/sign-in/anonymous', {})).status, 200);
      assert.equal((await guest.call('/sign-in/anonymous', {})).status, 400);
      assert.equal((await guest.who())?.isAnonymous, true);
    });

    it('signs up and signs in by name and password; the name is compared case-folded', async () => {
      const { visitor, answer } = await signUp('Ann Lee');
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal((await visitor.who())?.name, 'Ann Lee');
      const again = await signUp('ＡＮＮ lee');
      assert.equal(again.answer.status, 400);
      const other = new Visitor(server.url);
      const signIn = await other.call('/sign-in/username', {
        username: 'ann lee',
        password: PASSWORD,
      });
      assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
      assert.equal((await other.who())?.name, 'Ann Lee');
    });

    it('sets the session cookie HTTP-only and SameSite=Lax', async () => {
      const response = await fetch(`${server.url}/api/auth/sign-in/anonymous`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: '{}',
      });
      const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
      assert.match(cookie ?? '', /HttpOnly/iu);
      assert.match(cookie ?? '', /SameSite=Lax/iu);
    });

    it('throttles wrong passwords on one account with a clear error, from any address', async () => {
      await signUp('Brute Target');
      const attacker = new Visitor(server.url);
      const statuses: number[] = [];
      let last: unknown;
      for (let i = 0; i < 7; i++) {
        const answer = await attacker.call('/sign-in/username', {
          username: 'brute target',
          password: `guess ${i}`,
        });
        statuses.push(answer.status);
        last = answer.body;
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
      assert.match(
        String((last as { message?: string }).message),
        /Too many sign-in attempts for this account; try again in 5 minutes/u,
      );
      // Throttled, even the right password is refused, and no session was opened.
      const right = await attacker.call('/sign-in/username', {
        username: 'Brute Target',
        password: PASSWORD,
      });
      assert.equal(right.status, 429);
      assert.equal(await attacker.who(), null);
    });

    it('refuses a guest cookie planted before sign-up (session fixation)', async () => {
      const victim = new Visitor(server.url);
      await victim.call('/sign-in/anonymous', {});
      const planted = victim.cookie;
      const { answer } = await signUp('Fixed Victim', victim);
      assert.equal(answer.status, 200);
      assert.notEqual(victim.cookie, planted);
      const attacker = new Visitor(server.url);
      attacker.useCookie(planted);
      assert.equal(await attacker.who(), null);
    });

    it('refuses a stolen cookie once its owner has signed out', async () => {
      const { visitor } = await signUp('Careful Carl');
      const stolen = visitor.cookie;
      const out = await visitor.call('/sign-out', {});
      assert.equal(out.status, 200);
      const thief = new Visitor(server.url);
      thief.useCookie(stolen);
      assert.equal(await thief.who(), null);
      const sessions = await thief.call('/list-sessions');
      assert.equal(sessions.status, 401);
    });

    it('refuses a request from another origin (CSRF), changing nothing', async () => {
      const { visitor } = await signUp('Origin Olga');
      const before = await visitor.who();
      const forged = new Visitor(server.url, 'https://evil.example');
      forged.useCookie(visitor.cookie);
      const rename = await forged.call('/update-user', { name: 'Pwned Olga' });
      assert.equal(rename.status, 403);
      const remove = await forged.call('/delete-user', {});
      assert.equal(remove.status, 403);
      const signUpThere = await signUp('Evil Eve', new Visitor(server.url, 'https://evil.example'));
      assert.equal(signUpThere.answer.status, 403);
      assert.deepEqual(await visitor.who(), before);
      const eve = await new Visitor(server.url).call('/sign-in/username', {
        username: 'Evil Eve',
        password: PASSWORD,
      });
      assert.equal(eve.status, 401);
    });

    it('acts for nobody when another origin posts to the tables with the cookie (CSRF)', async () => {
      const { visitor } = await signUp('Table Tess');
      /** Creates a rated table against a bot as a page of `origin` would, the cookie sent. */
      const create = async (origin: string) => {
        const response = await fetch(`${server.url}/api/tables`, {
          method: 'POST',
          headers: { cookie: visitor.cookie, origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            game: 'goalkeepers',
            seats: [{ kind: 'me' }, { kind: 'bot', level: 'easy' }],
            rated: true,
          }),
        });
        assert.equal(response.status, 201);
        const { table } = (await response.json()) as { table: { id: string } };
        // A seat's rating is shown beside it only when a player holds it.
        const ratings = await server.api<{ seats: { seat: number }[] }[]>(
          `/api/ratings/tables?ids=${table.id}`,
        );
        return ratings.body[0]?.seats.map((s) => s.seat);
      };
      assert.deepEqual(await create(server.url), [0], 'its own page takes the seat for Tess');
      assert.deepEqual(
        await create('https://evil.example'),
        [],
        "another site's takes it for nobody",
      );
      assert.deepEqual(await create('null'), [], 'nor does an opaque origin');
    });

    it('refuses names with bidi, invisible or control characters, or reserved ones, in words', async () => {
      for (const [name, words] of [
        ['Ann\u202Eeil', /control, invisible or text-direction/u],
        ['Bob\u200B', /control, invisible or text-direction/u],
        ['Guest', /reserved/u],
        ['seat 2', /reserved/u],
        ['Al', /at least 3/u],
      ] as const) {
        const { visitor, answer } = await signUp(name);
        assert.equal(answer.status, 400, name);
        assert.match(String(answer.body.message), words);
        assert.equal(await visitor.who(), null);
      }
    });

    // The passkey routes' WebAuthn library is loaded on their first request
    // (webauthn-on-demand.ts): a stand-in that failed to load it, or to pass a call on, fails here.
    it('registers a passkey on an account, which then signs in alone, without its name', async () => {
      const { visitor } = await signUp('Pia Key');
      const device = new Authenticator();
      const offer = await visitor.call('/passkey/generate-register-options');
      assert.equal(offer.status, 200, JSON.stringify(offer.body));
      const registration = offer.body as unknown as CeremonyOptions & {
        authenticatorSelection?: { residentKey?: string };
      };
      assert.equal(registration.authenticatorSelection?.residentKey, 'required');
      const registered = await visitor.call('/passkey/verify-registration', {
        response: device.create(registration, server.url),
      });
      assert.equal(registered.status, 200, JSON.stringify(registered.body));
      const later = new Visitor(server.url);
      const challenge = await later.call('/passkey/generate-authenticate-options');
      assert.equal(challenge.status, 200, JSON.stringify(challenge.body));
      const signedIn = await later.call('/passkey/verify-authentication', {
        response: device.get(challenge.body as unknown as CeremonyOptions, server.url),
      });
      assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
      assert.equal((await later.who())?.name, 'Pia Key');
      const stranger = new Visitor(server.url);
      const refused = await stranger.call('/passkey/verify-authentication', {
        response: new Authenticator().get(
          (await stranger.call('/passkey/generate-authenticate-options'))
            .body as unknown as CeremonyOptions,
          server.url,
        ),
      });
      assert.equal(refused.status, 401, 'a passkey the server never registered');
      assert.equal(await stranger.who(), null);
    });

    it('lists sessions and signs out everywhere else', async () => {
      const { visitor: laptop } = await signUp('Two Devices');
      const phone = new Visitor(server.url);
      await phone.call('/sign-in/username', { username: 'two devices', password: PASSWORD });
      const listed = await laptop.call('/list-sessions');
      assert.equal(listed.body.length, 2);
      const revoked = await laptop.call('/revoke-other-sessions', {});
      assert.equal(revoked.status, 200);
      assert.equal(await phone.who(), null);
      assert.equal((await laptop.who())?.name, 'Two Devices');
    });
  });

  describe('accounts behind limits and https', () => {
    /** A server allowing 3 sign-in attempts per address, behind a trusted proxy (loopback). */
    const limitedServer = () =>
      testServer({
        trustProxy: 'loopback',
        accounts: {
          perAddress: { max: 3, windowSeconds: 60 },
          perAccount: { max: 100, windowSeconds: 60 },
        },
      });

    /** The answers to wrong sign-ins from one address (named by the proxy), one per name. */
    async function wrongSignIns(at: TestServer, names: readonly string[]): Promise<number[]> {
      const statuses: number[] = [];
      for (const name of names) {
        const response = await fetch(`${at.url}/api/auth/sign-in/username`, {
          method: 'POST',
          headers: {
            origin: at.url,
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.7',
          },
          body: JSON.stringify({ username: name, password: 'x'.repeat(8) }),
        });
        statuses.push(response.status);
      }
      return statuses;
    }

    it('limits sign-in attempts per address, whatever the account', async () => {
      const limited = await limitedServer();
      try {
        const statuses = await wrongSignIns(limited, [
          'Amy One',
          'Ben Two',
          'Cat Three',
          'Dan Four',
        ]);
        assert.deepEqual(statuses, [401, 401, 401, 429]);
      } finally {
        await limited.close();
      }
    });

    it('counts each server’s attempts apart, even two servers in one process', async () => {
      const first = await limitedServer();
      const second = await limitedServer();
      try {
        assert.deepEqual(
          await wrongSignIns(first, ['Amy One', 'Ben Two', 'Cat Three']),
          [401, 401, 401],
        );
        assert.deepEqual(await wrongSignIns(second, ['Dan Four']), [401], 'a limit of its own');
        assert.deepEqual(await wrongSignIns(first, ['Eve Five']), [429]);
      } finally {
        await first.close();
        await second.close();
      }
    });

    it('marks cookies Secure behind a public https URL (BETTER_AUTH_URL), and reads them back', async () => {
      const behind = await testServer({ accounts: { baseURL: 'https://play.example' } });
      try {
        // Served over plain http here, as behind a proxy that is not trusted to say https.
        const guest = new Visitor(behind.url, 'https://play.example');
        const answer = await guest.call('/sign-in/anonymous', {});
        assert.equal(answer.status, 200);
        const [name] = [...guest.jar.keys()];
        assert.equal(name, '__Secure-better-auth.session_token');
        const response = await fetch(`${behind.url}/api/auth/sign-in/anonymous`, {
          method: 'POST',
          headers: { origin: 'https://play.example', 'content-type': 'application/json' },
          body: '{}',
        });
        const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
        assert.match(cookie ?? '', /; HttpOnly/iu);
        assert.match(cookie ?? '', /; Secure/u);
        assert.match(cookie ?? '', /; SameSite=Lax/iu);
        assert.equal((await guest.who())?.isAnonymous, true, 'the Secure cookie opens its session');
      } finally {
        await behind.close();
      }
    });

    it('marks cookies Secure when served over https (as a trusted proxy says)', async () => {
      const proxied = await testServer({ trustProxy: 'loopback' });
      try {
        const response = await fetch(`${proxied.url}/api/auth/sign-in/anonymous`, {
          method: 'POST',
          headers: {
            origin: 'https://play.example',
            host: 'play.example',
            'x-forwarded-proto': 'https',
            'x-forwarded-host': 'play.example',
            'content-type': 'application/json',
          },
          body: '{}',
        });
        assert.equal(response.status, 200);
        const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
        assert.match(cookie ?? '', /; Secure/u);
      } finally {
        await proxied.close();
      }
    });
  });
});
