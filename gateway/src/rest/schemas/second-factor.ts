import { z } from 'zod';
import { jsonBody, optionalText, text } from './fields';

/** Second factor (issue 34, first slice): the authenticator app, recovery codes and the second step of sign-in. */

export const SecondFactorRequiredAnswer = z
  .object({
    secondFactorRequired: z.literal(true),
    methods: z.array(z.enum(['totp', 'recoveryCode'])),
  })
  .meta({ id: 'SecondFactorRequired' });

/** `code`: 6 digits from the authenticator app; or `recoveryCode`: one of the codes shown at enrolment. */
export const SecondFactorBody = jsonBody({ code: optionalText(), recoveryCode: optionalText() });

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
