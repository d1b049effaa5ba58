import { ApolloClient, gql } from '@apollo/client';
import { firstValueFrom } from 'rxjs';
import { createShellCache } from '../lib/apollo/create-apollo-client';
import { serverLink, serverState } from './server-data';

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
