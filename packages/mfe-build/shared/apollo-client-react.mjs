// What the microfrontends use of @apollo/client/react, shared as '@apollo/client/react' (see
// react-router-dom.mjs for why a list). `@shop/unshared/apollo-client-react` is an alias of the real
// file (packages/mfe-build/index.mjs) that the share scope does not claim.
export {
  ApolloProvider,
  getApolloContext,
  skipToken,
  useApolloClient,
  useMutation,
  useQuery,
} from '@shop/unshared/apollo-client-react';
