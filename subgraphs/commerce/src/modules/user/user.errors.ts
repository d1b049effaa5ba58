import { conflict, forbidden, unauthenticated } from '@shop/server-kit';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_NOT_ACTIVE = 'Your account is not active.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';
export const USERNAME_TAKEN = 'An account with this username already exists.';

/** One answer for an unknown e-mail and a wrong password: a login never reveals which exist. */
export const invalidCredentialsError = () => unauthenticated(INVALID_CREDENTIALS);
export const accountNotActiveError = () => forbidden(ACCOUNT_NOT_ACTIVE);
export const emailTakenError = () => conflict(EMAIL_TAKEN, { field: 'email' });
export const usernameTakenError = () => conflict(USERNAME_TAKEN, { field: 'username' });
