// The shop's small UI kit: theme and primitives every microfrontend uses (bundled into each).
export * from './theme';
export * from './button';
export * from './dialog';
export * from './table';
export * from './status';
export * from './page';
export * from './shell';
export * from './standalone';
export * from './errors';
export * from './events';
export * from './cart-store';
export * from './data-table';
export * from './field';
export * from './tabs';
export * from './use-media-query';
export * from './format';
export * from './first-paint';
