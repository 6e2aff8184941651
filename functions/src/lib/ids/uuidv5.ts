/**
 * UUIDv5 (RFC 9562 §5.5): a name-based id, the same for the same name, so a write keyed by it
 * deduplicates (docs/data-model.md pattern 54: search history entries keyed by their lower-cased text).
 */
import { createHash } from 'node:crypto';

/** The namespace of Greenlight's name-based ids (a fixed random UUID). */
export const GREENLIGHT_NAMESPACE = '0b6a8f0e-2f55-4a49-9c1b-6d4c3f2a7e10';

/** The UUIDv5 of `name` in `namespace`, lower-case. */
export function uuidv5(name: string, namespace = GREENLIGHT_NAMESPACE): string {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
