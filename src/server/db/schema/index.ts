export * from './billing.ts';
export * from './chat.ts';
export * from './plans.ts';
export * from './progress.ts';
export * from './support.ts';
export * from './users.ts';
