export * from './common/errors';
export * from './common/envelope';
export * from './content/content.schemas';
export * from './content/content.rules';
