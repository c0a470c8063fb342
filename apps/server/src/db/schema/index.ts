export * from './organisers';
export * from './users';
export * from './auth-sessions';
export * from './app-settings';
export * from './events';
export * from './identity';
export * from './ticketing';
export * from './scanning';
