/**
 * The readable API reference (issue 11 "API docs a person can read"): Swagger UI (swagger-ui-dist,
 * served from node_modules, no CDN) at `/api/docs` rendering the OpenAPI 3.1 document generated from the
 * route table, which is itself at `/api/docs/openapi.json`.
 *
 * One set of files serves both places: the local gateway answers them from memory
 * (infra/local/gateway.ts), and the deployed stack uploads them to the web bucket under `api/docs/`,
 * reached through a CloudFront behaviour placed before `/api/*` (infra/lib/constructs/web.ts; decision I13).
 * The page is separate from the web app, so the app's bundle budget is unaffected.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildOpenApiDocument } from '../../functions/src/routes/openapi';

/** Where the reference lives, on the local gateway and on CloudFront. */
export const API_DOCS_PATH = '/api/docs';

/** One file of the docs site: its name under {@link API_DOCS_PATH}, body and content type. */
export interface ApiDocsFile {
  name: string;
  body: string;
  contentType: string;
}

/** Swagger UI's files we serve, from the installed swagger-ui-dist package. */
const SWAGGER_UI_FILES = [
  { name: 'swagger-ui-bundle.js', contentType: 'text/javascript; charset=utf-8' },
  { name: 'swagger-ui.css', contentType: 'text/css; charset=utf-8' },
];

/** Absolute URLs: the page is also served at `/api/docs` without a trailing slash. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Greenlight API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

/** A file, not inline script, so the page runs under the app's CSP (`script-src 'self'`). */
const INIT_JS = `window.ui = SwaggerUIBundle({
  url: '${API_DOCS_PATH}/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'list',
  tryItOutEnabled: false,
});
`;

/** The folder of the installed swagger-ui-dist package. */
function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * Every file of the docs site: `index.html` (the page), `init.js`, `openapi.json` (generated now from
 * the route table and schemas) and Swagger UI's bundle and stylesheet.
 * @throws Error when swagger-ui-dist is not installed.
 */
export function apiDocsFiles(): ApiDocsFile[] {
  const dir = swaggerUiDir();
  return [
    { name: 'index.html', body: INDEX_HTML, contentType: 'text/html; charset=utf-8' },
    { name: 'init.js', body: INIT_JS, contentType: 'text/javascript; charset=utf-8' },
    {
      name: 'openapi.json',
      body: JSON.stringify(buildOpenApiDocument()),
      contentType: 'application/json; charset=utf-8',
    },
    ...SWAGGER_UI_FILES.map((file) => ({ ...file, body: readFileSync(join(dir, file.name), 'utf8') })),
  ];
}

/**
 * Writes the docs site into a fresh temporary folder and returns its path: one folder makes one CDK
 * asset for the upload (infra/lib/constructs/web.ts).
 */
export function writeApiDocsSite(files: ApiDocsFile[] = apiDocsFiles()): string {
  const dir = mkdtempSync(join(tmpdir(), 'greenlight-api-docs-'));
  for (const file of files) writeFileSync(join(dir, file.name), file.body);
  return dir;
}

/**
 * CloudFront viewer-request function of the `/api/docs*` behaviour: `/api/docs` and `/api/docs/` serve
 * the page's `index.html` from the bucket; the other files pass through.
 */
export const API_DOCS_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  if (request.uri === '${API_DOCS_PATH}' || request.uri === '${API_DOCS_PATH}/') {
    request.uri = '${API_DOCS_PATH}/index.html';
  }
  return request;
}`;
