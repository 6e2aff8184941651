/**
 * Stands in for the `jsonschema` package inside Lambda bundles only (esbuild alias in
 * infra/lib/bundling.ts; issue 11 "Lambda size and cold start", docs/decisions.md I9).
 *
 * ElectroDB uses jsonschema for one thing: checking an entity's model when `new Entity(model)` runs
 * (electrodb/src/validations.js). Our models are static code, and every test, the local stack and
 * the benchmark construct them with the real jsonschema, so a bad model fails there; in Lambda the
 * check would only repeat that work at every cold start, with 28 KB of code. This stub has the API
 * validations.js touches: `Validator.prototype.customFormats`, `addSchema()` and
 * `validate(...).errors` (always empty).
 */
export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  /** Registers nothing: no schema is ever checked in a bundle. */
  addSchema(): void {}

  /** Always valid: `{ errors: [] }`. */
  validate(): { errors: never[] } {
    return { errors: [] };
  }
}
// validations.js assigns its custom formats on the prototype's object before creating a Validator.
Validator.prototype.customFormats = {};
