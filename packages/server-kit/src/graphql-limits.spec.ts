import { GraphQLError } from 'graphql';
import { formatGraphqlError, introspectionEnabled, isUnavailableError } from './graphql-limits';

describe('formatGraphqlError', () => {
  const format = formatGraphqlError('test');
  const formatted = (error: GraphQLError) =>
    format({ message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR', ...error.extensions } }, error);

  it('keeps coded errors as they are', () => {
    const error = new GraphQLError('Out of stock', { extensions: { code: 'CONFLICT' } });
    expect(format({ message: 'Out of stock', extensions: { code: 'CONFLICT' } }, error)).toEqual({
      message: 'Out of stock',
      extensions: { code: 'CONFLICT' },
    });
  });

  it("turns Apollo's own uncoded 4xx refusals into BAD_REQUEST", () => {
    const error = new GraphQLError('Unsupported persisted query version', { extensions: { http: { status: 400 } } });
    expect(format({ message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error)).toEqual({
      message: 'Unsupported persisted query version',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('answers a PostgreSQL data exception as BAD_USER_INPUT without its SQL, anything else as a bare internal error', () => {
    const tooLong = new GraphQLError('value too long for type character varying(255)', {
      originalError: Object.assign(
        new Error('insert into "user" ... - value too long for type character varying(255)'),
        { code: '22001' },
      ),
    });
    expect(formatted(tooLong)).toEqual({
      message: 'A value is out of range or too long.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const broken = new GraphQLError('relation "x" does not exist', {
      originalError: Object.assign(new Error('select ...'), { code: '42P01' }),
    });
    expect(formatted(broken)).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describe('isUnavailableError', () => {
  it('knows the errors of a database that went away, also when wrapped, and nothing else', () => {
    // node-postgres, on a client whose connection broke while the server restarted (seen in the faults battery)
    const broken = new Error('select 1 - Client has encountered a connection error and is not queryable');
    expect(isUnavailableError(new GraphQLError('wrapped', { originalError: broken }))).toBe(true);
    expect(
      isUnavailableError(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isUnavailableError(new Error('Cannot read properties of undefined'))).toBe(false);
    // A socket error graphql-js did not recognise as an Error (another realm) and wrapped.
    const wrapped = Object.assign(new Error('Unexpected error value: { errno: -111 }'), {
      name: 'NonErrorThrown',
      thrownValue: { errno: -111, code: 'ECONNREFUSED' },
    });
    expect(isUnavailableError(new GraphQLError('wrapped', { originalError: wrapped }))).toBe(true);
  });
});

describe('introspectionEnabled', () => {
  it('is off unless GRAPHQL_INTROSPECTION is true, and refuses other words', () => {
    expect(introspectionEnabled({})).toBe(false);
    expect(() => introspectionEnabled({ GRAPHQL_INTROSPECTION: '1' })).toThrow(
      /GRAPHQL_INTROSPECTION must be one of true, false \(got '1'\)/,
    );
    expect(introspectionEnabled({ GRAPHQL_INTROSPECTION: 'true' })).toBe(true);
  });
});
