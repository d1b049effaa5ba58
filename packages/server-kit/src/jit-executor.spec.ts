import { ApolloServer } from '@apollo/server';
import { GraphQLError, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, GraphQLInt } from 'graphql';
import { jitExecutor } from './jit-executor';

/** A schema whose root fields count their resolver calls: one refused (FORBIDDEN) non-null field, one nullable. */
function countingSchema() {
  const calls = { secret: 0, maybe: 0, echo: 0 };
  const query = new GraphQLObjectType({
    name: 'Query',
    fields: {
      secret: {
        type: new GraphQLNonNull(GraphQLString),
        resolve: () => {
          calls.secret += 1;
          throw new GraphQLError('Admins only.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
      maybe: {
        type: GraphQLString,
        resolve: () => {
          calls.maybe += 1;
          throw new GraphQLError('Admins only.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
      echo: {
        type: GraphQLInt,
        args: { n: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, args: { n: number }) => {
          calls.echo += 1;
          return args.n;
        },
      },
    },
  });
  return { schema: new GraphQLSchema({ query }), calls };
}

async function serverFor(schema: GraphQLSchema) {
  const server = new ApolloServer({ gateway: jitExecutor(schema) });
  await server.start();
  return server;
}

async function run(server: ApolloServer, query: string, variables?: Record<string, unknown>) {
  const response = await server.executeOperation({ query, variables });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('jitExecutor', () => {
  it('runs a non-null root field that throws FORBIDDEN once and answers its error with data null', async () => {
    const { schema, calls } = countingSchema();
    const server = await serverFor(schema);
    try {
      const result = await run(server, '{ secret }');
      expect(calls.secret).toBe(1);
      expect(result.data).toBeNull();
      expect(result.errors).toHaveLength(1);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Admins only.',
        path: ['secret'],
        extensions: { code: 'FORBIDDEN' },
      });
    } finally {
      await server.stop();
    }
  });

  it('keeps the other fields of a result whose nullable field failed, each resolver run once', async () => {
    const { schema, calls } = countingSchema();
    const server = await serverFor(schema);
    try {
      const result = await run(server, '{ maybe echo(n: 7) }');
      expect(calls).toEqual({ secret: 0, maybe: 1, echo: 1 });
      expect(result.data).toEqual({ maybe: null, echo: 7 });
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } finally {
      await server.stop();
    }
  });

  it('answers refused variables in graphql-js words without running a resolver', async () => {
    const { schema, calls } = countingSchema();
    const server = await serverFor(schema);
    try {
      const result = await run(server, 'query Q($n: Int!) { echo(n: $n) }', { n: 'seven' });
      expect(calls.echo).toBe(0);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0].message).toMatch(
        /Variable "\$n" got invalid value "seven"; Int cannot represent non-integer value: "seven"/,
      );
    } finally {
      await server.stop();
    }
  });
});
