/** Pages of other microfrontends the panel links to (site URLs; the shell routes them). */

/** The account app's 'Güvenlik' page, where an authenticator app or a passkey is set up or removed. */
export const SECURITY_PAGE = '/account/security';
