export * from './money';
export * from './integer';
export * from './progress';
export * from './date-time';
export * from './business-time';
export * from './decimal';
export * from './documents';
export * from './day-mask';
