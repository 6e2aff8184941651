/**
 * Organizations and memberships (accounts spec §3 Organization, §6 organization roles).
 */
import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { OrganizationRole } from '../../../shared/permissions/roles';
import { hasOrganizationPermission } from '../../../shared/permissions/matrix';
import type { Organization } from '../../../shared/schemas/organization';
import type { OrganizationEntity } from './entities/organization';
import { db } from './service';

export type OrganizationRecord = EntityItem<typeof OrganizationEntity>;

/** Get an organization (table). */
export async function getOrganization(organizationId: string): Promise<OrganizationRecord | null> {
  return (await db().entities.organization.get({ organization_id: organizationId }).go()).data;
}

/** The caller's role in an organization, or null when not a member (table, one GetItem). */
export async function getOrganizationRole(organizationId: string, userId: string): Promise<OrganizationRole | null> {
  const { data } = await db().entities.organizationMember.get({ organization_id: organizationId, user_id: userId }).go();
  return data?.role ?? null;
}

/** A user's organization memberships (`organization_id`, `role`): the gsi1 inverted membership alone, one Query. */
export async function listOrganizationMembershipsOfUser(userId: string) {
  const { data } = await db().entities.organizationMember.query.byUser({ user_id: userId }).go({ pages: 'all' });
  return data;
}

/** A user's organizations with their role in each (gsi1 inverted membership, then one BatchGet). */
export async function listOrganizationsOfUser(userId: string): Promise<Array<{ organization: OrganizationRecord; role: OrganizationRole }>> {
  const memberships = await listOrganizationMembershipsOfUser(userId);
  if (memberships.length === 0) return [];
  const { data: organizations } = await db()
    .entities.organization.get(memberships.map((m) => ({ organization_id: m.organization_id })))
    .go();
  const roleOf = new Map(memberships.map((m) => [m.organization_id, m.role]));
  return organizations.map((organization) => ({ organization, role: roleOf.get(organization.organization_id)! }));
}

/** Create a business organization owned by `ownerId`, with the owner's membership, in one transaction. */
export async function createBusinessOrganization(ownerId: string, name: string): Promise<OrganizationRecord> {
  const organizationId = randomUUID();
  await db()
    .transaction.write(({ organization, organizationMember }) => [
      organization.create({ organization_id: organizationId, name, owner_id: ownerId, organization_type: 'business' }).commit(),
      organizationMember.create({ organization_id: organizationId, user_id: ownerId, role: 'owner' }).commit(),
    ])
    .go();
  return (await getOrganization(organizationId))!;
}

/** The API shape of an organization for a member with `role` (accounts spec §3, §6 flags). */
export function toOrganizationResponse(organization: OrganizationRecord, role: OrganizationRole): Organization {
  const personal = organization.organization_type === 'personal';
  return {
    id: organization.organization_id,
    name: organization.name,
    user_id: organization.owner_id,
    personal,
    organization_type: organization.organization_type,
    role,
    allowed_user_count: organization.allowed_user_count ?? null,
    remaining_users: organization.organization_type !== 'personal' && !organization.ignore_limit && typeof organization.allowed_user_count === 'number'
      ? Math.max(0, organization.allowed_user_count - (organization.seats_used ?? 0))
      : null,
    ignore_limit: organization.ignore_limit ?? false,
    can_create_workspace: hasOrganizationPermission(role, 'can_create_workspace'),
    can_update_organization: !personal && hasOrganizationPermission(role, 'can_update_organization'),
    can_destroy_organization: !personal && hasOrganizationPermission(role, 'can_destroy_organization'),
    can_view_recycle_bin: hasOrganizationPermission(role, 'can_view_recycle_bin'),
  };
}

/** Rename an organization (accounts spec §6 can_update_organization, inline rename). */
export async function renameOrganization(organizationId: string, name: string): Promise<OrganizationRecord> {
  const { data } = await db().entities.organization.patch({ organization_id: organizationId }).set({ name }).go({ response: 'all_new' });
  return data as OrganizationRecord;
}

/** An organization's members (table, its partition). */
export async function listOrganizationMembers(organizationId: string) {
  const { data } = await db().entities.organizationMember.query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' });
  return data;
}

/** The user ids of an organization's owner and admins (its partition, filtered to those roles). */
export async function listOrganizationAdminIds(organizationId: string): Promise<string[]> {
  const { data } = await db()
    .entities.organizationMember.query.byOrganization({ organization_id: organizationId })
    .where(({ role }, { eq }) => `${eq(role, 'owner')} OR ${eq(role, 'admin')}`)
    .go({ pages: 'all', attributes: ['user_id'] });
  return data.map((m) => m.user_id);
}

/** Set a business organization's seats (support sets it with the plan; the demo seed and tests too). */
export async function setAllowedUserCount(organizationId: string, allowed: number | null): Promise<void> {
  const patch = db().entities.organization.patch({ organization_id: organizationId });
  await (allowed === null ? patch.remove(['allowed_user_count']) : patch.set({ allowed_user_count: allowed })).go({ response: 'none' });
}

/** Make a member an organization admin (the Users admin's organization role; seed and tests). */
export async function setOrganizationRole(organizationId: string, userId: string, role: 'admin' | 'member'): Promise<void> {
  await db().entities.organizationMember.upsert({ organization_id: organizationId, user_id: userId, role }).go({ response: 'none' });
}
