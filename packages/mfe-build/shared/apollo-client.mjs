// What the microfrontends (and @apollo/client/react) use of @apollo/client, shared as
// '@apollo/client' (see react-router-dom.mjs for why a list). '@apollo/client/core' is the same
// file under a request the share scope does not claim, so this does not import itself.
export {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  NetworkStatus,
  ServerError,
} from '@apollo/client/core';
