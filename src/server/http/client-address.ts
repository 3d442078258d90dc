/**
 * Who a client is, for the limits per address: the peer of the TCP connection, or behind a
 * trusted reverse proxy the client that proxy names in X-Forwarded-For. HTTP routes
 * (fastify's request.ip), socket connections and the connection cap all use this one notion.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether `address`, `hop` steps from the server (0 = the TCP peer), is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a trust function: false (the default) trusts nobody, so X-Forwarded-For is
 * ignored and cannot be forged; true trusts every hop (only when the server is reachable
 * through the proxy alone); otherwise a comma-separated list of addresses, CIDR ranges or
 * proxy-addr's names ('loopback', 'linklocal', 'uniquelocal').
 */
export function trustProxy(setting: boolean | string): TrustProxy {
  if (setting === false) return () => false;
  if (setting === true) return () => true;
  const list = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return proxyAddr.compile(list);
}

/** The client's address for a raw request (a socket.io handshake, or any HTTP request). */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust);
}
