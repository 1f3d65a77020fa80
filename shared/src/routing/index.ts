export * from './routes';
export * from './locale-path';
export * from './match';
