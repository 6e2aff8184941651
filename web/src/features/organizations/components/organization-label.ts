/**
 * Display name of an organization: the personal one reads "My Workspace" (accounts spec §1 sidebar).
 */
import type { Organization } from '../../../../../shared/schemas/organization';

/**
 * "My Workspace" (or `personal`, the reader's words for it: the header passes `header-menus:organization.personal`,
 * issue 41) for the caller's personal organization, its name otherwise.
 */
export function organizationLabel(
  organization: Pick<Organization, 'organization_type' | 'name'>,
  personal = 'My Workspace',
): string {
  return organization.organization_type === 'personal' ? personal : organization.name;
}

/** Display order of organization types (accounts spec §1: My Workspace, Shared, Business). */
export const ORGANIZATION_TYPES = [
  'personal',
  'shared',
  'business',
] as const satisfies readonly Organization['organization_type'][];
