// @ts-check
// Stands in for zod's `core/json-schema-generator.js` in browser builds (see serverOnly.mjs).
import { serverOnly } from './serverOnly.mjs';

export class JSONSchemaGenerator {
  constructor() {
    serverOnly();
  }
}
