/**
 * For tests: a browser's view of the accounts API, with its own cookie jar and origin, so a
 * test can sign up, steal a cookie, or post from another site as a browser would.
 */
import assert from 'node:assert/strict';

export interface Answer {
  readonly status: number;
  /** The JSON answered: an object with a message when refused, a list for /list-sessions. */
  readonly body: { readonly message?: string; readonly user?: User } & readonly unknown[];
}

export interface User {
  readonly id: string;
  readonly name: string;
  readonly isAnonymous?: boolean;
}

export class Visitor {
  private readonly base: string;
  /** Cookies by name, e.g. 'better-auth.session_token' → 'abc.sig'. */
  readonly jar = new Map<string, string>();
  origin: string;

  constructor(base: string, origin = base) {
    this.base = base;
    this.origin = origin;
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Replaces this visitor's cookies with `cookie` ('a=1; b=2'), as a thief would. */
  useCookie(cookie: string): void {
    this.jar.clear();
    for (const part of cookie.split(/;\s*/u)) {
      const at = part.indexOf('=');
      if (at > 0) this.jar.set(part.slice(0, at), part.slice(at + 1));
    }
  }

  async call(
    path: string,
    body?: unknown,
    method = body === undefined ? 'GET' : 'POST',
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.jar.size > 0) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}/api/auth${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(/;\s*/u);
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const gone = value === '' || attributes.some((a) => /^max-age=0$/iu.test(a));
      if (gone) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
  }

  /** Signs up with a name and password (no e-mail: the accounts keep none). */
  signUp(username: string, password: string): Promise<Answer> {
    return this.call('/sign-up/email', { username, password, email: '', name: '' });
  }

  /** The session's user, or null. */
  async who(): Promise<User | null> {
    const answer = await this.call('/get-session');
    return (answer.body as { user?: User } | null)?.user ?? null;
  }
}

/** The password the tests' accounts sign up with. */
export const TEST_PASSWORD = 'correct horse battery';

/** A visitor of the server at `base`, signed up as `name` (the test fails if refused), and its id. */
export async function signedUpVisitor(
  base: string,
  name: string,
): Promise<{ visitor: Visitor; id: string }> {
  const visitor = new Visitor(base);
  const made = await visitor.signUp(name, TEST_PASSWORD);
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const id = made.body.user?.id;
  assert.ok(id, 'the sign-up answers its user');
  return { visitor, id };
}
