export * from './dates';
export * from './messages';
export * from './schemas/auth';
export * from './schemas/client';
export * from './schemas/common';
export * from './schemas/fields';
export * from './status';
