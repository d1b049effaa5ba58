import { GAMES, SERVERS } from '@shop/shared';
import type { RestockAlertFilterInput } from '../../../gql/graphql';

/** Where a product list stands: its category path (the game as a slug or an id). */
export interface ListScope {
  game: string | null;
  server: string | null;
  accountType: string | null;
  subcategory: string | null;
}

/**
 * The saved filter of 'Notify me of new stock': the list's category path and its skin filter, as
 * the alert's criteria name them. A game given by id is sent as its slug; an unknown one is left out.
 */
export function alertFilter(scope: ListScope, skin: string | null): RestockAlertFilterInput {
  const game = GAMES.find((entry) => entry.slug === scope.game || String(entry.id) === scope.game);
  const server = SERVERS.find((entry) => entry === scope.server?.trim().toUpperCase());
  const filter: RestockAlertFilterInput = {};
  if (game) filter.gameSlug = game.slug;
  if (server) filter.server = server;
  if (scope.accountType?.trim()) filter.accountType = scope.accountType.trim();
  if (scope.subcategory?.trim()) filter.subCategory = scope.subcategory.trim();
  if (skin?.trim()) filter.skins = [skin.trim()];
  return filter;
}
