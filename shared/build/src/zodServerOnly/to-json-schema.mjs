// @ts-check
// Stands in for zod's `core/to-json-schema.js` in browser builds (see serverOnly.mjs).
import { serverOnly } from './serverOnly.mjs';

// the methods are made with every schema and fail only when called.
export const initializeContext = serverOnly;
export const handleUnrepresentable = serverOnly;
export const processSchema = serverOnly;
export { processSchema as process };
export const extractDefs = serverOnly;
export const finalize = serverOnly;
export const createToJSONSchemaMethod = () => serverOnly;
export const createStandardJSONSchemaMethod = () => serverOnly;
