import { auditEvent, requireAdmin } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { deliveryType, endpointType } from './webhook.resolver';
import { WebhookDeliveryType, WebhookEndpointType } from './webhook.type';

/**
 * The panel's view of a user's webhooks (issue 37 item 5): their endpoints (never a secret), each
 * endpoint's delivery log, and Redeliver, under the same rules as the owner's (webhook.service.ts).
 */
@Resolver()
export class WebhookAdminResolver {
  @Authorized('ADMIN')
  @Query(() => [WebhookEndpointType], { description: "Admins: one user's webhook endpoints (never their secrets)." })
  async adminWebhookEndpoints(
    @Arg('userId', () => Int) userId: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<WebhookEndpointType[]> {
    requireAdmin(ctx);
    return (await ctx.webhooks.list(userId)).map(endpointType);
  }

  @Authorized('ADMIN')
  @Query(() => [WebhookDeliveryType], { description: "Admins: any endpoint's delivery log, newest first." })
  async adminWebhookDeliveries(
    @Arg('endpointId', () => Int) endpointId: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<WebhookDeliveryType[]> {
    requireAdmin(ctx);
    return (await ctx.webhooks.deliveries({ admin: true }, endpointId)).map(deliveryType);
  }

  @Authorized('ADMIN')
  @Mutation(() => WebhookDeliveryType, {
    description:
      "Admins: queues any endpoint's delivery again, attempted at once (a disabled endpoint is enabled again, as the owner's Redeliver does). Audited as webhook.redeliver.",
  })
  async adminRedeliverWebhook(
    @Arg('endpointId', () => Int) endpointId: number,
    @Arg('deliveryId', () => Int) deliveryId: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<WebhookDeliveryType> {
    requireAdmin(ctx);
    const queued = await ctx.webhooks.redeliver({ admin: true }, endpointId, deliveryId);
    auditEvent(
      ctx,
      'webhook.redeliver',
      `webhook_delivery:${deliveryId}`,
      `endpoint:${endpointId} user:${queued.endpoint.user.id} queued:${queued.id}`,
    );
    return deliveryType(queued);
  }

  @Authorized('ADMIN')
  @Mutation(() => WebhookEndpointType, {
    description:
      'Admins: stops any endpoint, for a reason (1 to 200 characters) its owner is e-mailed; nothing more is sent to it until it is enabled or a delivery redelivered.',
  })
  async adminDisableWebhookEndpoint(
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<WebhookEndpointType> {
    requireAdmin(ctx);
    return endpointType(await ctx.webhooks.setActive(id, false, reason));
  }

  @Authorized('ADMIN')
  @Mutation(() => WebhookEndpointType, {
    description: 'Admins: lets a disabled endpoint receive events again (deliveries it missed are not queued again).',
  })
  async adminEnableWebhookEndpoint(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<WebhookEndpointType> {
    requireAdmin(ctx);
    return endpointType(await ctx.webhooks.setActive(id, true));
  }
}
