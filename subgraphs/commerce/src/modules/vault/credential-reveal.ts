import { auditEvent, badInput, codedError, type BaseContext } from '@shop/server-kit';

/** Longest reason an admin may give for a reveal (it is kept in the audit log). */
export const REVEAL_REASON_MAX = 300;
export const REVEAL_REASON_REQUIRED = 'Give a reason for seeing these credentials (it is kept in the audit log).';
export const REVEAL_REASON_TOO_LONG = `The reason can be at most ${REVEAL_REASON_MAX} characters.`;

/**
 * The step-up every credential read or change of an admin needs: a re-authentication of the
 * session in the last 5 minutes (the gateway's identity token says so). `reauthenticate` in the
 * error tells a client to ask for the password (the panel does).
 */
export function requireStepUp(ctx: BaseContext, message: string): void {
  if (!ctx.identity.reauthenticated) throw codedError('UNAUTHENTICATED', message, { reauthenticate: true });
}

/** The admin's reason for a reveal, trimmed: required, at most `REVEAL_REASON_MAX` characters. */
export function revealReason(text: string): string {
  const reason = text.trim();
  if (!reason) throw badInput(REVEAL_REASON_REQUIRED, { field: 'reason' });
  if (reason.length > REVEAL_REASON_MAX) throw badInput(REVEAL_REASON_TOO_LONG, { field: 'reason' });
  return reason;
}

/** One `credentials.reveal` audit entry: the unit (or the order, for a manual delivery) and why. */
export function auditReveal(ctx: BaseContext, target: string, about: string, reason: string): void {
  auditEvent(ctx, 'credentials.reveal', target, `${about}; reason: ${reason}`);
}
