import { Field, ObjectType } from 'type-graphql';

@ObjectType('GameServer')
export class GameServerType {
  @Field({ description: 'Region code such as EUW.' })
  code!: string;

  @Field()
  name!: string;

  @Field()
  isDefault!: boolean;
}
