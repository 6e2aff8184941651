/**
 * Stands in for the `postcss` package inside Lambda bundles only (esbuild alias in infra/lib/bundling.ts;
 * docs/decisions.md R4).
 *
 * sanitize-html requires postcss at load time, but calls `postcss.parse` only to filter an allowed
 * `style` attribute. Neither allowlist (lib/text/rich-text.ts, lib/text/comment-html.ts) allows `style`,
 * so the parser never runs; leaving it out saves ≈ 87 KB (postcss and source-map-js) in every function
 * that sanitizes rich text. Should a `style` attribute ever be allowed, this throws, and sanitize-html
 * then drops the attribute (its catch), so the failure stays safe. Tests run the real postcss.
 */
export function parse(): never {
  throw new Error('postcss is not bundled: style attributes are never allowed in rich text');
}

export default { parse };
