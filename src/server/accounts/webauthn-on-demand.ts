/**
 * Passkeys' WebAuthn library loaded on the first passkey request, not at every start.
 * @better-auth/passkey imports @simplewebauthn/server at its top, and with it some 280 modules
 * (x509 and ASN.1 for attestations, a dependency injector), and the library reads its root
 * certificates as it loads: about 0.1 CPU-s of each server's start (1.9), for a route most
 * servers never see asked. A resolve hook hands that one import the stand-in webauthn.ts instead,
 * which loads the library when one of its functions is first called (every one the plugin calls
 * is async in the library too). accounts.ts registers it before it imports auth.ts.
 */
import { registerHooks } from 'node:module';

const LIBRARY = '@simplewebauthn/server';
const PLUGIN = '/node_modules/@better-auth/passkey/';
const STAND_IN = new URL('./webauthn.ts', import.meta.url).href;

let registered = false;

/** From now on, the passkey plugin's import of the library resolves to the stand-in. */
export function deferWebAuthn(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (specifier !== LIBRARY || !context.parentURL?.includes(PLUGIN)) return resolved;
      if (!('url' in resolved)) throw new Error(`${LIBRARY} resolved asynchronously`);
      // The stand-in loads the very module the plugin would have had (its own copy, if nested).
      return { url: `${STAND_IN}?library=${encodeURIComponent(resolved.url)}`, shortCircuit: true };
    },
  });
}
