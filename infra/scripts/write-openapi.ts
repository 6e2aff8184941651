/**
 * Writes the OpenAPI document served at `/api/docs/openapi.json` (../lib/api-docs.ts, the same generator)
 * to the file given, for the Redocly lint that `npm test` runs (tests/run-all.sh; redocly.yaml).
 * Usage: `npx tsx infra/scripts/write-openapi.ts <file>`.
 */
import { writeFileSync } from 'node:fs';
import { apiDocsFiles } from '../lib/api-docs';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npx tsx infra/scripts/write-openapi.ts <file>');
  process.exit(2);
}
const document = apiDocsFiles().find((file) => file.name === 'openapi.json');
if (!document) throw new Error('The API docs have no openapi.json');
writeFileSync(target, document.body);
