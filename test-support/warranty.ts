import {
  AUTO_REPLACE_REASONS,
  REPLACEMENT_DEFAULT_LIMIT,
  WARRANTY_DEFAULT_DAYS,
  WARRANTY_RULE_DEFAULTS,
} from '@shop/shared';
import { accountLine } from './account-line';
import type { ApiClient } from './stack';
import type { Customer, Shop } from './shop';

/** The warranty's rules and evidence as an admin sets them (issue 30), for the warranty tests. */

export interface Rules {
  defaultWarrantyDays: number;
  defaultReplacementLimit: number;
  autoReasons: string[];
  autoReplace: boolean;
  badBatchConfirmations: number;
  autoReplacementsPerCustomer: number;
  autoReplacementWindowDays: number;
  claimRatioPercent: number;
  claimRatioWindowDays: number;
  restockClaimSharePercent: number;
  waitingClaimsPerCustomer: number;
}

/** The shop's defaults (`@shop/shared`): automatic replacement off, the evidence thresholds of issue 30. */
export const DEFAULT_RULES: Rules = {
  defaultWarrantyDays: WARRANTY_DEFAULT_DAYS,
  defaultReplacementLimit: REPLACEMENT_DEFAULT_LIMIT,
  autoReasons: [...AUTO_REPLACE_REASONS],
  ...WARRANTY_RULE_DEFAULTS,
};

const RULE_FIELDS = Object.keys(DEFAULT_RULES).join(' ');

/** Sets the warranty rules (the defaults with `changes`) through GraphQL, as the admin form does. */
export async function setRules(admin: ApiClient, changes: Partial<Rules> = {}): Promise<Rules> {
  const answer = await admin.post('/graphql', {
    query: `mutation($input: WarrantyRulesInput!) { updateWarrantyRules(input: $input) { ${RULE_FIELDS} } }`,
    variables: { input: { ...DEFAULT_RULES, ...changes } },
  });
  if (answer.body.errors) throw new Error(`rules not saved: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data.updateWarrantyRules as Rules;
}

/**
 * A product whose `units` credential units came in import batches (the product dialog with
 * account lines, at most 100 lines a save): answers the product and its batches, first first.
 */
export async function batchProduct(
  shop: Shop,
  title: string,
  price: string,
  units: number,
): Promise<{ productId: number; batchId: string; batchIds: string[] }> {
  let productId: number | null = null;
  for (let done = 0; done < units; done += 100) {
    const accountText = Array.from({ length: Math.min(100, units - done) }, () => accountLine('EUW')).join('\n');
    const saved =
      productId === null
        ? await shop.admin.post('/api/products', { title, price, server: 'EUW', accountText })
        : await shop.admin.put(`/api/products/${productId}`, { accountText });
    if (saved.status !== 201 && saved.status !== 200)
      throw new Error(`product ${title} not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
    productId = saved.body.id as number;
  }
  const batches = await shop.sql(
    `select batch_id::text as batch_id from commerce.inventory_unit where product_id = ? group by batch_id order by min(id)`,
    [productId],
  );
  const batchIds = batches.map((row) => row.batch_id as string);
  return { productId: productId!, batchId: batchIds[0], batchIds };
}

/** Marks an import batch banned from batch health (the other evidence besides confirmed claims). */
export async function markBatchBanned(admin: ApiClient, batchId: string, banned = true): Promise<void> {
  const answer = await admin.post('/graphql', {
    query:
      'mutation($batchId: String!, $banned: Boolean!) { markImportBatchBanned(batchId: $batchId, banned: $banned) }',
    variables: { batchId, banned },
  });
  if (answer.body.errors) throw new Error(`batch not marked: ${JSON.stringify(answer.body.errors)}`);
}

export async function buy(customer: Customer, productId: number): Promise<{ id: number; accountDetails: string }> {
  const answer = await customer.client.post('/api/orders', { productId });
  if (answer.status !== 201) throw new Error(`purchase failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const claim = (customer: Customer, orderId: number, reason = 'banned', message = 'Banned the day after.') =>
  customer.client.post(`/api/orders/${orderId}/claims`, { reason, message });

/** Staff confirm `count` claims on the batch (other customers' claims, replaced by an admin). */
export async function confirmClaims(shop: Shop, customers: Customer[], productId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const customer of customers) {
    const order = await buy(customer, productId);
    const claimed = await claim(customer, order.id);
    if (claimed.status !== 201) throw new Error(`claim failed: ${claimed.status} ${JSON.stringify(claimed.body)}`);
    const decided = await shop.admin.put(`/api/admin/claims/${claimed.body.id}`, { action: 'replace' });
    if (decided.status !== 200) throw new Error(`replace failed: ${decided.status} ${JSON.stringify(decided.body)}`);
    ids.push(claimed.body.id as number);
  }
  return ids;
}
