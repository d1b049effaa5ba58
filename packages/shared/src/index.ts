export * from './money';
export * from './account-text';
export * from './catalog-constants';
export * from './demo-data';
export * from './skins/skins';
export * from './card-fields';
export * from './html';
export * from './account-forms';
