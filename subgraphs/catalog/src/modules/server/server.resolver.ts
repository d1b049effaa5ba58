import { Query, Resolver } from 'type-graphql';
import { DEFAULT_SERVER, SERVER_NAMES, SERVERS } from '@shop/shared';
import { GameServerType } from './server.type';

@Resolver(() => GameServerType)
export class ServerResolver {
  @Query(() => [GameServerType], { description: 'League of Legends servers in the spec order; EUW is the default.' })
  servers(): GameServerType[] {
    return SERVERS.map((code) => ({ code, name: SERVER_NAMES[code], isDefault: code === DEFAULT_SERVER }));
  }
}
