/**
 * Regenerates the web app's API types (./api-types.ts) into the checked-in file after a route or shared
 * schema changes. Usage: `npm run api:types`.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

const target = resolve(import.meta.dirname, '../..', API_TYPES_FILE);
writeFileSync(target, await generateApiTypes());
console.log(`Wrote ${API_TYPES_FILE}`);
