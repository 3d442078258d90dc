/**
 * For tests: a passkey on a software authenticator, as a browser's WebAuthn answers for it: a
 * P-256 key made here, 'none' attestation, its credential discoverable. It answers the options
 * the server sends with the JSON the passkey routes read (what @simplewebauthn/browser posts),
 * so that a test can register a passkey and sign in with it without a browser.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** The options either ceremony's first route answers, as far as the authenticator reads them. */
export interface CeremonyOptions {
  readonly challenge: string;
  readonly rp?: { readonly id?: string };
  readonly rpId?: string;
}

/** What a browser posts back: a credential's id and the authenticator's signed answer. */
export interface Credential {
  readonly id: string;
  readonly rawId: string;
  readonly type: 'public-key';
  readonly response: Record<string, unknown>;
  readonly clientExtensionResults: Record<string, never>;
  readonly authenticatorAttachment: 'platform';
}

/** Flags of authenticator data (WebAuthn §6.1): user present, user verified, credential data. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

export class Authenticator {
  private readonly id = randomBytes(16);
  private readonly key: KeyObject;
  private readonly publicKey: KeyObject;
  private signCount = 0;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** A new credential for the registration options, as navigator.credentials.create answers. */
  create(options: CeremonyOptions, origin: string): Credential {
    const rpId = options.rp?.id ?? 'localhost';
    const clientData = clientDataJSON('webauthn.create', options.challenge, origin);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      uint16(this.id.length),
      this.id,
      this.coseKey(),
    ]);
    const authData = this.authData(rpId, USER_PRESENT | USER_VERIFIED | ATTESTED, attested);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return this.credential({
      clientDataJSON: base64url(clientData),
      attestationObject: base64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** An assertion for the authentication options, as navigator.credentials.get answers. */
  get(options: CeremonyOptions, origin: string): Credential {
    const clientData = clientDataJSON('webauthn.get', options.challenge, origin);
    const authData = this.authData(options.rpId ?? 'localhost', USER_PRESENT | USER_VERIFIED);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()]);
    return this.credential({
      clientDataJSON: base64url(clientData),
      authenticatorData: base64url(authData),
      signature: base64url(sign('sha256', signed, this.key)),
      userHandle: null,
    });
  }

  private credential(response: Record<string, unknown>): Credential {
    const id = base64url(this.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private authData(rpId: string, flags: number, attested = Buffer.alloc(0)): Buffer {
    this.signCount++;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    const rpIdHash = createHash('sha256').update(rpId).digest();
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, attested]);
  }

  /** The public key as COSE (RFC 9053): EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x, y. */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }
}

function clientDataJSON(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

function uint16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

/** CBOR (RFC 8949) of what the authenticator sends: integers, strings, byte strings, maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value);
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const entries = [...(value as Map<unknown, unknown>)].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...entries]);
  }
  throw new Error(`no CBOR for ${typeof value}`);
}

/** A CBOR item's first bytes: its major type and its argument (a length or the integer). */
function head(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(argument, 1);
  return bytes;
}
