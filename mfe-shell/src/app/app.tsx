import { Suspense, useCallback, useLayoutEffect, useMemo } from 'react';
import { css } from '@emotion/react';
import { LiveWhenHydrated, lazyLive } from '@shop/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from './providers';
import { useShellServices } from './shell-services';
import { routeOwner } from './route-owners';
import { TopNav } from '../components/layout/top-nav';
import { Footer } from '../components/layout/footer';
import { Deferred } from '../components/deferred';
import { PreviewBar } from '../features/remotes/components/preview-bar';
import { RemoteRoute, useRemoteUpdates } from '../features/remotes/components/remote-route';
import { useLogout } from '../features/session/hooks/use-logout';
import { RecentPurchaseWidget } from '../features/recent-purchases/components/recent-purchase-widget';

// The bell (a Radix popover) is shown to signed-in users only: guests never download it. The
// placeholder keeps its 40 px while it arrives, so the bar does not shift.
const NotificationBell = lazyLive(() =>
  import('../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const bellPlaceholder = (
  <span aria-hidden="true" css={{ display: 'inline-block', width: 40, height: 40, flex: 'none' }} />
);

/** Spec §9: the navigation notice stays 3.6 s. */
const NAV_NOTICE_MS = 3600;

const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export function Layout() {
  const services = useShellServices();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout, loading: loggingOut } = useLogout(services.toast);
  const owner = routeOwner(pathname);
  const { toast } = services;
  const notify = useCallback((title: string) => toast({ title, duration: NAV_NOTICE_MS }), [toast]);
  const remoteServices = useMemo(() => ({ ...services, logout }), [services, logout]);

  // A new page starts at its top at once, before its paint. The page's CSS scrolls smoothly, so a
  // plain scrollTo animated up from the old page's position: a shorter new page was first clamped
  // to its end, bringing the footer into view (a layout shift, seen on slowed CPUs).
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  // A release activated since the page loaded shows on this navigation (remote-updates.ts).
  useRemoteUpdates(pathname);

  return (
    <div css={page}>
      {/* The bar's controls wait for hydration; each remote's wait for its own code (ShellProvider). */}
      <LiveWhenHydrated>
        <PreviewBar />
        <TopNav
          user={services.session.user}
          loading={services.session.loading}
          onLogin={() => navigate('/auth')}
          onLogout={() => void logout()}
          loggingOut={loggingOut}
          bell={
            <Suspense fallback={bellPlaceholder}>
              <NotificationBell />
            </Suspense>
          }
          notify={notify}
        />
        {/* The home page (storefront) carries the spec's 'top' anchor itself. */}
        <main css={{ flex: 1, width: '100%' }}>
          {/* keyed by owner: each remote keeps its own error boundary and retry state */}
          <RemoteRoute key={owner} name={owner} services={remoteServices} />
        </main>
        <Deferred inServerPage>
          <Footer />
        </Deferred>
        <Deferred>
          <RecentPurchaseWidget />
        </Deferred>
      </LiveWhenHydrated>
    </div>
  );
}

export function App() {
  return (
    <AppProviders>
      <Layout />
    </AppProviders>
  );
}
