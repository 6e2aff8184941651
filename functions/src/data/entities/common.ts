/**
 * Attribute helpers shared by the ElectroDB entities (BRIEF §3).
 * Attribute names are snake_case, like the API, so records map to responses without renaming.
 */
import type { Attribute } from 'electrodb';

/** The service name ElectroDB writes into every key: all entities live in one table. */
export const SERVICE = 'greenlight';

/** ISO timestamp set on create. */
export const createdAt = {
  type: 'string',
  readOnly: true,
  required: true,
  default: () => new Date().toISOString(),
} as const satisfies Attribute;

/** ISO timestamp refreshed on every write. */
export const updatedAt = {
  type: 'string',
  required: true,
  watch: '*',
  set: () => new Date().toISOString(),
  default: () => new Date().toISOString(),
} as const satisfies Attribute;
