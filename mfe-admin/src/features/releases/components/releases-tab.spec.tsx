import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ReleasesTab } from './releases-tab';
import { CSRF, serve, signedInWithServedFetch } from '../../../test/releases.mocks';

const LIVE = 'a1b2c3d4e5f60718293a';
const KEPT = '0f1e2d3c4b5a69788796';
const GONE = '99887766554433221100';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const build = (buildId: string, status: string, extra: Record<string, unknown> = {}) => ({
  buildId,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  gitCommit: null,
  publishedBy: 'token:storefront-ci',
  size: { firstLoadBytes: 19_456, totalBytes: 400_000 },
  pinned: false,
  gates: null,
  ...extra,
});

const board = {
  'GET /api/delivery/remotes': [
    [
      200,
      [
        { name: 'storefront', active: { buildId: LIVE, revision: 7, activatedAt: hoursAgo(3) }, revision: 7 },
        { name: 'account', active: null, revision: 0 },
        { name: 'admin', active: null, revision: 0 },
      ],
    ],
  ],
  'GET /api/delivery/remotes/storefront/builds': [
    [
      200,
      [
        build(LIVE, 'active', {
          gitCommit: 'abcdef1234567890',
          gates: ['shared', 'graphql', 'exposes', 'budget', 'integrity'].map((gate) => ({ gate, problems: [] })),
        }),
        build(KEPT, 'kept', {
          gitCommit: '1234567abcdef',
          gates: [
            { gate: 'budget', problems: ['first load 190 KB is over the budget of 170 KB'] },
            { gate: 'shared', problems: [] },
          ],
        }),
        build(GONE, 'removed'),
      ],
    ],
  ],
  'GET /api/delivery/remotes/account/builds': [[200, []]],
  'GET /api/delivery/remotes/admin/builds': [[200, []]],
  'GET /api/delivery/audit?remote=storefront&limit=10': [
    [
      200,
      {
        events: [
          {
            seq: 5,
            at: '2026-11-25T10:00:00.000Z',
            action: 'remote.rollback',
            actor: { userId: 1, tokenId: null, tokenName: null },
            remote: 'storefront',
            buildId: LIVE,
            reason: 'the header was broken',
            hash: 'h5',
            previousHash: 'h4',
          },
          {
            seq: 4,
            at: '2026-11-24T10:00:00.000Z',
            action: 'build.publish',
            actor: { userId: null, tokenId: 't1', tokenName: 'storefront-ci' },
            remote: 'storefront',
            buildId: KEPT,
            hash: 'h4',
            previousHash: 'h3',
          },
        ],
      },
    ],
  ],
  'GET /api/delivery/audit?remote=account&limit=10': [[200, { events: [] }]],
  'GET /api/delivery/audit?remote=admin&limit=10': [[200, { events: [] }]],
  'GET /api/delivery/tokens': [[200, []]],
  'GET /api/delivery/audit?verify=true&limit=1': [[200, { events: [], chain: { ok: true, checked: 12 } }]],
} satisfies Record<string, Array<[number, unknown]>>;

