import { requireUser } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import type { WebhookDeliveryEntity } from './webhook-delivery.entity';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity';
import {
  CreatedWebhookEndpointType,
  WebhookDeliveryType,
  WebhookEndpointInput,
  WebhookEndpointType,
} from './webhook.type';

export const endpointType = (row: WebhookEndpointEntity): WebhookEndpointType => ({
  id: row.id,
  url: row.url,
  events: row.events,
  status: row.status,
  disabledReason: row.disabledReason ?? null,
  createdAt: row.createdAt,
  previousSecretExpiresAt:
    row.previousSecret && row.previousExpiresAt && row.previousExpiresAt > new Date() ? row.previousExpiresAt : null,
});

export const deliveryType = (row: WebhookDeliveryEntity): WebhookDeliveryType => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus ?? null,
  lastError: row.lastError ?? null,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt ?? null) : null,
  lastAttemptAt: row.lastAttemptAt ?? null,
  createdAt: row.createdAt,
  deliveredAt: row.deliveredAt ?? null,
});

/** The signed-in user's (or API key owner's) webhook endpoints (issue 37 item 5): always their own. */
@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookEndpointType], { description: "The signed-in user's webhook endpoints." })
  async webhookEndpoints(@Ctx() ctx: CommerceContext): Promise<WebhookEndpointType[]> {
    return (await ctx.webhooks.list(requireUser(ctx))).map(endpointType);
  }

  @Mutation(() => CreatedWebhookEndpointType, {
    description: 'Adds a webhook endpoint for the signed-in user; its secret is answered this once.',
  })
  async createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<CreatedWebhookEndpointType> {
    const { endpoint, secret } = await ctx.webhooks.create(requireUser(ctx), input);
    return { id: endpoint.id, secret };
  }

  @Mutation(() => Boolean, { description: "Deletes one of the signed-in user's endpoints with its delivery log." })
  async deleteWebhookEndpoint(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<boolean> {
    await ctx.webhooks.remove(requireUser(ctx), id);
    return true;
  }

  @Query(() => [WebhookDeliveryType], {
    description: "One of the signed-in user's endpoints' delivery log, newest first.",
  })
  async webhookDeliveries(
    @Arg('endpointId', () => Int) endpointId: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<WebhookDeliveryType[]> {
    return (await ctx.webhooks.deliveries({ ownerId: requireUser(ctx) }, endpointId)).map(deliveryType);
  }

  @Mutation(() => WebhookDeliveryType, { description: 'Queues a delivery again, attempted at once.' })
  async redeliverWebhook(
    @Arg('endpointId', () => Int) endpointId: number,
    @Arg('deliveryId', () => Int) deliveryId: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<WebhookDeliveryType> {
    return deliveryType(await ctx.webhooks.redeliver({ ownerId: requireUser(ctx) }, endpointId, deliveryId));
  }

  @Mutation(() => String, {
    description:
      "Rolls an endpoint's signing secret: answers the new one; the old one keeps signing for `overlapHours` more (default 24).",
  })
  async rollWebhookSecret(
    @Arg('id', () => Int) id: number,
    @Arg('overlapHours', () => Int, { nullable: true }) overlapHours: number | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<string> {
    return ctx.webhooks.rollSecret(requireUser(ctx), id, overlapHours);
  }
}
