/**
 * The contract check (issue 25): every API response the integration tests receive through the shared
 * client (./api.ts, and the raw calls of tests/integration/request-bodies.test.ts) is validated against
 * the OpenAPI document the local gateway serves at `/api/docs/openapi.json`, with ajv on the document's own
 * JSON Schemas (2020-12, OpenAPI 3.1's dialect). The operation is found by method and path template (a
 * literal segment wins over a `{param}`: `/workspaces/list` before `/workspaces/{id}`), the response by
 * status code (`default` for 5xx), and the JSON body must match its schema. A mismatch throws a
 * `ContractError` naming the operation, the status and ajv's errors, which fails the test that made the call.
 *
 * Calls to paths the document does not have (a test probing an unknown route) must answer 404 and are
 * not checked further. `CONTRACT_CHECK=collect` appends mismatches to `CONTRACT_LOG` (one JSON line each)
 * instead of throwing, to survey a whole file at once while fixing them; the suite runs with it unset.
 */
import { appendFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect, inject } from 'vitest';

interface MediaType {
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, ResponseObject> };
}

/** A response that does not match the served OpenAPI document. */
export class ContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

interface Template {
  path: string;
  pattern: RegExp;
  /** Literal segments first, so `/workspaces/list` wins over `/workspaces/{id}`. */
  literals: number;
}

interface Contract {
  document: OpenApiDocument;
  templates: Template[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

let contract: Promise<Contract> | undefined;

/** The served document, fetched once per test file (each file runs in its own module graph). */
function loadContract(): Promise<Contract> {
  contract ??= (async () => {
    const response = await fetch(`${inject('stackUrl')}/api/docs/openapi.json`);
    if (!response.ok) throw new ContractError(`The gateway did not serve the OpenAPI document: ${response.status}`);
    const document = (await response.json()) as OpenApiDocument;
    const templates = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`),
        literals: path.split('/').filter((s) => s && !s.startsWith('{')).length,
      }))
      .sort((a, b) => b.literals - a.literals);
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    return { document, templates, ajv, validators: new Map() };
  })();
  return contract;
}

/** `#/components/responses/Name` → the response object. */
function resolve(document: OpenApiDocument, response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const resolved = document.components?.responses?.[name];
  if (!resolved) throw new ContractError(`The document's ${response.$ref} does not exist`);
  return resolved;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `${e.instancePath || '(body)'} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
    )
    .join('; ');

/**
 * Validate one API response against the served document.
 * @param path the request path, with or without its query string.
 * @param body the parsed JSON body (undefined when empty).
 * @throws ContractError when the route, status or body is not what the document declares.
 */
export async function checkContract(method: string, path: string, status: number, body: unknown): Promise<void> {
  if (process.env.CONTRACT_CHECK !== 'collect') return check(method, path, status, body);
  try {
    await check(method, path, status, body);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    appendFileSync(
      process.env.CONTRACT_LOG ?? 'contract-mismatches.jsonl',
      `${JSON.stringify({ test: expect.getState().currentTestName, message: error.message })}\n`,
    );
  }
}

async function check(method: string, path: string, status: number, body: unknown): Promise<void> {
  const { document, templates, ajv, validators } = await loadContract();
  const pathname = new URL(path, 'http://local').pathname;
  const verb = method.toLowerCase();
  const template = templates.find((t) => t.pattern.test(pathname) && document.paths[t.path][verb]);
  if (!template) {
    if (status === 404 || status === 405) return;
    throw new ContractError(`${method} ${pathname} answered ${status} but the OpenAPI document has no such operation`);
  }
  const operation = document.paths[template.path][verb];
  const name = `${operation.operationId} (${method.toUpperCase()} ${template.path})`;
  const declared = operation.responses[String(status)] ?? (status >= 500 ? operation.responses.default : undefined);
  if (!declared) {
    throw new ContractError(
      `${name} answered ${status}, which the document does not declare (it declares ${Object.keys(operation.responses).join(', ')}): ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  }
  const response = resolve(document, declared);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) {
    if (body !== undefined)
      throw new ContractError(`${name} answered ${status} with a body, but the document declares none`);
    return;
  }
  const key = `${template.path} ${verb} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  if (!validate(body)) {
    throw new ContractError(
      `${name} answered ${status} with a body that does not match the document: ${describeErrors(validate.errors)}. Body: ${JSON.stringify(body)?.slice(0, 500)}`,
    );
  }
}
