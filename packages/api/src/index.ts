export * from './api-error';
export * from './base-api';
export * from './environment';
export * from './token-storage';
export * from './auth';
export * from './signup';
export * from './user';
export * from './events';
