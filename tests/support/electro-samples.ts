/**
 * The ElectroDB entities of the service with sample items, for tests that check another library reads and
 * writes the same items (decisions I20: the move to DynamoDB-Toolbox one module at a time).
 */
import type { Entity } from 'electrodb';
import type { IndexSpec } from '../../functions/src/data/toolbox/keys';

export type AnyElectroEntity = Entity<string, string, string, never>;

export interface AttributeShape {
  type: unknown;
  required?: boolean;
  default?: unknown;
  /** Attributes this one is derived from (ElectroDB `watch`): ElectroDB computes it, callers never give it. */
  watch?: unknown;
  properties?: Record<string, AttributeShape>;
}

export interface ElectroModel {
  model: { entity: string; version: string; service: string };
  attributes: Record<string, AttributeShape>;
  indexes: Record<string, IndexSpec & { condition?: (attributes: Record<string, unknown>) => boolean }>;
}

/** Every entity of the service, by its name there (`stage`, `card`, …). */
export async function electroEntities(): Promise<Record<string, AnyElectroEntity>> {
  process.env.TABLE_NAME ??= 'greenlight-samples';
  const { db } = await import('../../functions/src/data/service');
  return db().entities as unknown as Record<string, AnyElectroEntity>;
}

/** The model an entity was defined with. */
export const modelOf = (entity: AnyElectroEntity): ElectroModel => (entity as unknown as { schema: ElectroModel }).schema;

/** A value of an attribute's type, mixed-case where it is a string so casing rules show. */
function sampleValue(name: string, attribute: AttributeShape, requiredOnly: boolean): unknown {
  const { type } = attribute;
  if (Array.isArray(type)) return type[0];
  if (type === 'number') return 7;
  if (type === 'boolean') return true;
  if (type === 'string') return `${name}-Value-AB`;
  if (type === 'list') return [];
  if (type === 'set') return ['a'];
  if (type === 'map') return sampleItem(attribute.properties ?? {}, requiredOnly);
  return undefined;
}

/**
 * A value for each attribute (maps with their properties) but the derived ones, enough for ElectroDB to
 * accept a put. With `requiredOnly`, only the attributes that are required and have no default, so
 * defaults get written.
 */
export function sampleItem(attributes: Record<string, AttributeShape>, requiredOnly = false): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([, attribute]) => attribute.watch === undefined)
      .filter(([, attribute]) => !requiredOnly || (attribute.required && attribute.default === undefined))
      .map(([name, attribute]) => [name, sampleValue(name, attribute, requiredOnly)] as const)
      .filter(([, value]) => value !== undefined),
  );
}
