import { useQuery } from '@apollo/client/react';
import { GetMyClaimsDocument, type GetMyClaimsQuery } from '../../../gql/graphql';

export type MyClaim = GetMyClaimsQuery['myClaims'][number];

export function useMyClaims({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(GetMyClaimsDocument, { fetchPolicy: 'cache-and-network', skip });
  return { claims: data?.myClaims ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}
