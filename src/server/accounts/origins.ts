/**
 * Whose pages may act for a signed-in player (CSRF): a request that may change something
 * (not GET or HEAD) and names an origin other than the server's own, its public URL's
 * (BETTER_AUTH_URL) or a trusted one (TRUSTED_ORIGINS) is nobody's, whatever cookie it carries.
 * better-auth checks its own endpoints (/api/auth/*) so; this is the same rule for the rest of
 * the API (tables, lobby seats, competitions). A request with no Origin is no browser's
 * cross-origin request (a browser names the origin of every cross-origin POST): an API client.
 * A socket's handshake, which acts for its player too, is checked the same way (mayConnect).
 */

/** Methods that change nothing: their answers are unreadable to another origin anyway. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export class OwnOrigins {
  private readonly fixed: ReadonlySet<string>;

  /** `publicURL`, e.g. 'https://play.example'; `trusted`, e.g. ['https://friends.example']. */
  constructor(publicURL: string | undefined, trusted: readonly string[]) {
    const origins = trusted.map(originOf);
    if (publicURL !== undefined) origins.push(originOf(publicURL));
    this.fixed = new Set(origins.filter((o): o is string => o !== undefined));
  }

  /**
   * Whether a request may act for the player its cookie names: `method` e.g. 'POST', `origin`
   * the Origin header (absent: undefined), `own` the request's own origin as the server
   * sees it, e.g. 'http://localhost:3000' (behind a trusted proxy, the proxy's).
   */
  mayAct(method: string, origin: string | undefined, own: string): boolean {
    if (SAFE_METHODS.has(method.toUpperCase()) || origin === undefined) return true;
    const given = originOf(origin);
    return given !== undefined && (given === originOf(own) || this.fixed.has(given));
  }

  /**
   * Whether a socket's handshake may act for the player its cookie names: a socket acts (it
   * joins seats, which then are the player's), so its page must be the server's own, by host,
   * e.g. origin 'http://localhost:3000' with host 'localhost:3000', or a trusted origin. The
   * scheme is not compared: behind a proxy that ends TLS, the handshake looks like plain http.
   */
  mayConnect(origin: string | undefined, host: string | undefined): boolean {
    if (origin === undefined) return true;
    const given = originOf(origin);
    if (given === undefined) return false;
    return new URL(given).host === host?.toLowerCase() || this.fixed.has(given);
  }
}

/** 'https://play.example' for 'https://Play.example/x'; undefined for 'null' or no URL. */
function originOf(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const { origin } = new URL(text);
  return origin === 'null' ? undefined : origin;
}
