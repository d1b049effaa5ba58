/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filters of the admin product list; all optional, combined with AND. */
export type AdminProductFilterInput = {
  /** Part of a skin name (case-insensitive), or a product in accountProductIds. */
  account?: string | null | undefined;
  /** Products whose credentials match the account search (from commerce productIdsByAccountUsername). */
  accountProductIds?: Array<number> | null | undefined;
  /** Minimum blue essence. */
  blueEssence?: number | null | undefined;
  id?: number | null | undefined;
  maxPrice?: string | null | undefined;
  minPrice?: string | null | undefined;
  /** Part of the title, case-insensitive. */
  title?: string | null | undefined;
};

export type BulkImportInput = {
  accountType?: string | null | undefined;
  /** One account per line. */
  accounts: string;
  /** Price of every product of the batch (decimal string, USD). */
  basePrice?: string | null | undefined;
  /** UUID the client generated for this import; every chunk and retry sends the same one. */
  batchId: string;
  cardFeatures?: Array<ImportCardFeatureInput> | null | undefined;
  description?: string | null | undefined;
  /** Check only: nothing is stored. */
  dryRun?: boolean | null | undefined;
  /** 1-based number of the first line in the whole batch (default 1). */
  firstLine?: number | null | undefined;
  /** old (colon-separated) or new (labelled Server/Username/Password/Blueessences/Skins). */
  format: string;
  gameId?: number | null | undefined;
  gameSlug?: string | null | undefined;
  rankStatus?: string | null | undefined;
  /** Chosen server; a new-format line's own server overrides it. */
  server?: string | null | undefined;
  subCategory?: string | null | undefined;
  title?: string | null | undefined;
};

export type CardDesignFeatureInput = {
  icon: string;
  label: string;
  value: string;
};

/** A card design of a game, optionally narrowed to an account type and subcategory. */
export type CardDesignInput = {
  accountType?: string | null | undefined;
  cardStyles: CardStylesInput;
  features?: Array<CardDesignFeatureInput> | null | undefined;
  subCategory?: string | null | undefined;
};

/** One of the twelve card slots (card_sasa ... card_444); a blank value empties it. */
export type CardFeatureInput = {
  icon?: string | null | undefined;
  slot: string;
  value: string;
};

export type CardStylesInput = {
  accentColor: string;
  backgroundColor: string;
  borderColor: string;
  glowColor: string;
  textColor: string;
};

/** Card texts; a blank text falls back to its default when read. */
export type CardTextsInput = {
  access?: string | null | undefined;
  champions?: string | null | undefined;
  deliveryTime?: string | null | undefined;
  deliveryType?: string | null | undefined;
  email?: string | null | undefined;
  extra1?: string | null | undefined;
  extra2?: string | null | undefined;
  extra3?: string | null | undefined;
  honor?: string | null | undefined;
  level?: string | null | undefined;
  paymentInfo?: string | null | undefined;
  paymentMethods?: string | null | undefined;
  ranked?: string | null | undefined;
  skins?: string | null | undefined;
  support?: string | null | undefined;
  warranty?: string | null | undefined;
};

export type CustomFeatureInput = {
  icon: string;
  id: string;
  label: string;
  value: string;
};

export type DisplayOptionsInput = {
  showBE?: boolean | null | undefined;
  showChampions?: boolean | null | undefined;
  showLevel?: boolean | null | undefined;
  showSkins?: boolean | null | undefined;
};

export type GameCategoryInput = {
  icon?: string | null | undefined;
  name: string;
  parentId?: number | null | undefined;
  slug: string;
};

/** One of the twelve card slots (card_sasa ... card_444) shared by the batch. */
export type ImportCardFeatureInput = {
  icon?: string | null | undefined;
  slot: string;
  value: string;
};

