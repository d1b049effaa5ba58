import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { AdminDashboard } from './admin-dashboard';

const panels = { products: <p>products panel</p>, users: <p>users panel</p>, orders: <p>orders panel</p> };

describe('AdminDashboard', () => {
  it('shows the sections as vertical tabs, the "Hesap/Ürün Ekle" group among them, and the chosen one', () => {
    renderWithProviders(<AdminDashboard panels={panels} />, { path: '/panel?tab=users' });
    const list = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Products',
      'Users',
      'Orders',
      'Garanti Talepleri',
      'Duyurular',
      'Support Tickets',
      'Kategoriler & Kart Tasarımı',
      'Eski Format',
      'Yeni Format',
      'İzleme',
      'Yayınlar',
      'Denetim Kaydı',
      'Güvenlik',
    ]);
    expect(screen.getByText('Hesap/Ürün Ekle')).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Users' });
    expect(within(panel).getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(within(panel).getByText('users panel')).toBeTruthy();
  });

  it('moves with the arrow keys and says a section without content is coming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard panels={panels} />);
    expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    await user.keyboard('{ArrowDown}');
    // The section is kept in ?tab=, which the router updates in a transition.
    expect(await screen.findByText('users panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Users' }));

    await user.click(screen.getByRole('tab', { name: 'Support Tickets' }));
    expect(await screen.findByText('This section is coming soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the support ticket list' }).getAttribute('href')).toBe(
      '/panel/tickets',
    );
  });

  it('opens on Products when the address names no known section', () => {
    renderWithProviders(<AdminDashboard panels={panels} />, { path: '/panel?tab=nothing' });
    expect(screen.getByRole('tabpanel', { name: 'Products' }).textContent).toContain('products panel');
  });
});
