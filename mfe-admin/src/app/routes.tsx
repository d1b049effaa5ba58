import { Route, Routes } from 'react-router-dom';
import { AdminOnly, PANEL_REFUSAL, TICKETS_REFUSAL } from '../features/access/components/admin-only';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { CatalogSettingsPage } from '../features/catalog-settings/components/catalog-settings-page';
import { ImportPanel } from '../features/imports/components/import-panel';
import { ProductsTable } from '../features/products/components/products-table';
import { TicketsPage } from '../features/tickets/components/tickets-page';

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
                importOld: <ImportPanel format="old" />,
                importNew: <ImportPanel format="new" />,
                catalog: <CatalogSettingsPage />,
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
