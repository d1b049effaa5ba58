import { Field, ObjectType } from 'type-graphql';

// Plain data like Product (see product.type.ts): no resolver wrapper per field.
@ObjectType('CardTexts', {
  simpleResolvers: true,
  description: 'Texts of a product card; warranty and deliveryTime carry the spec defaults.',
})
export class CardTextsType {
  @Field()
  warranty!: string;

  @Field()
  deliveryTime!: string;

  @Field(() => String, { nullable: true })
  level?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  ranked?: string;

  @Field(() => String, { nullable: true })
  champions?: string;

  @Field(() => String, { nullable: true })
  skins?: string;

  @Field(() => String, { nullable: true })
  honor?: string;

  @Field(() => String, { nullable: true })
  access?: string;

  @Field(() => String, { nullable: true })
  deliveryType?: string;

  @Field(() => String, { nullable: true })
  support?: string;

  @Field(() => String, { nullable: true })
  paymentMethods?: string;

  @Field(() => String, { nullable: true })
  paymentInfo?: string;

  @Field(() => String, { nullable: true })
  extra1?: string;

  @Field(() => String, { nullable: true })
  extra2?: string;

  @Field(() => String, { nullable: true })
  extra3?: string;
}

@ObjectType('CardFeature', {
  simpleResolvers: true,
  description: 'One of the twelve fixed card feature slots that has a value.',
})
export class CardFeatureType {
  @Field({ description: 'Documented slot name, e.g. card_sasa.' })
  slot!: string;

  @Field({ description: 'left | right | order' })
  column!: string;

  @Field()
  value!: string;

  @Field(() => String, { nullable: true })
  icon!: string | null;
}

@ObjectType('CustomFeature', { simpleResolvers: true })
export class CustomFeatureType {
  @Field()
  id!: string;

  @Field()
  icon!: string;

  @Field()
  label!: string;

  @Field()
  value!: string;
}

@ObjectType('DisplayOptions', { simpleResolvers: true })
export class DisplayOptionsType {
  @Field()
  showLevel!: boolean;

  @Field()
  showBE!: boolean;

  @Field()
  showChampions!: boolean;

  @Field()
  showSkins!: boolean;
}
