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

/** The four stage settings, shared by stages and template stages (accounts spec §3 Stage, Template stage). */
export const stageFlagAttributes = {
  enable_revision: { type: 'boolean', default: false },
  enable_timestamp: { type: 'boolean', default: false },
  visible_to_client: { type: 'boolean', default: false },
  require_approval_from_client: { type: 'boolean', default: false },
} as const satisfies Record<string, Attribute>;

type StageFlagName = keyof typeof stageFlagAttributes;

/** The four stage settings of a record, with their defaults filled in. */
export function stageFlagsOf(record: Partial<Record<StageFlagName, boolean>>): Record<StageFlagName, boolean> {
  return {
    enable_revision: record.enable_revision ?? false,
    enable_timestamp: record.enable_timestamp ?? false,
    visible_to_client: record.visible_to_client ?? false,
    require_approval_from_client: record.require_approval_from_client ?? false,
  };
}
