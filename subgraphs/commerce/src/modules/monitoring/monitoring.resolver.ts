import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { MonitoringHourType } from './monitoring.type';

@Resolver()
export class MonitoringResolver {
  @Authorized('ADMIN')
  @Query(() => [MonitoringHourType], {
    description: "Admin: the İzleme tab's key figures over the last 24 hours, hour by hour, oldest first.",
  })
  monitoringHours(@Ctx() ctx: CommerceContext): Promise<MonitoringHourType[]> {
    return ctx.monitoring.lastDay();
  }
}
