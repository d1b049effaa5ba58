import { Navigate, Route, Routes, useOutletContext } from 'react-router-dom';
import { RequireUser } from '../components/require-user';
import type { SessionUser } from '@shop/ui';
import { AccountLayout } from '../features/account/components/account-layout';
import { Dashboard, WelcomeCard } from '../features/account/components/dashboard';
import { WalletPage } from '../features/wallet/components/wallet-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { CartPage } from '../features/cart/components/cart-page';
import { SupportPage } from '../features/tickets/components/support-page';
import { SupportTickets } from '../features/tickets/components/support-tickets';
import { CommunityChat } from '../features/tickets/components/community-chat';
import { TicketPage } from '../features/tickets/components/ticket-page';
import { AuthPage } from './pages/auth-page';

/** The signed-in user, given by AccountLayout; null while the session loads (the frame only). */
const useAccountUser = () => useOutletContext<SessionUser | null>();

function DashboardRoute() {
  const user = useAccountUser();
  return user ? <Dashboard user={user} /> : <WelcomeCard name={null} />;
}

function WalletRoute() {
  const user = useAccountUser();
  return user && <WalletPage userId={user.id} />;
}

function OrdersRoute() {
  const user = useAccountUser();
  return user && <OrdersPage userId={user.id} />;
}

/** The Support tab: the customer's tickets, then the community chat link when the site has one. */
function AccountSupportRoute() {
  const user = useAccountUser();
  return (
    user && (
      <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
        <SupportTickets userId={user.id} headingLevel={2} />
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
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route
        path="/account"
        element={
          <RequireUser pending={<AccountLayout user={null} />}>{(user) => <AccountLayout user={user} />}</RequireUser>
        }
      >
        <Route index element={<DashboardRoute />} />
        <Route path="wallet" element={<WalletRoute />} />
        <Route path="orders" element={<OrdersRoute />} />
        <Route path="support" element={<AccountSupportRoute />} />
        {/* settings, security, notifications and anything else: back to the dashboard */}
        <Route path="*" element={<Navigate to="/account" replace />} />
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
      <Route path="*" element={<Navigate to="/account" replace />} />
    </Routes>
  );
}
