export * from './http';
export * from './auth';
export * from './event-list';
export * from './health';
export * from './environment';
export * from './toast';
