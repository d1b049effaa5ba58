import { Route, Routes } from 'react-router-dom';
import { AdminOnly, PANEL_REFUSAL, TICKETS_REFUSAL } from '../features/access/components/admin-only';
import { AnnouncementsTab } from '../features/announcements/components/announcements-tab';
import { AuditTab } from '../features/audit/components/audit-tab';
import { ClaimsTab } from '../features/claims/components/claims-tab';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { CatalogSettingsPage } from '../features/catalog-settings/components/catalog-settings-page';
import { ImportPanel } from '../features/imports/components/import-panel';
import { ProductsTable } from '../features/products/components/products-table';
import { MonitoringTab } from '../features/monitoring/components/monitoring-tab';
import { ReleasesTab } from '../features/releases/components/releases-tab';
import { SecurityTab } from '../features/security/components/security-tab';
import { UsersTab } from '../features/users/components/users-tab';
import { TicketsPage } from '../features/tickets/components/tickets-page';
import { TicketsTable } from '../features/tickets/components/tickets-table';

/** The admin remote's pages (site URLs; the shell routes /panel and /panel/tickets here). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/panel"
        element={
          <AdminOnly refusal={PANEL_REFUSAL}>
            <AdminDashboard
              panels={{
                products: <ProductsTable />,
                users: <UsersTab />,
                orders: <OrdersTab />,
                claims: <ClaimsTab />,
                announcements: <AnnouncementsTab />,
                tickets: <TicketsTable />,
                audit: <AuditTab />,
                importOld: <ImportPanel format="old" />,
                importNew: <ImportPanel format="new" />,
                catalog: <CatalogSettingsPage />,
                monitoring: <MonitoringTab />,
                releases: <ReleasesTab />,
                security: <SecurityTab />,
              }}
            />
          </AdminOnly>
        }
      />
      <Route
        path="/panel/tickets"
        element={
          <AdminOnly refusal={TICKETS_REFUSAL}>
            <TicketsPage />
          </AdminOnly>
        }
      />
    </Routes>
  );
}
