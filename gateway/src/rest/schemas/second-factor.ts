import { z } from 'zod';
import { jsonBody, optionalText, text } from './fields';

/** Second factor (issue 34, first slice): the authenticator app, recovery codes and the second step of sign-in. */

export const SecondFactorRequiredAnswer = z
  .object({
    secondFactorRequired: z.literal(true),
    methods: z.array(z.enum(['totp', 'recoveryCode', 'passkey'])),
  })
  .meta({ id: 'SecondFactorRequired' });

/** A fresh second factor given with the request: `code` from the authenticator app or a `recoveryCode` (each usable once). */
export const FreshFactorBody = jsonBody({ code: optionalText(), recoveryCode: optionalText() });

/** `password`: needed unless the session re-authenticated within the last 5 minutes (`POST /api/admin/reauth`). */
export const StartTotpBody = jsonBody({ password: optionalText() });

export const TotpEnrolmentAnswer = z
  .object({
    secret: z.string().meta({ description: 'Base32 secret, for typing into the app.' }),
    otpauthUrl: z.string().meta({ description: 'otpauth:// URI, for a QR code.' }),
  })
  .meta({ id: 'TotpEnrolment' });

export const ConfirmTotpBody = jsonBody({ code: text() });

export const RecoveryCodesAnswer = z
  .object({ recoveryCodes: z.array(z.string()).meta({ description: '10 codes, each usable once; shown only now.' }) })
  .meta({ id: 'RecoveryCodes' });

export const AccountSecurityAnswer = z
  .object({
    totp: z.boolean(),
    passkeys: z.array(
      z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
    ),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'AccountSecurity' });

/** Passkeys (WebAuthn): the browser library's options and responses pass through as JSON objects. */
export const webauthnJson = (description: string) =>
  z.record(z.string(), z.unknown(), { error: 'Give the passkey response from the browser (an object).' }).meta({
    description,
  });

export const PasskeyOptionsAnswer = z.record(z.string(), z.unknown()).meta({
  id: 'PasskeyOptions',
  description: 'Options for `startRegistration` / `startAuthentication` of @simplewebauthn/browser.',
});

export const PasskeyRegistrationOptionsBody = StartTotpBody;

export const AddPasskeyBody = jsonBody({
  name: text().meta({ description: 'A name for the passkey, up to 64 characters.' }),
  response: webauthnJson('What `startRegistration` returned.'),
});

export const Passkey = z
  .object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
  .meta({ id: 'Passkey' });

export const PasskeyIdParams = z.object({ id: z.string().max(12) });

/** A fresh factor for removing a passkey: `response` (a sign-in with one of one's passkeys), `code` or `recoveryCode`. */
export const RemovePasskeyBody = jsonBody({
  response: webauthnJson(
    'What `startAuthentication` returned, for options from `POST /api/login/passkey/options`.',
  ).optional(),
  code: optionalText(),
  recoveryCode: optionalText(),
});

/** `code`: 6 digits from the authenticator app; `recoveryCode`: one of the codes shown at enrolment; or `response`: a passkey's. */
export const SecondFactorBody = jsonBody({
  code: optionalText(),
  recoveryCode: optionalText(),
  response: webauthnJson(
    'What `startAuthentication` returned, for options from `POST /api/login/passkey/options`.',
  ).optional(),
});

export const PasskeySignInBody = jsonBody({ response: webauthnJson('What `startAuthentication` returned.') });
