export * from './content';
export * from './meta';
