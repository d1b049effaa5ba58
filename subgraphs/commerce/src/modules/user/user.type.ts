import { Directive, Field, Int, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType('User')
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field()
  email!: string;

  @Field()
  isAdmin!: boolean;

  @Field({ description: 'Active | Inactive | Suspended | Banned' })
  status!: string;

  @Field({ description: 'Wallet balance, decimal string with two decimals (USD).' })
  balance!: string;

  @Field({
    description:
      'Whether the user proved the address by the link e-mailed to it (restock alerts are e-mailed only then).',
  })
  emailVerified!: boolean;

  @Field()
  createdAt!: Date;

  /** Set by `login`, which decides it (the session's identity does not carry it yet); see `UserFieldsResolver`. */
  secondFactorEnrolmentRequired?: boolean;
}
