export * from './constants/platform';
export * from './schemas/error-response';
export * from './api/accounts';
export * from './schemas/log-entry';
