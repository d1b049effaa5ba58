import { IsEmail, IsNotEmpty, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import type { NormalisedInput } from '@shop/server-kit';

export const USERNAME_LENGTH = 'Username must be between 3 and 32 characters.';
export const USERNAME_SPACES = 'Username cannot start or end with a space.';
export const EMAIL_INVALID = 'Please enter a valid e-mail address.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters.';
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters.';
export const MISSING_FIELDS = 'Please fill in all required fields.';

@InputType()
export class RegisterInput implements NormalisedInput {
  @Field()
  @Length(3, 32, { message: USERNAME_LENGTH })
  @Matches(/^\S(.*\S)?$/s, { message: USERNAME_SPACES })
  username!: string;

  @Field()
  @MaxLength(254, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  email!: string;

  @Field()
  @MinLength(6, { message: PASSWORD_TOO_SHORT })
  @MaxLength(128, { message: PASSWORD_TOO_LONG })
  password!: string;

  /** E-mails are compared lower-cased; the password is taken exactly as typed. */
  normalise(): void {
    this.email = this.email.trim().toLowerCase();
  }
}

@InputType()
export class LoginInput implements NormalisedInput {
  @Field()
  @IsNotEmpty({ message: MISSING_FIELDS })
  email!: string;

  @Field()
  @IsNotEmpty({ message: MISSING_FIELDS })
  password!: string;

  normalise(): void {
    this.email = this.email.trim().toLowerCase();
  }
}
