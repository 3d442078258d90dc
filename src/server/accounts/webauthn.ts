/**
 * The stand-in for @simplewebauthn/server that the passkey plugin imports
 * (webauthn-on-demand.ts): each of the functions the plugin calls loads the library on its
 * first call, then calls the library's own. A function the plugin imports and this module lacks
 * fails the plugin's import, and so every server's start; on-demand.test.ts checks that
 * a start does not load the library, accounts.test.ts that a passkey registers and signs in.
 */
import type * as WebAuthn from '@simplewebauthn/server';

type Library = typeof WebAuthn;

/** The library's module as the plugin resolved it; absent (imported directly): the package. */
const LIBRARY = new URL(import.meta.url).searchParams.get('library') ?? '@simplewebauthn/server';

let loading: Promise<Library> | undefined;

function library(): Promise<Library> {
  return (loading ??= import(LIBRARY) as Promise<Library>);
}

export const generateRegistrationOptions: Library['generateRegistrationOptions'] = async (
  options,
) => (await library()).generateRegistrationOptions(options);

export const verifyRegistrationResponse: Library['verifyRegistrationResponse'] = async (options) =>
  (await library()).verifyRegistrationResponse(options);

export const generateAuthenticationOptions: Library['generateAuthenticationOptions'] = async (
  options,
) => (await library()).generateAuthenticationOptions(options);

export const verifyAuthenticationResponse: Library['verifyAuthenticationResponse'] = async (
  options,
) => (await library()).verifyAuthenticationResponse(options);
