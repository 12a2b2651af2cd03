// @ts-check
// Stands in for zod's `core/compile.js` in browser builds (see serverOnly.mjs).
import { serverOnly } from './serverOnly.mjs';

export const INVALID = Symbol.for('zod.compile.invalid');
export class ZodCompileAsyncError extends Error {}
export class ZodCompileUnsupportedError extends Error {}
export const compile = serverOnly;
export const withParser = serverOnly;
export const compileFn = serverOnly;
