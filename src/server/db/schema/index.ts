export * from './billing.ts';
export * from './chat.ts';
export * from './plans.ts';
export * from './users.ts';
