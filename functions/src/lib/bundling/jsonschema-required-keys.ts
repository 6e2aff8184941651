/**
 * Stands in for the `jsonschema` package inside Lambda bundles only (esbuild alias in
 * infra/lib/bundling.ts; issue 11 "Lambda size and cold start", docs/decisions.md I11).
 *
 * ElectroDB uses jsonschema in electrodb/src/validations.js for two things:
 * - checking an entity's model when `new Entity(model)` runs. Our models are static code, and every
 *   test, the local stack and the benchmark construct them with the real jsonschema, so a bad model
 *   fails there; in Lambda the full check would only repeat that work at each cold start (28 KB).
 * - telling a model from an Entity instance (`testModel`, used by `new Service({...entities})`): a
 *   model has the top-level keys its schema requires (`attributes`, `indexes`, and `model` for v1
 *   models), an Entity instance has none of them.
 * So this stand-in checks exactly the top-level `required` keys of a schema, which keeps the second
 * use right, and nothing else. It has the API validations.js touches: `Validator.prototype.customFormats`,
 * `addSchema()` and `validate(value, schema).errors`.
 */

/** One failed `required` key, shaped as jsonschema reports it. */
export interface RequiredKeyError {
  property: string;
  argument: string;
  message: string;
}

export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  /** Nothing to register: schemas are passed to validate() directly. */
  addSchema(): void {}

  /** One error per key of `schema.required` that `value` (an object) lacks; none when it has them all. */
  validate(value: unknown, schema: { required?: unknown }): { errors: RequiredKeyError[] } {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const present = (key: string) => typeof value === 'object' && value !== null && key in value;
    return {
      errors: required.filter((key) => !present(key)).map((key) => ({ property: 'instance', argument: key, message: `requires property "${key}"` })),
    };
  }
}
// validations.js assigns its custom formats on the prototype's object before creating a Validator.
Validator.prototype.customFormats = {};