export type ProductInput = {
  /** Public account text; credentials in it are redacted before storage. */
  accountText?: string | null | undefined;
  accountType?: string | null | undefined;
  basePrice?: string | null | undefined;
  blueEssence?: number | null | undefined;
  cardBadge?: string | null | undefined;
  cardColor?: string | null | undefined;
  /** Slots sent replace the stored ones; slots not sent keep their value. */
  cardFeatures?: Array<CardFeatureInput> | null | undefined;
  cardTexts?: CardTextsInput | null | undefined;
  championCount?: number | null | undefined;
  contactInstructions?: string | null | undefined;
  coverImage?: string | null | undefined;
  customFeatures?: Array<CustomFeatureInput> | null | undefined;
  deliveryMethod?: string | null | undefined;
  description?: string | null | undefined;
  discountPercentage?: number | null | undefined;
  displayOptions?: DisplayOptionsInput | null | undefined;
  displayPriority?: number | null | undefined;
  featured?: boolean | null | undefined;
  gameId?: number | null | undefined;
  gameSlug?: string | null | undefined;
  imagePath?: string | null | undefined;
  level?: number | null | undefined;
  originalPrice?: string | null | undefined;
  /** Decimal string (USD). */
  price?: string | null | undefined;
  productCode?: string | null | undefined;
  rankStatus?: string | null | undefined;
  server?: string | null | undefined;
  skinCount?: number | null | undefined;
  status?: string | null | undefined;
  subCategory?: string | null | undefined;
  title?: string | null | undefined;
};

export type GetSessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSessionUserQuery = { me: { id: number, username: string, email: string, isAdmin: boolean, balance: string } | null };

export type CreateAdminGameCategoryMutationVariables = Exact<{
  input: GameCategoryInput;
}>;


export type CreateAdminGameCategoryMutation = { createGameCategory: { id: number } };

export type DeleteAdminGameCategoryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAdminGameCategoryMutation = { deleteGameCategory: boolean };

export type GetAdminCardDesignQueryVariables = Exact<{
  gameSlug: string;
  accountType?: string | null | undefined;
  subCategory?: string | null | undefined;
}>;


export type GetAdminCardDesignQuery = { cardDesign: { gameSlug: string, accountType: string, subCategory: string, isDefault: boolean, cardStyles: { backgroundColor: string, borderColor: string, glowColor: string, textColor: string, accentColor: string }, features: Array<{ icon: string, label: string, value: string }> } };

export type GetAdminGameCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminGameCategoriesQuery = { gameCategories: Array<{ id: number, name: string, slug: string, icon: string | null, parentId: number | null }> };

export type UpdateAdminGameCategoryMutationVariables = Exact<{
  id: number;
  input: GameCategoryInput;
}>;


export type UpdateAdminGameCategoryMutation = { updateGameCategory: { id: number } };

export type UpsertAdminCardDesignMutationVariables = Exact<{
  gameSlug: string;
  input: CardDesignInput;
}>;


export type UpsertAdminCardDesignMutation = { upsertCardDesign: { gameSlug: string, isDefault: boolean } };

export type BulkImportAccountsMutationVariables = Exact<{
  input: BulkImportInput;
}>;


export type BulkImportAccountsMutation = { bulkImport: { batchId: string, addedCount: number, dryRun: boolean, rejected: Array<{ line: number, reason: string }> } };

export type GetAdminImportBatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminImportBatchesQuery = { importBatches: Array<{ id: string, format: string, status: string, title: string, createdAt: string, unitCount: number, soldCount: number }> };

export type RollbackAdminImportBatchMutationVariables = Exact<{
  batchId: string;
}>;


export type RollbackAdminImportBatchMutation = { rollbackImportBatch: { batchId: string, removedCount: number } };

export type AdminProductFieldsFragment = { id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } };

export type CreateAdminProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateAdminProductMutation = { createProduct: { id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } } };

export type DeleteAdminProductsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteAdminProductsMutation = { deleteProducts: number };

export type GetAdminProductsQueryVariables = Exact<{
  filter?: AdminProductFilterInput | null | undefined;
}>;


export type GetAdminProductsQuery = { adminProducts: Array<{ id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } }> };

export type GetProductIdsByAccountUsernameQueryVariables = Exact<{
  q: string;
}>;


export type GetProductIdsByAccountUsernameQuery = { productIdsByAccountUsername: Array<number> };

export type SetAdminManualStockMutationVariables = Exact<{
  productId: number;
  stock: number;
}>;


export type SetAdminManualStockMutation = { setManualStock: number };

export type UpdateAdminProductMutationVariables = Exact<{
  id: number;
  input: ProductInput;
}>;


