import { useQuery } from '@apollo/client/react';
import { DEFAULT_CARD_STYLES, type CardStyles } from '@shop/shared';
import { GetCardDesignDocument } from '../../../gql/graphql';

export interface CardDesignRequest {
  gameSlug: string | null | undefined;
  accountType?: string | null;
  subCategory?: string | null;
}

/**
 * Card colours for a game (narrowed by account type and subcategory when given). The server
 * falls back to lol's design and then to the defaults; a failed call falls back silently here.
 */
export function useCardDesign({ gameSlug, accountType, subCategory }: CardDesignRequest): CardStyles {
  const { data } = useQuery(GetCardDesignDocument, {
    variables: { gameSlug: gameSlug || 'lol', accountType: accountType || null, subCategory: subCategory || null },
    fetchPolicy: 'cache-first',
  });
  return data?.cardDesign.cardStyles ?? DEFAULT_CARD_STYLES;
}
