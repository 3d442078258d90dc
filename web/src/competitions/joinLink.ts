/**
 * Entry by link (issue #35): the link a link-entry competition's host copies, which carries the
 * competition's join key, and the way back from signing in to the page that sent someone there.
 */

/** The link to join competition `id`, e.g. 'https://matchday.example/competitions/cAb12?key=q3Z…'. */
export function joinLink(origin: string, id: string, key: string): string {
  return `${origin}/competitions/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;
}

/** The sign-in page that comes back to `path` (with its query) once signed in, or up. */
export function signInFor(path: string): string {
  return otherAuthPage('/sign-in', path);
}

/** The sign-up page that comes back to `path` (with its query) once signed up, for a newcomer. */
export function signUpFor(path: string): string {
  return otherAuthPage('/sign-up', path);
}

/**
 * The link from the sign-in page to the sign-up page, or back, that keeps the way back: someone
 * sent to sign in from a competition's link who has no account yet signs up and still comes
 * back ('/sign-up?back=%2Fcompetitions%2FcAb12…'); without a way back (`back` null), the bare page.
 */
export function otherAuthPage(page: '/sign-in' | '/sign-up', back: string | null): string {
  return back === null || back === '' ? page : `${page}?back=${encodeURIComponent(back)}`;
}

/**
 * Where to go after signing in or up: `back` when it is a path of this site ('/competitions/cAb12?key=…'),
 * else the account page; never another site ('//evil.example', 'https://…', '/\\evil').
 */
export function backPath(back: string | null): string {
  if (back === null || !back.startsWith('/') || back.startsWith('//') || back.includes('\\'))
    return '/account';
  return back;
}
