import { validateInput } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { ActivityEntryType } from '../activity/activity.type';
import { AdminUserInput, UserListInput } from './user-admin.input';
import { adminActor } from './admin-actor';
import { DeleteUserResultType, UserAdminFlagType, UserPageType } from './user-admin.type';
import { UserStatusArg } from './user-status.arg';
import { UserType } from './user.type';

/** The admin's Users screen. Every field is `@Authorized('ADMIN')` (fresh admin check in commerce). */
@Resolver(() => UserType)
export class UserAdminResolver {
  @Authorized('ADMIN')
  @Query(() => UserPageType, {
    description: 'Users by id, filtered by search text and status; paged when pageSize is given. Admin only.',
  })
  adminUsers(
    @Arg('filter', () => UserListInput, { nullable: true, validateFn: validateInput }) filter: UserListInput | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserPageType> {
    return ctx.userAdmin.list(filter ?? {});
  }

  @Authorized('ADMIN')
  @Query(() => UserType, { description: 'One user. Admin only.' })
  adminUser(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<UserType> {
    return ctx.userAdmin.get(id);
  }

  @Authorized('ADMIN')
  @Query(() => [ActivityEntryType], { description: "A user's activity log, newest first. Admin only." })
  userActivity(@Arg('userId', () => Int) userId: number, @Ctx() ctx: CommerceContext): Promise<ActivityEntryType[]> {
    return ctx.activity.listByUser(userId);
  }

  @Authorized('ADMIN')
  @Mutation(() => UserType, {
    description: 'Creates a user with a wallet; a balance above 0 is one adjustment entry. Admin only.',
  })
  createUser(
    @Arg('input', () => AdminUserInput, { validateFn: validateInput }) input: AdminUserInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    return ctx.userAdmin.create(adminActor(ctx), input);
  }

  @Authorized('ADMIN')
  @Mutation(() => UserType, {
    description: 'Edits a user; a blank password leaves it, a new balance is one adjustment entry. Admin only.',
  })
  updateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AdminUserInput, { validateFn: validateInput }) input: AdminUserInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    return ctx.userAdmin.update(adminActor(ctx), id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => UserType, {
    description:
      'Sets Active | Inactive | Suspended | Banned; anything but Active signs the user out everywhere. Admin only.',
  })
  setUserStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => UserStatusArg) status: UserStatusArg,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    return ctx.userAdmin.setStatus(adminActor(ctx), id, status);
  }

  @Authorized('ADMIN')
  @Mutation(() => UserAdminFlagType, {
    description: 'Grants or revokes admin rights; every session of the user follows at once. Admin only.',
  })
  setUserAdmin(
    @Arg('id', () => Int) id: number,
    @Arg('isAdmin') isAdmin: boolean,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserAdminFlagType> {
    return ctx.userAdmin.setAdmin(adminActor(ctx), id, isAdmin);
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteUserResultType, {
    description: 'Erases a user without history; one with orders or ledger entries is deactivated. Admin only.',
  })
  deleteUser(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<DeleteUserResultType> {
    return ctx.userAdmin.delete(adminActor(ctx), id);
  }
}
