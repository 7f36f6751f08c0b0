export * from './date';
export * from './number';
export * from './lettres';
export * from './csv';
