import { Field, ObjectType } from 'type-graphql';

@ObjectType('CardStyles')
export class CardStylesType {
  @Field()
  backgroundColor!: string;

  @Field()
  borderColor!: string;

  @Field()
  glowColor!: string;

  @Field()
  textColor!: string;

  @Field()
  accentColor!: string;
}

@ObjectType('CardDesignFeature')
export class CardDesignFeatureType {
  @Field()
  icon!: string;

  @Field()
  label!: string;

  @Field()
  value!: string;
}

@ObjectType('CardDesign')
export class CardDesignType {
  @Field({ description: 'The game the design belongs to (lol when the asked game has none).' })
  gameSlug!: string;

  @Field()
  accountType!: string;

  @Field()
  subCategory!: string;

  @Field({ description: 'True when no stored design matched and the spec defaults are returned.' })
  isDefault!: boolean;

  @Field(() => CardStylesType)
  cardStyles!: CardStylesType;

  @Field(() => [CardDesignFeatureType])
  features!: CardDesignFeatureType[];
}
