import { Suspense, type ReactNode } from 'react';
import { lazyLive } from '@shop/ui';
import { Route, Routes, useOutletContext } from 'react-router-dom';
import { Redirect } from '../components/redirect';
import { RequireUser } from '../components/require-user';
import type { SessionUser } from '@shop/ui';
import { AccountLayout } from '../features/account/components/account-layout';
import { Dashboard, WelcomeCard } from '../features/account/components/dashboard';
import { EmailVerificationCard } from '../features/email-verification/components/email-verification-card';

// The account area's frame and dashboard are in the first chunk; every other page is a chunk of
// its own, so /cart and /auth load only theirs. The page of the URL the browser loaded starts
// loading when this module runs (before the shell's first render), beside the session query.
const pages = {
  auth: () => import('./pages/auth-page'),
  cart: () => import('../features/cart/components/cart-page'),
  orders: () => import('../features/orders/components/orders-page'),
  wallet: () => import('../features/wallet/components/wallet-page'),
  support: () => import('./pages/support-page'),
  supportTickets: () => import('../features/tickets/components/support-tickets'),
  communityChat: () => import('../features/tickets/components/community-chat'),
  myClaims: () => import('../features/claims/components/my-claims'),
  ticket: () => import('../features/tickets/components/ticket-page'),
  alerts: () => import('../features/alerts/components/alerts-page'),
  security: () => import('../features/security/components/security-page'),
  verifyEmail: () => import('../features/email-verification/components/verify-email-page'),
};

const AuthPage = lazyLive(() => pages.auth().then((module) => ({ default: module.AuthPage })));
const CartPage = lazyLive(() => pages.cart().then((module) => ({ default: module.CartPage })));
const OrdersPage = lazyLive(() => pages.orders().then((module) => ({ default: module.OrdersPage })));
const WalletPage = lazyLive(() => pages.wallet().then((module) => ({ default: module.WalletPage })));
const SupportPage = lazyLive(() => pages.support().then((module) => ({ default: module.SupportPage })));
const SupportTickets = lazyLive(() => pages.supportTickets().then((module) => ({ default: module.SupportTickets })));
const MyClaims = lazyLive(() => pages.myClaims().then((module) => ({ default: module.MyClaims })));
const CommunityChat = lazyLive(() => pages.communityChat().then((module) => ({ default: module.CommunityChat })));
const TicketPage = lazyLive(() => pages.ticket().then((module) => ({ default: module.TicketPage })));
const SecurityPage = lazyLive(() => pages.security().then((module) => ({ default: module.SecurityPage })));
const AlertsPage = lazyLive(() => pages.alerts().then((module) => ({ default: module.AlertsPage })));
const VerifyEmailPage = lazyLive(() => pages.verifyEmail().then((module) => ({ default: module.VerifyEmailPage })));

/** The chunks each page needs, by its URL (a prefix ending in `/` matches every URL under it). */
const PAGE_CHUNKS: [string, (keyof typeof pages)[]][] = [
  ['/auth', ['auth']],
  ['/cart', ['cart']],
  ['/account/orders', ['orders']],
  ['/account/wallet', ['wallet']],
  ['/account/support', ['supportTickets', 'myClaims', 'communityChat']],
  ['/account/alerts', ['alerts']],
  ['/account/security', ['security']],
  ['/account/verify-email', ['verifyEmail']],
  ['/support', ['support']],
  ['/support/tickets/', ['ticket']],
];

/** Fetches the chunks of the page at `pathname` (the one the browser loaded) ahead of its render. */
function prefetchPage(pathname: string) {
  const found = PAGE_CHUNKS.find(([path]) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path));
  // A failed load is the route's to report (its error boundary), when it renders.
  for (const load of found?.[1] ?? []) pages[load]().catch(() => undefined);
}
if (typeof window !== 'undefined') prefetchPage(window.location.pathname);

/**
 * A top-level page while its code arrives in the browser (a navigation): nothing, the App's box
 * holds a screen's height. The page the browser loaded came rendered by the server (decision 0068).
 */
function PageLoading() {
  return null;
}

/** A section of the account area while its code arrives: the frame stays, the section is empty. */
const Section = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The signed-in user, given by AccountLayout; null while the session loads (the frame only). */
const useAccountUser = () => useOutletContext<SessionUser | null>();

function DashboardRoute() {
  const user = useAccountUser();
  return user ? (
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
      <Dashboard user={user} />
      {/* Below the dashboard: a card that appears after its query moves nothing above it. */}
      <EmailVerificationCard />
    </div>
  ) : (
    <WelcomeCard name={null} />
  );
}

function WalletRoute() {
  const user = useAccountUser();
  return user && <WalletPage userId={user.id} />;
}

function OrdersRoute() {
  const user = useAccountUser();
  return (
    user && (
      <Suspense fallback={null}>
        <OrdersPage userId={user.id} />
      </Suspense>
    )
  );
}

function SecurityRoute() {
  const user = useAccountUser();
  return user && <SecurityPage />;
}

function AlertsRoute() {
  const user = useAccountUser();
  return user && <AlertsPage />;
}

/** The Support tab: the customer's tickets, their warranty claims, then the community chat link when the site has one. */
function AccountSupportRoute() {
  const user = useAccountUser();
  return (
    user && (
      <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
        <SupportTickets userId={user.id} headingLevel={2} />
        <MyClaims userId={user.id} />
        <CommunityChat />
      </div>
    )
  );
}

/**
 * The account remote's pages, with the site's URLs: the shell sends /auth, /account/*, /cart,
 * /support and /support/tickets/:id here.
 */
export function AccountRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        {/* The sign-up e-mail's link: for guests too (it may open in another browser). */}
        <Route path="/account/verify-email" element={<VerifyEmailPage />} />
        <Route
          path="/account"
          element={
            <RequireUser pending={<AccountLayout user={null} />}>{(user) => <AccountLayout user={user} />}</RequireUser>
          }
        >
          <Route index element={<DashboardRoute />} />
          <Route
            path="wallet"
            element={
              <Section>
                <WalletRoute />
              </Section>
            }
          />
          <Route path="orders" element={<OrdersRoute />} />
          <Route
            path="support"
            element={
              <Section>
                <AccountSupportRoute />
              </Section>
            }
          />
          <Route
            path="alerts"
            element={
              <Section>
                <AlertsRoute />
              </Section>
            }
          />
          <Route
            path="security"
            element={
              <Section>
                <SecurityRoute />
              </Section>
            }
          />
          {/* settings, notifications and anything else: back to the dashboard */}
          <Route path="*" element={<Redirect to="/account" />} />
        </Route>
        <Route path="/cart" element={<CartPage />} />
        <Route
          path="/support"
          element={
            <RequireUser pending={<SupportPage userId={null} />}>
              {(user) => <SupportPage userId={user.id} />}
            </RequireUser>
          }
        />
        <Route path="/support/tickets/:ticketId" element={<RequireUser>{() => <TicketPage />}</RequireUser>} />
        <Route path="*" element={<Redirect to="/account" />} />
      </Routes>
    </Suspense>
  );
}