export type UpdateAdminProductMutation = { updateProduct: { id: number, productCode: string | null, title: string, description: string, price: string, basePrice: string | null, originalPrice: string | null, status: string, gameSlug: string, gameId: number, rankStatus: string, accountType: string, subCategory: string, server: string, accountText: string, blueEssence: number | null, skinCount: number, level: number, championCount: number, imagePath: string | null, coverImage: string | null, cardBadge: string | null, cardColor: string, displayPriority: number, featured: boolean, discountPercentage: number, deliveryMethod: string, contactInstructions: string | null, hidden: boolean, stock: number, hasAccountData: boolean, cardTexts: { warranty: string, deliveryTime: string, level: string | null, email: string | null, ranked: string | null, champions: string | null, skins: string | null, honor: string | null, access: string | null, deliveryType: string | null, support: string | null, paymentMethods: string | null, paymentInfo: string | null, extra1: string | null, extra2: string | null, extra3: string | null }, cardFeatures: Array<{ slot: string, value: string, icon: string | null }>, customFeatures: Array<{ id: string, icon: string, label: string, value: string }>, displayOptions: { showLevel: boolean, showBE: boolean, showChampions: boolean, showSkins: boolean } } };

export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const GetSessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<GetSessionUserQuery, GetSessionUserQueryVariables>;
export const CreateAdminGameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminGameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGameCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAdminGameCategoryMutation, CreateAdminGameCategoryMutationVariables>;
export const DeleteAdminGameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminGameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGameCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAdminGameCategoryMutation, DeleteAdminGameCategoryMutationVariables>;
export const GetAdminCardDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminCardDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subCategory"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}},{"kind":"Argument","name":{"kind":"Name","value":"subCategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subCategory"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"cardStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"borderColor"}},{"kind":"Field","name":{"kind":"Name","value":"glowColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetAdminCardDesignQuery, GetAdminCardDesignQueryVariables>;
export const GetAdminGameCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminGameCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<GetAdminGameCategoriesQuery, GetAdminGameCategoriesQueryVariables>;
export const UpdateAdminGameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminGameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGameCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateAdminGameCategoryMutation, UpdateAdminGameCategoryMutationVariables>;
export const UpsertAdminCardDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpsertAdminCardDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertCardDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<UpsertAdminCardDesignMutation, UpsertAdminCardDesignMutationVariables>;
export const BulkImportAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkImportAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"addedCount"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BulkImportAccountsMutation, BulkImportAccountsMutationVariables>;
export const GetAdminImportBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminImportBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"soldCount"}}]}}]}}]} as unknown as DocumentNode<GetAdminImportBatchesQuery, GetAdminImportBatchesQueryVariables>;
export const RollbackAdminImportBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollbackAdminImportBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollbackImportBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"removedCount"}}]}}]}}]} as unknown as DocumentNode<RollbackAdminImportBatchMutation, RollbackAdminImportBatchMutationVariables>;
export const CreateAdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<CreateAdminProductMutation, CreateAdminProductMutationVariables>;
export const DeleteAdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteAdminProductsMutation, DeleteAdminProductsMutationVariables>;
export const GetAdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<GetAdminProductsQuery, GetAdminProductsQueryVariables>;
export const GetProductIdsByAccountUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductIdsByAccountUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productIdsByAccountUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}]}]}}]} as unknown as DocumentNode<GetProductIdsByAccountUsernameQuery, GetProductIdsByAccountUsernameQueryVariables>;
export const SetAdminManualStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminManualStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stock"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setManualStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stock"}}}]}]}}]} as unknown as DocumentNode<SetAdminManualStockMutation, SetAdminManualStockMutationVariables>;
export const UpdateAdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"rankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"accountText"}},{"kind":"Field","name":{"kind":"Name","value":"blueEssence"}},{"kind":"Field","name":{"kind":"Name","value":"skinCount"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"championCount"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"cardBadge"}},{"kind":"Field","name":{"kind":"Name","value":"cardColor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriority"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccountData"}},{"kind":"Field","name":{"kind":"Name","value":"cardTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"champions"}},{"kind":"Field","name":{"kind":"Name","value":"skins"}},{"kind":"Field","name":{"kind":"Name","value":"honor"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"}},{"kind":"Field","name":{"kind":"Name","value":"extra1"}},{"kind":"Field","name":{"kind":"Name","value":"extra2"}},{"kind":"Field","name":{"kind":"Name","value":"extra3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showBE"}},{"kind":"Field","name":{"kind":"Name","value":"showChampions"}},{"kind":"Field","name":{"kind":"Name","value":"showSkins"}}]}}]}}]} as unknown as DocumentNode<UpdateAdminProductMutation, UpdateAdminProductMutationVariables>;