/**
 * The API's `errors` catalogues ship beside each Lambda bundle, not inside it (issue 39 "each function carries
 * only what it uses"; decisions LI1): a function bundled with the deploy's options (infra/lib/bundling.ts) and
 * the files AppFunction copies beside it (FILES_BESIDE_BUNDLE) answers a refusal in German and Spanish from
 * those files, in a fresh Node process as a Lambda cold start would, and its index.mjs holds none of their words.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS } from '../../functions/src/catalogue';
import { FILES_BESIDE_BUNDLE, REPO_ROOT } from '../../infra/lib/bundling';
import { LANGUAGES } from '../../shared/i18n/languages';
import { buildFunctionBundle, type FunctionBundle } from '../support/function-bundles';

const run = promisify(execFile);

/** Imports the bundle in a fresh process and prints the answer to a route it lacks, in `language`. */
const INVOKE = `const [file, language] = process.argv.slice(1);
const { handler } = await import(file);
const answer = await handler({ routeKey: 'GET /api/v1/no-such-route', headers: { 'accept-language': language }, requestContext: {} });
process.stdout.write('\\n' + JSON.stringify(answer));`;

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'shared', 'i18n', 'locales', language, 'errors.json'), 'utf8')) as Record<
    string,
    string
  >;

let dir: string;
let bundle: FunctionBundle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'greenlight-catalogues-'));
  // Inside the repository's .build would resolve the same; a temporary folder proves nothing is read from shared/.
  bundle = await buildFunctionBundle(
    ALL_FUNCTIONS.find((fn) => fn.name === 'health')!,
    dir,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('errors catalogues beside the bundle', () => {
  it('copies every language of FILES_BESIDE_BUNDLE next to index.mjs', () => {
    expect(FILES_BESIDE_BUNDLE.map((f) => f.to).sort()).toEqual(
      LANGUAGES.map((language) => join('i18n', language, 'errors.json')).sort(),
    );
    for (const { from, to } of FILES_BESIDE_BUNDLE)
      expect(readFileSync(join(dir, 'health', to), 'utf8')).toBe(readFileSync(join(REPO_ROOT, from), 'utf8'));
  });

  it('keeps the catalogues out of index.mjs', () => {
    const code = readFileSync(bundle.file, 'utf8');
    for (const language of LANGUAGES.filter((lng) => lng !== 'en')) {
      expect(code, language).not.toContain(catalogue(language)['body.notJson']);
      expect(code, language).not.toContain(catalogue(language).routeNotFound);
    }
  });

  it.each(['de', 'es', 'fr'])('answers a refusal in %s from the files beside the bundle', async (language) => {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', INVOKE, pathToFileURL(bundle.file).href, language],
      {
        env: {
          PATH: process.env.PATH,
          AWS_REGION: 'us-east-1',
          POWERTOOLS_SERVICE_NAME: 'health',
          POWERTOOLS_METRICS_NAMESPACE: 'Greenlight',
          POWERTOOLS_METRICS_DISABLED: 'true',
          POWERTOOLS_LOG_LEVEL: 'SILENT',
        },
        cwd: tmpdir(),
      },
    );
    const answer = JSON.parse(stdout.trim().split('\n').at(-1)!) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ status: 'error', message: catalogue(language).routeNotFound });
  });
});
