import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { shop, startShop, stopShop } from '../../../test/remote-network';
import { parsePreview } from '../remote-registry';
import { PreviewBar } from './preview-bar';

// The preview bar (issue 36 item 3): a browser that opened a preview link is told which builds it
// sees, with a way out.

const BUILD = '0123456789abcdef0123';

describe('PreviewBar', () => {
  beforeAll(startShop);
  afterAll(stopShop);

  it("names the pinned builds and links 'Exit preview' to the gateway's exit", async () => {
    shop.json('/remotes.json', {
      storefront: `/mfe/storefront/b/${BUILD}/mf-manifest.json`,
      account: '/mfe/account/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
      preview: { builds: { storefront: BUILD }, expiresAt: '2026-11-30T09:00:00.000Z' },
    });
    renderWithProviders(<PreviewBar />);
    const bar = await screen.findByRole('region', { name: 'Preview' });
    expect(bar.textContent).toContain('Preview: storefront 01234567');
    expect(within(bar).getByRole('link', { name: 'Exit preview' }).getAttribute('href')).toBe('/preview/exit');
  });

  it('reads a preview only from a well-formed config', () => {
    expect(parsePreview({ storefront: '/x' })).toBeNull();
    expect(parsePreview({ preview: { builds: { storefront: 'nope' }, expiresAt: 'x' } })).toBeNull();
    expect(parsePreview({ preview: { builds: { shell: BUILD, account: BUILD }, expiresAt: 'x' } })).toEqual({
      builds: { account: BUILD },
      expiresAt: 'x',
    });
  });
});
