import { validateInput } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { SupportContext } from '../../context';
import { AnnouncementInput } from './announcement.input';
import { AnnouncementType } from './announcement.type';

@Resolver(() => AnnouncementType)
export class AnnouncementResolver {
  @Query(() => [AnnouncementType], { description: 'Active, unexpired announcements, newest first (public).' })
  announcements(@Ctx() ctx: SupportContext): Promise<AnnouncementType[]> {
    return ctx.announcements.listPublic();
  }

  @Authorized('ADMIN')
  @Query(() => [AnnouncementType], { description: 'Every announcement, newest first. Admin only.' })
  allAnnouncements(@Ctx() ctx: SupportContext): Promise<AnnouncementType[]> {
    return ctx.announcements.listAll();
  }

  @Authorized('ADMIN')
  @Mutation(() => AnnouncementType, { description: 'Admin only.' })
  createAnnouncement(
    @Arg('input', () => AnnouncementInput, { validateFn: validateInput }) input: AnnouncementInput,
    @Ctx() ctx: SupportContext,
  ): Promise<AnnouncementType> {
    return ctx.announcements.create(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => AnnouncementType, { description: 'Admin only.' })
  updateAnnouncement(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AnnouncementInput, { validateFn: validateInput }) input: AnnouncementInput,
    @Ctx() ctx: SupportContext,
  ): Promise<AnnouncementType> {
    return ctx.announcements.update(id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => AnnouncementType, { description: 'Turns an announcement on or off. Admin only.' })
  setAnnouncementActive(
    @Arg('id', () => Int) id: number,
    @Arg('isActive') isActive: boolean,
    @Ctx() ctx: SupportContext,
  ): Promise<AnnouncementType> {
    return ctx.announcements.setActive(id, isActive);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin only.' })
  deleteAnnouncement(@Arg('id', () => Int) id: number, @Ctx() ctx: SupportContext): Promise<boolean> {
    return ctx.announcements.delete(id);
  }
}
