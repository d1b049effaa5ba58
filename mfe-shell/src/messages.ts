/** Every user-facing text of the shell (layout, session, remote loading). */
export const messages = {
  brand: 'GAME ACCOUNT SHOP',
  brandHome: 'Game Account Shop, home',
  nav: {
    label: 'Main',
    login: 'LOGIN',
    logout: 'Logout',
    accountFallback: 'Account',
    myAccount: 'My account',
  },
  footer: {
    tagline: 'Your trusted source for high-quality game accounts at competitive prices.',
    company: 'COMPANY',
    companyLinks: ['About Us', 'How It Works', 'FAQ', 'Contact'],
    legal: 'LEGAL',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    refund: 'Refund Policy',
    adminPanel: 'Admin Panel',
    payments: 'We accept',
    paymentNames: ['PayPal', 'MasterCard', 'Visa', 'Bitcoin'],
    copyright: (year: number) => `© ${year} Game Account Shop. All rights reserved.`,
  },
  session: {
    loggedOut: 'Logged Out',
    loggedOutDescription: 'You have been signed out.',
    logoutFailed: 'Logout failed',
  },
  remote: {
    loading: 'Loading...',
    unavailable: 'This section is temporarily unavailable.',
    unavailableHint: 'The rest of the site keeps working. Please try again in a moment.',
    retry: 'Retry',
  },
  toast: {
    close: 'Close notification',
    viewportLabel: 'Notifications ({hotkey})',
  },
} as const;
