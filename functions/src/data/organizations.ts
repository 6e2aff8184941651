/**
 * Organizations and memberships (accounts spec §3 Organization, §6 organization roles).
 */
import { randomUUID } from 'node:crypto';
import type { OrganizationRole } from '../../../shared/permissions/roles';
import { hasOrganizationPermission } from '../../../shared/permissions/matrix';
import type { Organization } from '../../../shared/schemas/organization';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { getItem, getItems, keyQuery, patchItem, queryAll, updateItem, type Item } from './access';
import { createTransaction, runTransaction } from './transactions';
import {
  Organization as OrganizationItem,
  ORGANIZATION_MEMBER_BY_ORGANIZATION,
  ORGANIZATION_MEMBER_BY_USER,
  ORGANIZATION_MEMBER_MODEL,
  OrganizationMember,
} from './entities/organization';
import { partitionKey, sortKey } from './keys';

export type OrganizationRecord = Item<typeof OrganizationItem>;
export type OrganizationMemberRecord = Item<typeof OrganizationMember>;

/** Get an organization (table). */
export async function getOrganization(organizationId: string): Promise<OrganizationRecord | null> {
  return getItem(OrganizationItem, { organization_id: organizationId });
}

/** The caller's role in an organization, or null when not a member (table, one GetItem). */
export async function getOrganizationRole(organizationId: string, userId: string): Promise<OrganizationRole | null> {
  return (await getItem(OrganizationMember, { organization_id: organizationId, user_id: userId }))?.role ?? null;
}

/** A user's organization memberships (`organization_id`, `role`): the gsi1 inverted membership alone, one Query. */
export async function listOrganizationMembershipsOfUser(userId: string): Promise<OrganizationMemberRecord[]> {
  return queryAll(
    OrganizationMember,
    keyQuery(ORGANIZATION_MEMBER_MODEL, ORGANIZATION_MEMBER_BY_USER, { user_id: userId }),
  );
}

/** A user's organizations with their role in each (gsi1 inverted membership, then one BatchGet). */
export async function listOrganizationsOfUser(
  userId: string,
): Promise<Array<{ organization: OrganizationRecord; role: OrganizationRole }>> {
  const memberships = await listOrganizationMembershipsOfUser(userId);
  if (memberships.length === 0) return [];
  const organizations = await getItems(
    OrganizationItem,
    memberships.map((m) => ({ organization_id: m.organization_id })),
  );
  const roleOf = new Map(memberships.map((m) => [m.organization_id, m.role]));
  return organizations.map((organization) => ({ organization, role: roleOf.get(organization.organization_id)! }));
}

/** Create a business organization owned by `ownerId`, with the owner's membership, in one transaction. */
export async function createBusinessOrganization(ownerId: string, name: string): Promise<OrganizationRecord> {
  const organizationId = randomUUID();
  await runTransaction([
    createTransaction(OrganizationItem, {
      organization_id: organizationId,
      name,
      owner_id: ownerId,
      organization_type: 'business',
    }),
    createTransaction(OrganizationMember, { organization_id: organizationId, user_id: ownerId, role: 'owner' }),
  ]);
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
    remaining_users:
      organization.organization_type !== 'personal' &&
      !organization.ignore_limit &&
      typeof organization.allowed_user_count === 'number'
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
  return patchItem(OrganizationItem, { organization_id: organizationId, name });
}

/** An organization's members (table, its partition). */
export async function listOrganizationMembers(organizationId: string): Promise<OrganizationMemberRecord[]> {
  return queryAll(
    OrganizationMember,
    keyQuery(ORGANIZATION_MEMBER_MODEL, ORGANIZATION_MEMBER_BY_ORGANIZATION, { organization_id: organizationId }),
  );
}

/** The user ids of an organization's owner and admins (its partition, filtered to those roles). */
export async function listOrganizationAdminIds(organizationId: string): Promise<string[]> {
  const admins = await queryAll(
    OrganizationMember,
    keyQuery(ORGANIZATION_MEMBER_MODEL, ORGANIZATION_MEMBER_BY_ORGANIZATION, { organization_id: organizationId }),
    {
      filter: {
        or: [
          { attr: 'role', eq: 'owner' },
          { attr: 'role', eq: 'admin' },
        ],
      },
      attributes: ['user_id'],
    },
  );
  return admins.map((m) => m.user_id);
}

/** Set a business organization's seats (support sets it with the plan; the demo seed and tests too). */
export async function setAllowedUserCount(organizationId: string, allowed: number | null): Promise<void> {
  await patchItem(
    OrganizationItem,
    { organization_id: organizationId, allowed_user_count: allowed === null ? $remove() : allowed },
    { returnValues: 'NONE' },
  );
}

/**
 * Make a member an organization admin (the Users admin's organization role; seed and tests). An upsert
 * (one UpdateItem): a membership it creates is whole, with the gsi1 keys of the user's organizations
 * (updates leave those alone otherwise, since they are built from the table keys).
 */
export async function setOrganizationRole(
  organizationId: string,
  userId: string,
  role: 'admin' | 'member',
): Promise<void> {
  const key = { organization_id: organizationId, user_id: userId };
  const gsi1 = {
    gsi1pk: partitionKey(ORGANIZATION_MEMBER_MODEL, ORGANIZATION_MEMBER_BY_USER, key),
    gsi1sk: sortKey(ORGANIZATION_MEMBER_MODEL, ORGANIZATION_MEMBER_BY_USER, key),
  };
  await updateItem(OrganizationMember, { ...key, role, ...gsi1 }, { returnValues: 'NONE' });
}
