/**
 * Which organization a signed-in page is about (accounts spec §2: `/` shows the home of the user's
 * personal organization, "My Workspace"; `/organizations/:organization_id` shows that one).
 */
import type { Organization } from '../../../shared/schemas/organization';
import type { User } from '../../../shared/schemas/user';

/** The route's organization id, else the personal organization's, else the first one's. */
export function resolveOrganizationId(
  routeId: string | undefined,
  organizations: readonly Organization[] | undefined,
  user: User | null,
): string | undefined {
  if (routeId) return routeId;
  const personal = organizations?.find((o) => o.organization_type === 'personal');
  return personal?.id ?? user?.personal_organization_id ?? organizations?.[0]?.id;
}
