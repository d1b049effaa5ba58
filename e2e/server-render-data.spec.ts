import { expect, type Page, type Request } from '@playwright/test';
import { categoriesTr, home, skins } from '../mfe-storefront/src/messages';
import { test } from './fixtures';
import { apiSignUpWithBalance, uniqueName, watchHydration, whenLive } from './support';

// Issue 33, slice 3 (docs/decisions/0068-one-renderer.md): the home page and /skins are rendered
// by the gateway with their data, fetched on the server by the storefront's own queries; the
// browser restores Apollo's cache from the HTML and does not ask again for what it holds.

/** The seeded description of the lol `fresh` account type: only the catalogue's data puts it in a page. */
const FRESH_DESCRIPTION = 'Unranked level 30 accounts, ready for ranked.';

const PAGES = [
  {
    path: '/',
    whole: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heroTitle);
      await expect(page.getByText(home.heroText)).toBeVisible();
      await expect(page.getByText(home.trust[0].title, { exact: true })).toBeVisible();
      const chooser = page.getByRole('region', { name: 'CHOOSE YOUR GAME' });
      await expect(chooser.getByRole('button', { name: 'League of Legends' })).toBeVisible();
      await expect(page.getByTestId('path-prompt')).toHaveText(home.choosePath);
    },
  },
  {
    path: '/skins',
    whole: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(skins.heroTitle);
      const chooser = page.getByRole('region', { name: categoriesTr.heading });
      await expect(chooser.getByRole('button', { name: 'League of Legends' })).toBeVisible();
      await expect(page.getByTestId('path-prompt')).toHaveText(skins.choosePath);
    },
  },
  {
    // A game and an account type from the path: the account types with the catalogue's descriptions.
    path: '/skins/lol/fresh',
    whole: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(skins.heroTitle);
      await expect(page.getByText(FRESH_DESCRIPTION)).toBeVisible();
    },
  },
] as const;

/** The queries the server answered for the page: the root fields its HTML's Apollo cache holds. */
async function heldRootFields(page: Page): Promise<string[]> {
  const state = await page.locator('script#apollo-state').textContent();
  const root = (JSON.parse(state ?? '{}') as { ROOT_QUERY?: Record<string, unknown> }).ROOT_QUERY ?? {};
  return Object.keys(root)
    .filter((key) => key !== '__typename')
    .map((key) => key.replace(/\(.*$/, ''));
}

/** The GraphQL root fields a browser request asks for (GET or POST to /graphql). */
function askedRootFields(request: Request): string[] {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return [];
  const query =
    request.method() === 'GET'
      ? (url.searchParams.get('query') ?? '')
      : ((request.postDataJSON() as { query?: string } | null)?.query ?? '');
  // The operation's selection set: its top-level fields (the pages' operations select one or two).
  const body = query.slice(query.indexOf('{') + 1);
  const fields: string[] = [];
  let depth = 0;
  for (const match of body.matchAll(/[{}]|[A-Za-z_]\w*/g)) {
    if (match[0] === '{') depth += 1;
    else if (match[0] === '}') depth -= 1;
    else if (depth === 0) fields.push(match[0]);
  }
  return fields;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, whole } of PAGES)
    test(`${path} comes whole in its HTML, with the catalogue's data, inside the shell's top bar`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
      await whole(page);
    });
});

test.describe('with JavaScript', () => {
  for (const { path, whole } of PAGES)
    test(`${path} hydrates without a warning and asks for none of the data its HTML holds`, async ({ page }) => {
      const problems = watchHydration(page, { pageErrors: 'hydration' });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(...askedRootFields(request)));

      await page.goto(path);
      await whole(page);
      const held = await heldRootFields(page);
      // The chooser's categories and the cards' design came with the HTML.
      expect(held).toEqual(expect.arrayContaining(['gameCategories', 'cardDesign']));
      // Hydrated: every part of the page is live.
      await whenLive(page);
      await page.waitForLoadState('networkidle');
      // A guest's request (no session cookie): its `me` came with the HTML too, so the browser
      // asked for nothing the HTML held, the session included.
      expect(held).toContain('me');
      expect(asked.filter((field) => held.includes(field))).toEqual([]);
      // And the chooser answers a click (another game path asks for its own data then).
      const game = page.getByRole('button', { name: 'League of Legends' });
      const pressed = await game.getAttribute('aria-pressed');
      await game.click();
      await expect(game).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
      expect(problems).toEqual([]);
    });
});

test('/skins#lol (a game in the hash, which the server never sees) hydrates without a warning and chooses the game', async ({
  page,
}) => {
  const problems = watchHydration(page, { pageErrors: 'hydration' });
  await page.goto('/skins#lol');
  await expect(page.getByRole('button', { name: 'League of Legends' })).toHaveAttribute('aria-pressed', 'true');
  await whenLive(page);
  expect(problems).toEqual([]);
});

test("a signed-in customer's home page is rendered as a guest's and shows them signed in once hydrated", async ({
  page,
}) => {
  const { username } = await apiSignUpWithBalance(page, uniqueName('ssr'), '10');
  // The HTML holds no session and nothing of the user: the server renders every page as a guest's.
  const response = await page.context().request.get('/', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toContain('data-rendered="server"');
  expect(html).not.toContain(username);
  expect(html).not.toMatch(/"me"/);
  // The browser asks for the session itself (a guest's `me` in the cache would hide it).
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(username.slice(0, 8)) }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
});

test('the cache in the HTML is a data block with the nonce, and data cannot end it', async ({ request }) => {
  const response = await request.get('/', { headers: { accept: 'text/html' } });
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const block = /<script type="application\/json" id="apollo-state" nonce="([^"]+)">([^]*?)<\/script>/.exec(html);
  expect(block?.[1]).toBe(nonce);
  // `<` is written as \u003c inside it, so no text in the data ends the element early.
  expect(block?.[2]).not.toContain('<');
  expect(JSON.parse(block![2])).toHaveProperty('ROOT_QUERY');
});
