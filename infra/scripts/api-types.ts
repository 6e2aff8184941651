/**
 * The web app's API types, generated from the OpenAPI document served at `/api/docs/openapi.json`
 * (functions/src/routes/openapi.ts) with openapi-typescript (issue 36 "A typed client, generated").
 * `npm run api:types` writes them to {@link API_TYPES_FILE}; tests/unit/api-schema-fresh.test.ts
 * regenerates them in memory and fails when the checked-in file is stale.
 */
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApiDocument } from '../../functions/src/routes/openapi';

/** The checked-in file, relative to the repository root. */
export const API_TYPES_FILE = 'web/src/lib/api/schema.d.ts';

/**
 * The file's whole text: openapi-typescript's header and the `paths`, `webhooks`, `components` and
 * `operations` types of `document` (by default the one the API serves, built in memory: no stack needed).
 */
export async function generateApiTypes(document: Record<string, unknown> = buildOpenApiDocument()): Promise<string> {
  // openapi-typescript validates the document with Redocly before it trusts its shape.
  const ast = await openapiTS(document as unknown as OpenAPI3, { silent: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}
