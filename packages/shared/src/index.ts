// What a browser may need; the seeds' demo catalogue is `@shop/shared/demo` (servers and scripts only).
export * from './money';
export * from './account-text';
export * from './catalog-constants';
export * from './skins/skins';
export * from './card-fields';
export * from './dates';
export * from './html';
export * from './account-forms';
export * from './warranty';
export * from './api-key-scopes';
export * from './webhook-events';
export * from './trust';
