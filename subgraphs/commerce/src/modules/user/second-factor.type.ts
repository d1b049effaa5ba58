import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('TotpEnrolment', {
  description: 'A new authenticator-app secret, not in force until confirmed with a code.',
})
export class TotpEnrolmentType {
  @Field({ description: 'Base32 secret, for typing into the app.' })
  secret!: string;

  @Field({ description: 'otpauth:// URI, for a QR code.' })
  otpauthUrl!: string;
}

@ObjectType('AccountSecurity', { description: "The signed-in user's second factors." })
export class AccountSecurityType {
  @Field({ description: 'Whether a confirmed authenticator app is required at sign-in.' })
  totp!: boolean;

  @Field(() => Int, { description: 'Unused recovery codes.' })
  recoveryCodesLeft!: number;
}

@ObjectType('Passkey', { description: 'One of the signed-in user’s passkeys.' })
export class PasskeyType {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The name the user gave it.' })
  name!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'The last sign-in or confirmation with it.' })
  lastUsedAt!: Date | null;
}
