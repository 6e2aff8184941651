/**
 * The web app's API types (web/src/lib/api/schema.d.ts) are generated from the OpenAPI document the API
 * serves (issue 36 "A typed client, generated"): this fails when the checked-in file no longer matches a
 * fresh generation, e.g. after a route or a shared schema changed without `npm run api:types`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../functions/src/routes/openapi';
import { API_TYPES_FILE, generateApiTypes } from '../../infra/scripts/api-types';

const checkedIn = readFileSync(resolve(__dirname, '../..', API_TYPES_FILE), 'utf8');

describe('generated API types', () => {
  it('match the served OpenAPI document', { timeout: 60_000 }, async () => {
    const fresh = await generateApiTypes();
    // A plain equality, not toEqual: an 18 000-line diff helps no one; the message says what to do.
    expect(fresh === checkedIn, `${API_TYPES_FILE} is stale: run npm run api:types`).toBe(true);
  });

  it('would notice a renamed response field', { timeout: 60_000 }, async () => {
    const document = buildOpenApiDocument();
    const renamed = JSON.parse(
      JSON.stringify(document).replaceAll('"unread_notifications_count"', '"unread_count_renamed"'),
    );
    const fresh = await generateApiTypes(renamed);
    expect(fresh).not.toBe(checkedIn);
    expect(fresh).toContain('unread_count_renamed');
  });
});
