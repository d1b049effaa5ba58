import type { CardProduct } from '../features/products/components/product-card';

/** A listed product card as the products query gives it; `changes` set what a test is about. */
export function testProduct(id: number, changes: Partial<CardProduct> = {}): CardProduct {
  return {
    __typename: 'Product',
    id,
    productCode: `LOL-EUW-${String(id).padStart(4, '0')}`,
    title: `EUW Fresh Account ${id}`,
    imagePath: null,
    price: '12.50',
    stock: 3,
    status: 'Available',
    server: 'EUW',
    blueEssence: 40_000 + id,
    skins: ['EPIC Arcade Sona', 'LEGENDARY Lunar Eclipse Aatrox'],
    gameSlug: 'lol',
    gameId: 1,
    accountType: 'fresh',
    subCategory: '40-50k',
    rankStatus: 'unranked',
    accountText: '',
    deliveryMethod: 'instant',
    hasAccountData: true,
    level: 30,
    championCount: 20,
    warrantyDays: 14,
    cardTexts: { warranty: '', deliveryTime: '', level: '', champions: '', honor: '', access: '', email: '' },
    cardFeatures: [],
    customFeatures: [],
    displayOptions: { showLevel: true, showBE: true, showChampions: true, showSkins: true },
    ...changes,
  } as CardProduct;
}