describe('ReleasesTab (Yayınlar)', () => {
  signedInWithServedFetch();

  it('shows per remote the live build with its age, commit and revision, the kept builds with their gates, and the history', async () => {
    serve(board);
    renderWithProviders(<ReleasesTab />);
    const storefront = await screen.findByRole('region', { name: 'Mağaza (storefront)' });
    expect(screen.getByText('Yayın kaydının karma zinciri sağlam (12 kayıt denetlendi).')).toBeTruthy();
    expect(storefront.textContent).toContain('Yayındaki sürüm: a1b2c3d4');
    expect(within(storefront).getByText('3 saat önce yayına alındı')).toBeTruthy();
    expect(storefront.textContent).toContain('Commit: abcdef1');
    expect(storefront.textContent).toContain('Revizyon 7');

    const table = within(storefront).getByRole('table', { name: 'Mağaza (storefront): saklanan sürümler' });
    const [, live, kept, removed] = within(table).getAllByRole('row');
    expect(within(live!).getByText('Yayında')).toBeTruthy();
    expect(within(live!).getByText('Tümü geçti')).toBeTruthy();
    expect(within(live!).queryByRole('button')).toBeNull();
    expect(within(kept!).getByText('Saklanıyor')).toBeTruthy();
    expect(within(kept!).getByText('1234567')).toBeTruthy();
    expect(within(kept!).getByText('19 KB')).toBeTruthy();
    expect(within(kept!).getByText('Boyut bütçesi: first load 190 KB is over the budget of 170 KB')).toBeTruthy();
    expect(within(kept!).getByRole('button', { name: '0f1e2d3c sürümüne geri al' })).toBeTruthy();
    expect(within(removed!).getByText('Silindi')).toBeTruthy();
    expect(within(removed!).getByText('Henüz denetlenmedi')).toBeTruthy();
    expect(within(removed!).queryByRole('button')).toBeNull();

    const history = within(within(storefront).getByRole('list', { name: 'Mağaza (storefront): geçmiş' })).getAllByRole(
      'listitem',
    );
    expect(history.map((item) => item.textContent?.replace(/^[^·]+· /, ''))).toEqual([
      'Geri alındı a1b2c3d4 · Yönetici #1 · “the header was broken”',
      'Yayınlandı 0f1e2d3c · Anahtar: storefront-ci',
    ]);

    const account = screen.getByRole('region', { name: 'Hesap (account)' });
    expect(account.textContent).toContain(
      'Kayıt defterinden yayına alınmış sürüm yok: sunucunun kendi derlemesi kullanılıyor.',
    );
    expect(account.textContent).toContain('Henüz yayınlanmış sürüm yok.');
    expect(screen.getByRole('region', { name: 'Dağıtım anahtarları' }).textContent).toContain('Henüz anahtar yok.');
  });

  it('shows a canary stopped by its failures and the failures per build over the last hour', async () => {
    const CANARY = 'c0ffee00c0ffee00c0ff';
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    serve({
      ...board,
      'GET /api/delivery/remotes': [
        [
          200,
          [
            {
              name: 'storefront',
              active: { buildId: LIVE, revision: 9, activatedAt: hoursAgo(3) },
              canary: { buildId: CANARY, percent: 0, since: hoursAgo(1) },
              revision: 9,
            },
            {
              name: 'account',
              active: { buildId: KEPT, revision: 4, activatedAt: hoursAgo(2) },
              canary: { buildId: GONE, percent: 25, since: hoursAgo(1) },
              revision: 4,
            },
            { name: 'admin', active: null, revision: 0 },
          ],
        ],
      ],
      'GET /api/delivery/remotes/storefront/failures': [
        [
          200,
          {
            failures: [
              { buildId: CANARY, minute: minutesAgo(3), failures: 12 },
              { buildId: LIVE, minute: minutesAgo(3), failures: 1 },
              { buildId: CANARY, minute: minutesAgo(2), failures: 9 },
            ],
          },
        ],
      ],
    });
    renderWithProviders(<ReleasesTab />);
    const storefront = await screen.findByRole('region', { name: 'Mağaza (storefront)' });
    expect(within(storefront).getByRole('status').textContent).toBe(
      'Kanarya c0ffee00 durduruldu (%0): hataları yayındaki sürümünkini aştı.',
    );
    const chart = within(storefront).getByRole('figure', {
      name: 'Mağaza (storefront): son bir saatte sürüm başına hatalar',
    });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['c0ffee00: 21 hata', 'a1b2c3d4: 1 hata']);
    const account = screen.getByRole('region', { name: 'Hesap (account)' });
    expect(account.textContent).toContain('Kanarya: 99887766, tarayıcıların %25 kadarına');
    // A remote whose failures could not be read still shows its board.
    expect(account.textContent).toContain('Son bir saatte hata bildirilmedi.');
  });

  it('rolls back with a reason through the gates: a 422 names every problem, a 409 reloads, a 200 says the new revision', async () => {
    const user = userEvent.setup();
    const calls = serve({
      ...board,
      'POST /api/delivery/remotes/storefront/rollback': [
        [
          422,
          {
            message: 'Refused by the gates.',
            gates: [
              { gate: 'graphql', problems: ['GetProducts: Cannot query field "legacyPrice" on type "Product".'] },
              { gate: 'exposes', problems: [] },
              { gate: 'integrity', problems: ['923.0123456789.js does not match its recorded hash'] },
            ],
          },
        ],
        [409, { message: 'Another switch came first.', currentRevision: 9 }],
        [200, { revision: 10, gates: [] }],
      ],
    });
    const { toast } = renderWithProviders(<ReleasesTab />);
    await user.click(await screen.findByRole('button', { name: '0f1e2d3c sürümüne geri al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mağaza (storefront): sürüme geri al' });

    await user.click(within(dialog).getByRole('button', { name: 'Geri al' }));
    expect(await within(dialog).findByText('Bir gerekçe yazın (denetim kaydına geçer).')).toBeTruthy();
    expect(calls.some((call) => call.route.startsWith('POST'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Gerekçe'), 'the new header breaks on phones');
    await user.click(within(dialog).getByRole('button', { name: 'Geri al' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused.textContent).toContain('Kontroller geri almayı reddetti; yayındaki sürüm değişmedi.');
    expect(within(refused).getByText('GraphQL işlemleri')).toBeTruthy();
    expect(within(refused).getByText('GetProducts: Cannot query field "legacyPrice" on type "Product".')).toBeTruthy();
    expect(within(refused).getByText('Bütünlük')).toBeTruthy();
    expect(within(refused).queryByText('Dışa açılan modüller')).toBeNull();
    expect(calls.find((call) => call.route === 'POST /api/delivery/remotes/storefront/rollback')).toEqual({
      route: 'POST /api/delivery/remotes/storefront/rollback',
      body: { buildId: KEPT, reason: 'the new header breaks on phones' },
      csrf: CSRF,
    });

    const readsBefore = calls.filter((call) => call.route === 'GET /api/delivery/remotes').length;
    await user.click(within(dialog).getByRole('button', { name: 'Geri al' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Bu arada başka bir değişiklik yapıldı (güncel revizyon 9). Liste yenilendi; kontrol edip tekrar deneyin.',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.route === 'GET /api/delivery/remotes').length).toBe(readsBefore + 1),
    );

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Geri al' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: '0f1e2d3c yayında (revizyon 10).', variant: 'success' }),
    );
  });

  it('says so plainly when the hash chain of the audit is broken', async () => {
    serve({
      ...board,
      'GET /api/delivery/audit?verify=true&limit=1': [
        [
          200,
          {
            events: [],
            chain: { ok: false, checked: 3, brokenAt: 4, problem: 'row 4 was changed after it was written' },
          },
        ],
      ],
    });
    renderWithProviders(<ReleasesTab />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Yayın kaydının karma zinciri bozuk (kayıt #4): row 4 was changed after it was written. Kayıtlar sonradan değiştirilmiş olabilir.',
    );
    expect(screen.getByRole('region', { name: 'Mağaza (storefront)' })).toBeTruthy();
  });

  it('says when the board cannot be read, and reads it again on Try again', async () => {
    const user = userEvent.setup();
    serve({
      ...board,
      'GET /api/delivery/remotes': [[503, { message: 'down' }], board['GET /api/delivery/remotes'][0]!],
    });
    renderWithProviders(<ReleasesTab />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Yayınlar yüklenemedi.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Mağaza (storefront)' })).toBeTruthy();
  });
});
