import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR } from '@levischuck/tiny-cbor';

/**
 * A passkey authenticator in software, for API tests (issue 34): one ES256 key pair and a
 * discoverable credential, answering the options of @simplewebauthn/server with the responses a
 * browser would send: attestation `none` at registration, a signed assertion at sign-in. The
 * signature counter is the test's to set (0 for an authenticator that keeps none, as Apple's).
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private userHandle = '';
  /** The counter the next assertion reports. */
  counter = 0;
  /** Whether the next assertion says the user was verified (a PIN or a fingerprint), not only present. */
  userVerified = true;

  constructor(
    readonly origin = 'http://localhost:8080',
    readonly rpId = 'localhost',
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** The response to registration options (what `startRegistration` returns). */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const clientData = this.clientData('webauthn.create', options.challenge);
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(encodeCBOR(coseKey)),
    ]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([this.authenticatorData(0x45), attested]);
    const attestationObject = encodeCBOR(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return this.credential(clientData, {
      attestationObject: Buffer.from(attestationObject).toString('base64url'),
      transports: ['internal'],
    });
  }

  /** The response to sign-in options (what `startAuthentication` returns); `signWith` another key forges the signature. */
  assert(options: { challenge: string }, signWith: KeyObject = this.privateKey) {
    const clientData = this.clientData('webauthn.get', options.challenge);
    // Flags: user present (0x01), user verified (0x04).
    const authData = this.authenticatorData(this.userVerified ? 0x05 : 0x01);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()]);
    return this.credential(clientData, {
      authenticatorData: authData.toString('base64url'),
      signature: sign('sha256', signed, signWith).toString('base64url'),
      userHandle: this.userHandle,
    });
  }

  /** The credential as the browser library hands it back: this passkey's id around the authenticator's `response`. */
  private credential<Response extends object>(clientData: Buffer, response: Response) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: clientData.toString('base64url'), ...response },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** rpIdHash, flags, the signature counter (big-endian). */
  private authenticatorData(flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([createHash('sha256').update(this.rpId).digest(), Buffer.from([flags]), counter]);
  }
}

/** A key of no registered passkey, to forge a signature with. */
export const strangerKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
