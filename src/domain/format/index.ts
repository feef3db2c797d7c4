export * from './money';
export * from './integer';
export * from './progress';
export * from './date-time';
