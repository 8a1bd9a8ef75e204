export * from './common/errors';
export * from './common/envelope';
export * from './content/content.schemas';
export * from './content/content.rules';
export * from './auth/auth.rules';
export * from './auth/auth.schemas';
export * from './scoring/levels.rules';
