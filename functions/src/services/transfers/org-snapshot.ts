/**
 * Read an organization's records for export (issue 40 "Organization export"; docs/data-model.md pattern
 * 224; decisions EX5): its partition, each workspace's partition and each card's partition, whole-partition
 * Queries kept to the entities of SECTION_OF_ENTITY, and the people the records name (BatchGet users).
 * Soft-deleted cards (the recycle bin) are exported too, with their bin entries.
 */
import { partitionPages } from '../../data/partitions';
import { partitionKey } from '../../data/keys';
import { ENTITY_ATTRIBUTE } from '../../data/table';
import { getUsers } from '../../data/users';
import { listWorkspacesOfOrganization } from '../../data/workspaces';
import { CHECKLIST_BY_CARD, CHECKLIST_MODEL } from '../../data/entities/checklist';
import { ORGANIZATION_BY_ID, ORGANIZATION_MODEL } from '../../data/entities/organization';
import { WORKSPACE_BY_ID, WORKSPACE_MODEL } from '../../data/entities/workspace';
import {
  encodeValue,
  SECTION_OF_ENTITY,
  SECTIONS,
  type ExportPerson,
  type ExportRecord,
  type SectionName,
} from './export-format';

/** Every item of partition `pk`, as stored. */
async function readPartition(pk: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  for await (const page of partitionPages(pk)) items.push(...page);
  return items;
}

export const organizationPartition = (organizationId: string) =>
  partitionKey(ORGANIZATION_MODEL, ORGANIZATION_BY_ID, { organization_id: organizationId });
export const workspacePartition = (workspaceId: string) =>
  partitionKey(WORKSPACE_MODEL, WORKSPACE_BY_ID, { workspace_id: workspaceId });
export const cardPartition = (cardId: string) => partitionKey(CHECKLIST_MODEL, CHECKLIST_BY_CARD, { card_id: cardId });

/** The records of an organization by section, and the people they name. */
export interface OrganizationSnapshot {
  records: Record<SectionName, ExportRecord[]>;
  people: ExportPerson[];
}

/** Sort the records of each section by key, so two exports of the same data list them alike. */
const byKey = (a: ExportRecord, b: ExportRecord) =>
  `${String(a.pk)}|${String(a.sk)}`.localeCompare(`${String(b.pk)}|${String(b.sk)}`);

/** Read the organization's records (pattern 304). `onProgress(share)` reports 0–1 of the partitions read. */
export async function readOrganizationSnapshot(
  organizationId: string,
  onProgress: (share: number) => void = () => {},
): Promise<OrganizationSnapshot> {
  const records = Object.fromEntries(SECTIONS.map((s) => [s, [] as ExportRecord[]])) as OrganizationSnapshot['records'];
  const keep = (items: Array<Record<string, unknown>>) => {
    for (const item of items) {
      const section = SECTION_OF_ENTITY[item[ENTITY_ATTRIBUTE] as keyof typeof SECTION_OF_ENTITY];
      if (section) records[section].push(encodeValue(item) as ExportRecord);
    }
  };
  keep(await readPartition(organizationPartition(organizationId)));
  const workspaces = await listWorkspacesOfOrganization(organizationId);
  const cardIds: string[] = [];
  for (const workspace of workspaces) {
    const items = await readPartition(workspacePartition(workspace.workspace_id));
    keep(items);
    for (const item of items) if (item[ENTITY_ATTRIBUTE] === 'card') cardIds.push(item.card_id as string);
  }
  onProgress(0.2);
  // Card partitions, a few at a time: most are small, and there may be thousands.
  for (let start = 0; start < cardIds.length; start += CARD_READS_IN_FLIGHT) {
    const batch = cardIds.slice(start, start + CARD_READS_IN_FLIGHT);
    for (const items of await Promise.all(batch.map((id) => readPartition(cardPartition(id))))) keep(items);
    onProgress(0.2 + (0.8 * (start + batch.length)) / cardIds.length);
  }
  for (const section of SECTIONS) records[section].sort(byKey);
  return { records, people: await peopleOf(records) };
}

/** Parallel card-partition Queries. */
const CARD_READS_IN_FLIGHT = 8;

/** The user ids the records name in `user_id` attributes (members, comments, timers, time entries). */
function userIdsOf(records: OrganizationSnapshot['records']): string[] {
  const ids = new Set<string>();
  for (const section of SECTIONS)
    for (const record of records[section]) if (typeof record.user_id === 'string') ids.add(record.user_id);
  return [...ids].sort();
}

/** The people the records name who still have an account: id, e-mail and name. */
async function peopleOf(records: OrganizationSnapshot['records']): Promise<ExportPerson[]> {
  const users = await getUsers(userIdsOf(records));
  return [...users.values()]
    .map((user) => ({
      user_id: user.user_id,
      email: user.email,
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
    }))
    .sort((a, b) => a.user_id.localeCompare(b.user_id));
}
