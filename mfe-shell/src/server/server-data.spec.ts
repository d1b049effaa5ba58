import { ApolloClient, gql } from '@apollo/client';
import { firstValueFrom } from 'rxjs';
import { createShellCache } from '../lib/apollo/create-apollo-client';
import { serverLink, serverPageHead, serverPageSink, serverState } from './server-data';

const TITLE = '</script><script>alert(1)</script> $& <!-- \u2028';
const QUERY = gql`
  query GetThing {
    thing {
      id
      title
    }
  }
`;

describe("the server render's data", () => {
  it('is written as one data block that no text in the data can end, and reads back the same', () => {
    const client = new ApolloClient({ cache: createShellCache(), link: serverLink(undefined) });
    client.writeQuery({ query: QUERY, data: { thing: { __typename: 'Thing', id: 1, title: TITLE } } });
    const html = serverState(client, 'n0nce');
    expect(html.startsWith('<script type="application/json" id="apollo-state" nonce="n0nce">')).toBe(true);
    // One element: the only '<' after its start tag is its own end tag.
    const body = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const restored = createShellCache().restore(JSON.parse(body) as never);
    expect(restored.readQuery<{ thing: { title: string } }>({ query: QUERY })?.thing.title).toBe(TITLE);
  });

  it('runs queries through the executor and refuses anything else', async () => {
    const asked: string[] = [];
    const link = serverLink(async ({ operationName }) => {
      asked.push(operationName ?? '');
      return { data: { thing: { __typename: 'Thing', id: 1, title: 'x' } } };
    });
    const client = new ApolloClient({ cache: createShellCache(), link });
    const { data } = await client.query({ query: QUERY });
    expect(data).toEqual({ thing: { __typename: 'Thing', id: 1, title: 'x' } });
    const mutation = gql`
      mutation Change {
        change
      }
    `;
    await expect(client.mutate({ mutation })).rejects.toThrow(/runs queries only \(Change\)/);
    expect(asked).toEqual(['GetThing']);
    // Without an executor nothing is answered (the page's queries stay loading).
    await expect(
      firstValueFrom(serverLink(undefined).request({ query: QUERY, variables: {} } as never, () => null as never)),
    ).rejects.toThrow(/runs queries only/);
  });
});

describe("the page's head from the server render", () => {
  it('writes the JSON-LD as a data block no text can end and the canonical path escaped; the last call wins', () => {
    const { sink, state } = serverPageSink();
    sink.head({ canonical: '/product/2', jsonLd: { name: 'first' } });
    sink.head({ canonical: '/product/1?a="b"&c', jsonLd: { '@type': 'Product', name: TITLE } });
    const html = serverPageHead(state, 'n0nce');
    expect(html).toBe(
      '<link rel="canonical" href="/product/1?a=&quot;b&quot;&amp;c">' +
        `<script type="application/ld+json" nonce="n0nce">${JSON.stringify({ '@type': 'Product', name: TITLE }).replace(/</g, '\\u003c')}</script>`,
    );
    const block = /<script type="application\/ld\+json" nonce="n0nce">([^]*?)<\/script>/.exec(html)!;
    expect(block[1]).not.toContain('<');
    expect((JSON.parse(block[1]) as { name: string }).name).toBe(TITLE);
    expect(state.status).toBe(200);
    sink.status(404);
    expect(state.status).toBe(404);
  });

  it('writes no canonical link but a path of the site', () => {
    for (const canonical of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      const { sink, state } = serverPageSink();
      sink.head({ canonical });
      expect([canonical, serverPageHead(state, 'n')]).toEqual([canonical, '']);
      expect([canonical, serverPageHead(state, 'n', 'https://shop.example')]).toEqual([canonical, '']);
    }
  });

  it("makes the canonical path absolute on the shop's public origin when it has one", () => {
    const { sink, state } = serverPageSink();
    sink.head({ canonical: '/product/1?a="b"' });
    expect(serverPageHead(state, 'n', 'https://shop.example')).toBe(
      '<link rel="canonical" href="https://shop.example/product/1?a=%22b%22">',
    );
  });
});

describe("the page's redirect from the server render", () => {
  it('keeps a path of the site only, never an address elsewhere', () => {
    for (const [path, kept] of [
      ['/auth', '/auth'],
      ['/account?x=1', '/account?x=1'],
      ['//evil.test/auth', undefined],
      ['https://evil.test/', undefined],
      ['/\\evil.test', undefined],
      ['auth', undefined],
    ] as const) {
      const { sink, state } = serverPageSink();
      sink.redirect?.(path);
      expect([path, state.redirect]).toEqual([path, kept]);
    }
  });
});
