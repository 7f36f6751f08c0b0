export * from './date';
export * from './number';
