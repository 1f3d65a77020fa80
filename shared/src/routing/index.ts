export * from './routes';
export * from './locale-path';
export * from './match';
export * from './return-path';
