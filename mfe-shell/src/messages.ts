import { BRAND } from '@shop/ui';

/** Every user-facing text of the shell (layout, session, remote loading). */
export const messages = {
  // The kit's: one brand for every microfrontend.
  brand: BRAND.name,
  brandHome: BRAND.homeLabel,
  preview: {
    label: 'Preview',
    /** "Preview: storefront 1a2b3c4d, account 5e6f7a8b" */
    builds: (builds: Array<[string, string]>) =>
      `Preview: ${builds.map(([remote, buildId]) => `${remote} ${buildId.slice(0, 8)}`).join(', ')}`,
    exit: 'Exit preview',
  },
  nav: {
    label: 'Main',
    products: 'PRODUCTS',
    skinList: 'SKIN LIST',
    faq: 'FAQ',
    reviews: 'REVIEWS',
    reviewsUnavailable: 'Reviews are not available yet',
    topOfPage: 'TOP OF PAGE',
    productsOnlyOnHome: 'You must be on the homepage to access products.',
    login: 'LOGIN',
    loginRegister: 'LOGIN / REGISTER',
    logout: 'Logout',
    accountFallback: 'Account',
    myAccount: 'My Account',
    menu: 'Menu',
    cart: (count: number) => (count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'),
  },
  notifications: {
    bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
    title: 'Notifications',
    announcements: 'Announcements',
    notices: 'For you',
    noticesFailed: 'Your notices could not be loaded at the moment.',
    markAsRead: 'Mark as read',
    read: 'Read',
    markAllAsRead: 'Mark All as Read',
    loadFailed: 'Announcements could not be loaded at the moment.',
    empty: 'There are no active announcements at the moment.',
    types: { info: 'Info', warning: 'Warning', success: 'Success', error: 'Error' },
  },
  recentPurchases: {
    label: 'Recent purchases',
    close: 'Close',
    verified: 'Verified buyer',
    purchasedA: 'purchased a',
    account: 'account',
    for: 'for',
    games: { lol: 'League of Legends', other: 'Valorant' },
  },
  footer: {
    tagline: 'Your trusted source for high-quality game accounts at competitive prices.',
    social: 'Social media',
    socialNames: ['Instagram', 'X (Twitter)', 'YouTube', 'Facebook'],
    company: 'COMPANY',
    companyLinks: ['About Us', 'How It Works', 'FAQ', 'Contact'],
    legal: 'LEGAL',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    refund: 'Refund Policy',
    /** The public figures page (/trust, the storefront's), beside the policies it backs. */
    trust: 'Trust in Numbers',
    adminPanel: 'Admin Panel',
    payments: 'We accept',
    paymentNames: ['PayPal', 'MasterCard', 'Visa', 'Bitcoin'],
    copyright: (year: number) => `© ${year} Game Account Shop. All rights reserved.`,
  },
  session: {
    loggedOut: 'Logged Out',
    loggedOutDescription: 'You have been logged out.',
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
