/**
 * The organization export format, version 1 (issue 40 "a documented, versioned JSON format";
 * docs/export-format.md; decisions EX2, EX4). The zip holds `greenlight-export.json` (this manifest) and
 * `files/…`, every file the organization stores, at its key below `org/{organization_id}/`.
 *
 * Each record is the item as stored in the table (keys included, so an import writes the same shape);
 * string sets, which JSON lacks, are written `{"$set": [...]}` (sorted).
 */
import { EXPORT_FORMAT_NAME, EXPORT_FORMAT_VERSION, TRANSFER_MESSAGES } from '../../../../shared/schemas/org-transfers';

/** The manifest's entry name in the zip. */
export const MANIFEST_NAME = 'greenlight-export.json';
/** Where the files sit in the zip. */
export const FILES_DIR = 'files/';

/** The stored entity (`__edb_e__`) → its section in the manifest. Entities not listed are not exported (EX5). */
export const SECTION_OF_ENTITY = {
  organization: 'organization',
  organization_member: 'members',
  template_stage: 'template_stages',
  workspace: 'workspaces',
  workspace_member: 'workspace_members',
  stage: 'stages',
  label: 'labels',
  card: 'cards',
  checklist: 'checklists',
  checklist_item: 'checklist_items',
  comment: 'comments',
  content: 'contents',
  content_version: 'content_versions',
  card_timer: 'card_timers',
  time_entry: 'time_entries',
  approval_event: 'approval_events',
  approval_wait: 'approval_waits',
  deleted_card: 'deleted_cards',
} as const;
export type SectionName = (typeof SECTION_OF_ENTITY)[keyof typeof SECTION_OF_ENTITY];
export const SECTIONS = [...new Set(Object.values(SECTION_OF_ENTITY))] as SectionName[];

/** A stored item, JSON-safe (sets encoded). */
export type ExportRecord = Record<string, unknown>;

/** A person named by the records: matched by e-mail on import (issue 40 "members by e-mail"). */
export interface ExportPerson {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** One stored file. `path` is below `files/` in the zip and below `org/{organization_id}/` in the bucket. */
export interface ExportFile {
  path: string;
  size: number;
  sha256: string;
  content_type: string;
}

export interface ExportManifest {
  format: typeof EXPORT_FORMAT_NAME;
  format_version: number;
  exported_at: string;
  organization_id: string;
  /** Members by e-mail and role (a readable summary of `records.members` with `people`). */
  member_roles: Array<{ email: string; role: string }>;
  people: ExportPerson[];
  records: Record<SectionName, ExportRecord[]>;
  files: ExportFile[];
}

/** JSON-safe copy of a stored value: sets become `{"$set": [...]}`. */
export function encodeValue(value: unknown): unknown {
  if (value instanceof Set) return { $set: [...(value as Set<string>)].sort() };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  return value;
}

/** The stored value of an encoded one (`{"$set": [...]}` → a Set). */
export function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === '$set') return new Set(entries[0]![1] as string[]);
    return Object.fromEntries(entries.map(([k, v]) => [k, decodeValue(v)]));
  }
  return value;
}

/** The count of every section and of the files (what a round trip keeps; issue 40). */
export function countsOf(manifest: Pick<ExportManifest, 'records' | 'files'>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const section of SECTIONS) counts[section] = manifest.records[section]?.length ?? 0;
  counts.files = manifest.files.length;
  return counts;
}

/** Thrown for an import file that cannot be taken: its message is shown as is (issue 40 "a clear error"). */
export class TransferInputError extends Error {}

/**
 * Check a parsed manifest's frame: ours, a version this code reads, sections and files well formed.
 * @throws TransferInputError notOurs / newerFormat.
 */
export function assertManifest(value: unknown): asserts value is ExportManifest {
  const manifest = value as Partial<ExportManifest> | null;
  if (!manifest || typeof manifest !== 'object' || manifest.format !== EXPORT_FORMAT_NAME)
    throw new TransferInputError(TRANSFER_MESSAGES.notOurs);
  const version = manifest.format_version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new TransferInputError(TRANSFER_MESSAGES.notOurs);
  if (version > EXPORT_FORMAT_VERSION) throw new TransferInputError(TRANSFER_MESSAGES.newerFormat(version));
  const records = manifest.records as Record<string, unknown> | undefined;
  const wellFormed =
    typeof manifest.organization_id === 'string' &&
    Array.isArray(manifest.people) &&
    Array.isArray(manifest.files) &&
    !!records &&
    SECTIONS.every((section) => Array.isArray(records[section])) &&
    (records.organization as unknown[]).length === 1 &&
    manifest.files.every(
      (f) => typeof f?.path === 'string' && !f.path.split('/').includes('..') && /^[0-9a-f]{64}$/.test(f.sha256),
    );
  if (!wellFormed) throw new TransferInputError(TRANSFER_MESSAGES.notOurs);
}
