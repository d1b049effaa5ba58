export * from './identity';
export * from './errors';
export * from './log';
export * from './orm';
export * from './service-client';
export * from './subgraph';
export * from './guards';
export * from './process';
