/**
 * New ids for an imported organization (issue 40 "creates a new organization … with everything in it";
 * decisions EX9, EX10). Every id in the export is a lower-case UUID, and every id, key and file path holds
 * them whole, so one substitution of each old UUID by its new one, wherever it appears (keys, attributes,
 * S3 folders, mentions in comment HTML), rewires all references at once.
 *
 * - People are matched by e-mail to existing users: their old id becomes that user's id. Someone without
 *   an account here gets a fresh id, owns no membership, and is recorded as a former member by name.
 * - Every other id gets a new one that keeps its first 16 hex digits (a UUIDv7's time and sequence), so
 *   items sorted by id (comments, versions, notices) keep their order; the last 15 are random.
 */
import { randomBytes } from 'node:crypto';
import { getUserByEmail } from '../../data/users';
import type { ExportManifest, ExportPerson } from './export-format';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A fresh id keeping `old`'s first 16 hex digits (its order), with the RFC 9562 variant bits. */
export function reissuedId(old: string): string {
  const tail = randomBytes(8).toString('hex');
  const variant = ((parseInt(tail[0]!, 16) & 0x3) | 0x8).toString(16);
  return `${old.slice(0, 19)}${variant}${tail.slice(1, 4)}-${tail.slice(4)}`;
}

/** A person of the export without an account here (issue 40 "former member"). */
export interface FormerMember {
  user_id: string;
  name: string;
  email: string;
}

/** The substitution of one import. */
export interface IdRemap {
  /** Old id → new id (people and everything else). */
  ids: Map<string, string>;
  /** Old user ids of people matched to an account here. */
  matched: Set<string>;
  formerMembers: FormerMember[];
  /** Rewrite every UUID in `text`; a UUID the export did not list gets a new id too. */
  apply(text: string): string;
}

/** The new ids of `manifest`'s people and organization; other ids are made as `apply` meets them. */
export async function buildRemap(manifest: ExportManifest, newOrganizationId: string): Promise<IdRemap> {
  const ids = new Map<string, string>([[manifest.organization_id, newOrganizationId]]);
  const matched = new Set<string>();
  const formerMembers: FormerMember[] = [];
  const people = manifest.people as ExportPerson[];
  const users = await Promise.all(people.map((p) => getUserByEmail(String(p.email))));
  people.forEach((person, index) => {
    const user = users[index];
    if (user) {
      ids.set(person.user_id, user.user_id);
      matched.add(person.user_id);
    } else {
      const id = reissuedId(person.user_id);
      ids.set(person.user_id, id);
      formerMembers.push({ user_id: id, name: `${person.first_name} ${person.last_name}`.trim(), email: person.email });
    }
  });
  const apply = (text: string) =>
    text.replace(UUID, (old) => {
      let next = ids.get(old);
      if (!next) {
        next = reissuedId(old);
        ids.set(old, next);
      }
      return next;
    });
  return { ids, matched, formerMembers, apply };
}
