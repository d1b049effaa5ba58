import { z } from 'zod';

const share = z.string().nullable().meta({ description: 'Percent with one decimal, rounded in PostgreSQL ("97.5").' });
const seconds = z.number().int().nullable().meta({ description: 'Whole seconds.' });

export const OrderTrustWindow = z
  .object({
    days: z.number().int().meta({ description: 'The window: the last 30 or 90 days.' }),
    orders: z.number().int().meta({ description: 'Orders paid in the window and delivered: behind every figure.' }),
    enough: z
      .boolean()
      .meta({ description: 'At least 100 orders behind the figures; when false every figure is null.' }),
    deliveryMedianSeconds: seconds,
    deliveryP95Seconds: seconds,
    automaticPercent: share,
    claims: z.number().int().nullable(),
    claimsPer100Orders: z.string().nullable().meta({ description: 'With one decimal.' }),
    replacedPercent: share,
    replacementMedianSeconds: seconds,
    refusedPercent: share,
  })
  .meta({ id: 'OrderTrustWindow' });

export const TicketTrustWindow = z
  .object({
    days: z.number().int(),
    tickets: z.number().int().meta({ description: 'Tickets answered, or opened more than 24 hours ago.' }),
    enough: z.boolean().meta({ description: 'At least 100 tickets behind the figure; when false it is null.' }),
    answeredWithin24hPercent: share,
  })
  .meta({ id: 'TicketTrustWindow' });

export const TrustFigures = z
  .object({ orders: z.array(OrderTrustWindow), tickets: z.array(TicketTrustWindow) })
  .meta({ id: 'TrustFigures' });
