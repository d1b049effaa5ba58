import { Ctx, Query, Resolver } from 'type-graphql';
import type { SupportContext } from '../../context';
import { AnnouncementType } from './announcement.type';

@Resolver(() => AnnouncementType)
export class AnnouncementResolver {
  @Query(() => [AnnouncementType], { description: 'Active announcements, newest first.' })
  announcements(@Ctx() ctx: SupportContext): Promise<AnnouncementType[]> {
    return ctx.announcements.listPublic();
  }
}
