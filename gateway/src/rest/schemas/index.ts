// The facade's request and answer schemas, by area (docs/api.md "Reference"): import from here.
export * from './account';
export * from './admin-catalog';
export * from './catalog';
export * from './fields';
export * from './notifications';
export * from './orders';
export * from './products';
export * from './tickets';
export * from './units';
export * from './users';
export * from './claims';
export * from './alerts';
export * from './api-keys';
export * from './trust';
