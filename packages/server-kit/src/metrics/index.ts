export * from './registry';
export * from './http';
export * from './graphql';
export * from './pool';
export * from './listener';
