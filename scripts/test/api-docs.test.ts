import fs from 'node:fs';
import { openApiPath } from '../../gateway/src/rest/openapi';
import { ROUTES } from '../../gateway/src/rest/registry';
import type { AnyRouteSpec } from '../../gateway/src/rest/route-spec';
import { API_MD, BEGIN, END, generatedRoutes, renderApiDocs } from '../lib/api-docs';

// docs/api.md's route tables are generated from the gateway's route registry (`npm run docs:api`):
// the committed file must be exactly what the registry renders, so a route added, moved or given
// another summary, access or answer in the registry without regenerating the file fails here.
describe('docs/api.md', () => {
  const committed = fs.readFileSync(API_MD, 'utf8');
  const routes = ROUTES as Record<string, AnyRouteSpec>;

  it('holds the route tables the registry renders (run `npm run docs:api` after changing a route)', () => {
    expect(renderApiDocs(committed)).toBe(committed);
  });

  it('lists every route of the registry once, with who may call it', () => {
    const generated = committed.slice(committed.indexOf(BEGIN), committed.indexOf(END));
    for (const [name, route] of Object.entries(routes)) {
      const row = `| \`${route.method.toUpperCase()} ${openApiPath(route.path)}\``;
      expect([name, generated.split(row).length - 1]).toEqual([name, 1]);
    }
    expect(generated).toMatch(/\| `GET \/api\/admin\/audit` +\| admin +\|/);
  });

  it('notices a route the file does not have', () => {
    const added: AnyRouteSpec = {
      method: 'get',
      path: '/docs-check/:id',
      tag: 'Storefront',
      summary: 'A route only this test declares.',
      access: 'public',
      answers: { 200: { description: 'Nothing.' } },
    };
    (routes as Record<string, AnyRouteSpec>).docsCheckOnly = added;
    try {
      expect(generatedRoutes()).toContain(
        '`GET /api/docs-check/{id}` | public | A route only this test declares. | 200 |',
      );
      expect(renderApiDocs(committed)).not.toBe(committed);
    } finally {
      delete (routes as Record<string, AnyRouteSpec>).docsCheckOnly;
    }
  });
});
