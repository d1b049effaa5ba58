import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import type { NormalisedInput } from '@shop/server-kit';
import { USER_STATUSES } from './user.entity';
import { EMAIL_INVALID, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, USERNAME_LENGTH, USERNAME_SPACES } from './user.input';

export const STATUS_INVALID = `Status must be one of ${USER_STATUSES.join(', ')}.`;
export const BALANCE_INVALID = 'Balance must be an amount of 0 or more with at most two decimals.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const DEFAULT_BALANCE_REASON = 'Admin balance adjustment';

/** The fields an admin may set on a user (and only these: no mass assignment). */
@InputType()
export class AdminUserInput implements NormalisedInput {
  @Field()
  @Length(3, 32, { message: USERNAME_LENGTH })
  @Matches(/^\S(.*\S)?$/s, { message: USERNAME_SPACES })
  username!: string;

  @Field()
  @MaxLength(254, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Active | Inactive | Suspended | Banned (default Active).' })
  @IsOptional()
  @IsIn(USER_STATUSES, { message: STATUS_INVALID })
  status?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Target wallet balance (decimal string, >= 0). A difference is posted as ONE adjustment ledger entry; empty leaves it.',
  })
  @IsOptional()
  @Matches(/^\s*(\d{1,10}(\.\d{1,2})?)?\s*$/, { message: BALANCE_INVALID })
  balance?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Reason written on the adjustment entry (default 'Admin balance adjustment').",
  })
  @IsOptional()
  @MaxLength(200)
  balanceReason?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Required (6+) on create; blank on update leaves the password unchanged.',
  })
  @IsOptional()
  @ValidateIf((input: AdminUserInput) => !!input.password)
  @MinLength(6, { message: PASSWORD_TOO_SHORT })
  @MaxLength(128, { message: PASSWORD_TOO_LONG })
  password?: string | null;

  normalise(): void {
    this.email = this.email.trim().toLowerCase();
    this.username = this.username.trim();
    if (this.balance !== null && this.balance !== undefined && this.balance.trim() === '') this.balance = null;
  }
}

@InputType()
export class UserListInput {
  @Field(() => String, { nullable: true, description: 'Part of the username or e-mail, case-insensitive.' })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(USER_STATUSES, { message: STATUS_INVALID })
  status?: string | null;

  @Field(() => Int, { nullable: true, description: '1-based; with pageSize.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  page?: number | null;

  @Field(() => Int, { nullable: true, description: 'Omitted: every matching user.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(500)
  pageSize?: number | null;
}
