// @ts-check
// Stands in for zod's `classic/from-json-schema.js` in browser builds (see serverOnly.mjs).
import { serverOnly } from './serverOnly.mjs';

export const fromJSONSchema = serverOnly;
