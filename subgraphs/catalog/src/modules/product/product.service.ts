import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { ProductEntity } from './product.entity';
import type { ProductType } from './product.type';

export function toProductType(entity: ProductEntity): ProductType {
  return {
    id: entity.id,
    productCode: entity.productCode ?? null,
    title: entity.title,
    description: entity.description,
    price: entity.price,
    status: entity.status,
    gameSlug: entity.gameSlug,
    gameId: entity.gameId,
    rankStatus: entity.rankStatus,
    accountType: entity.accountType,
    subCategory: entity.subCategory,
    server: entity.server,
    accountText: entity.accountText,
    blueEssence: entity.blueEssence ?? null,
    skins: entity.skins ?? [],
    deliveryMethod: entity.deliveryMethod,
    createdAt: entity.createdAt,
  };
}

export class ProductService {
  /** Batches reference lookups from the gateway (an order list resolves many products at once). */
  readonly byId: DataLoader<number, ProductType | null>;

  constructor(private readonly em: EntityManager) {
    this.byId = new DataLoader(async (ids) => {
      const rows = await this.em.find(ProductEntity, { id: { $in: [...ids] } });
      const found = new Map(rows.map((row) => [row.id, toProductType(row)]));
      return ids.map((id) => found.get(id) ?? null);
    });
  }

  async list(): Promise<ProductType[]> {
    const rows = await this.em.find(ProductEntity, { status: { $ne: 'Sold' } }, { orderBy: { id: 'asc' } });
    return rows.map(toProductType);
  }

  async get(id: number): Promise<ProductType | null> {
    return this.byId.load(id);
  }
}
