import { registerEnumType } from 'type-graphql';

/** The four user states (values as the spec spells them). */
export enum UserStatusArg {
  Active = 'Active',
  Inactive = 'Inactive',
  Suspended = 'Suspended',
  Banned = 'Banned',
}

registerEnumType(UserStatusArg, { name: 'UserStatus', description: 'Active | Inactive | Suspended | Banned' });
