import { CARD_FEATURE_SLOTS } from '@shop/shared';
import type {
  FacadeAdminUserFieldsFragment,
  FacadeAnnouncementFieldsFragment,
  FacadeAdminClaimFieldsFragment,
  FacadeClaimFieldsFragment,
  FacadeAdminOrderFieldsFragment,
  FacadeOrderFieldsFragment,
  GetUserActivityQuery,
  GetUserOrdersQuery,
  FacadeProductFieldsFragment,
  FacadeUserFieldsFragment,
  GetNotificationsQuery,
  GetRecentPurchasesQuery,
  GetTransactionsQuery,
} from '../generated/graphql';

/** REST shapes of the spec (field names as documented), from the GraphQL types. */

/** The documented flat `card_sasa` / `card_sasa_icon` fields from the filled slots. */
function cardSlotsToRest(features: FacadeProductFieldsFragment['cardFeatures']): Record<string, string> {
  const filled = new Map(features.map((feature) => [feature.slot, feature]));
  const flat: Record<string, string> = {};
  for (const { slot } of CARD_FEATURE_SLOTS) {
    flat[slot] = filled.get(slot)?.value ?? '';
    flat[`${slot}_icon`] = filled.get(slot)?.icon ?? '';
  }
  return flat;
}

/**
 * The documented product shape. Built field by field: it is the public contract, and spreading a
 * 50-field GraphQL result with rest/spread was the slowest step of a large list (bench).
 */
export function productToRest(p: FacadeProductFieldsFragment) {
  return {
    id: p.id,
    productCode: p.productCode,
    title: p.title,
    description: p.description,
    price: p.price,
    status: p.status === 'Available' && p.stock <= 0 ? 'Out of Stock' : p.status,
    stock: p.stock,
    hasAccountData: p.hasAccountData,
    gameSlug: p.gameSlug,
    gameId: p.gameId,
    rankStatus: p.rankStatus,
    accountType: p.accountType,
    subCategory: p.subCategory,
    server: p.server,
    // The documented field carries only the redacted text; credentials stay in commerce.
    accountUsername: p.accountText,
    accountCodes: '',
    blueEssence: p.blueEssence,
    skins: p.skins ?? [],
    skinCount: p.skinCount,
    deliveryMethod: p.deliveryMethod,
    level: p.level,
    championCount: p.championCount,
    imagePath: p.imagePath,
    coverImage: p.coverImage,
    cardBadge: p.cardBadge,
    cardColor: p.cardColor,
    displayPriority: p.displayPriority,
    featured: p.featured,
    warrantyDays: p.warrantyDays,
    replacementLimit: p.replacementLimit,
    originalPrice: p.originalPrice,
    discountPercentage: p.discountPercentage,
    contactInstructions: p.contactInstructions,
    cardTexts: p.cardTexts,
    leftColumn: p.leftColumn,
    rightColumn: p.rightColumn,
    orderColumn: p.orderColumn,
    // Documented as JSON text.
    customFeatures: JSON.stringify(p.customFeatures),
    displayOptions: JSON.stringify(p.displayOptions),
    ...cardSlotsToRest(p.cardFeatures),
    createdAt: p.createdAt,
  };
}

/** A trade notification entry of the spec; region is the product's server. */
export function recentPurchaseToRest(entry: GetRecentPurchasesQuery['recentPurchases'][number]) {
  return {
    username: entry.username,
    verified: entry.verified,
    message: entry.message ?? undefined,
    accountType: entry.product?.accountType,
    region: entry.product?.server,
    gameSlug: entry.product?.gameSlug ?? 'lol',
    // A decimal string ("12.50") read as a number only for the JSON answer, never for arithmetic.
    amount: Number(entry.amount),
    timestamp: entry.timestamp,
  };
}

export function userToRest(user: FacadeUserFieldsFragment) {
  return { ...user };
}

export function orderToRest(order: FacadeOrderFieldsFragment) {
  return { ...order, product: order.product ? { ...order.product } : null };
}

/** A claim's file, with its download route. */
export function claimAttachmentToRest(file: { id: number; fileName: string; mimeType: string; size: number }) {
  const { id, fileName, mimeType, size } = file;
  return { id, fileName, mimeType, size, url: `/api/claims/attachments/${id}` };
}

/** A claim, its file with the download route. */
export function claimToRest(claim: FacadeClaimFieldsFragment) {
  return { ...claim, attachment: claim.attachment && claimAttachmentToRest(claim.attachment) };
}

/** A claim of the admin queue: its units' reveal routes instead of any credentials. */
export function adminClaimToRest(claim: FacadeAdminClaimFieldsFragment) {
  const reveal = (unitId: number | null | undefined) => (unitId ? `/api/units/${unitId}/credentials` : null);
  return {
    ...claimToRest(claim),
    unitId: claim.unitId ?? null,
    replacementUnitId: claim.replacementUnitId ?? null,
    batchId: claim.batchId ?? null,
    reviewReason: claim.reviewReason ?? null,
    signals: claim.signals ?? null,
    credentials: {
      claimed: reveal(claim.unitId),
      replacement: reveal(claim.replacementUnitId),
      previous: claim.hasPreviousDetails ? `/api/admin/claims/${claim.id}/credentials` : null,
    },
  };
}

/** An order of the buyer's list: with its warranty and its claims. */
export function userOrderToRest(order: GetUserOrdersQuery['ordersByUser'][number]) {
  return {
    ...orderToRest(order),
    warrantyDays: order.warrantyDays,
    replacementLimit: order.replacementLimit,
    warrantyEndsAt: order.warrantyEndsAt,
    claims: order.claims.map(claimToRest),
  };
}

export function transactionToRest(transaction: GetTransactionsQuery['transactions'][number]) {
  const { createdAt, ...rest } = transaction;
  return { ...rest, date: createdAt };
}

export function announcementToRest(
  announcement: GetNotificationsQuery['announcements'][number] | FacadeAnnouncementFieldsFragment,
) {
  return { ...announcement };
}

export function adminUserToRest(user: FacadeAdminUserFieldsFragment) {
  return { ...user };
}

/** Admin order list entry: buyer and product embedded as documented. */
export function adminOrderToRest(order: FacadeAdminOrderFieldsFragment) {
  return {
    ...order,
    user: order.user ? { ...order.user } : null,
    product: order.product ? { ...order.product } : null,
  };
}

export function activityToRest(entry: GetUserActivityQuery['userActivity'][number]) {
  let metadata: unknown = null;
  try {
    metadata = entry.metadata ? JSON.parse(entry.metadata) : null;
  } catch {
    metadata = null;
  }
  return { id: entry.id, action: entry.action, details: entry.details, timestamp: entry.timestamp, metadata };
}
