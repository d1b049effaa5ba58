import { remoteOrigins } from './security-headers';

describe('remoteOrigins', () => {
  it('lists the origins of absolute remote URLs once; relative ones are this origin', () => {
    expect(
      remoteOrigins({
        storefront: '/mfe/storefront/mf-manifest.json',
        account: 'https://cdn.example:8443/account/mf-manifest.json',
        admin: 'https://cdn.example:8443/admin/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example:8443']);
    expect(remoteOrigins({ storefront: 'javascript:alert(1)', account: '/a', admin: '/b' })).toEqual([]);
  });
});
