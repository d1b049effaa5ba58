import { screen } from '@testing-library/react';
import { renderWithProviders, testAdmin } from '../../../test/render';
import { AdminOnly, PANEL_REFUSAL } from './admin-only';

const panel = (
  <AdminOnly refusal={PANEL_REFUSAL}>
    <p>The panel</p>
  </AdminOnly>
);

describe('AdminOnly', () => {
  it('shows the panel to an admin', () => {
    renderWithProviders(panel, { user: { ...testAdmin, secondFactorEnrolmentRequired: false } });
    expect(screen.getByText('The panel')).toBeTruthy();
  });

  it('shows an admin who must set up a second factor where to do it instead of the panel, and re-reads the session', () => {
    const { refetch } = renderWithProviders(panel, { user: { ...testAdmin, secondFactorEnrolmentRequired: true } });
    expect(screen.queryByText('The panel')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Set up a second factor to use the panel' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set it up on the Güvenlik (Security) page' });
    expect(link.getAttribute('href')).toBe('/account/security');
    // Back from the security page with a factor: the shell's `me` learns the renewed session.
    expect(refetch).toHaveBeenCalled();
  });

  it('refuses a customer (even one the server would flag) with the refusal, not the enrolment page', () => {
    renderWithProviders(panel, {
      user: { ...testAdmin, isAdmin: false, secondFactorEnrolmentRequired: true },
    });
    expect(screen.getByRole('alert').textContent).toContain(PANEL_REFUSAL.title);
    expect(screen.queryByText('Set up a second factor to use the panel')).toBeNull();
  });
});
