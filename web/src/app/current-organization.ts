/**
 * Which organization a signed-in page is about (accounts spec §2: `/` shows the home of the user's
 * personal organization, "My Workspace"; `/organizations/:organization_id` shows that one). Pages
 * without an organization in their route (/notifications, /account/edit, /permission) keep the one
 * the user was last in, so the header keeps its name and its admin links (issue 11), and `/` can bring
 * the user back to it (docs/decisions.md K11). The memory is per user, in this browser's localStorage.
 */
import type { Organization } from '../../../shared/schemas/organization';
import type { User } from '../../../shared/schemas/user';

/**
 * The route's organization id, else `rememberedId` when the user still belongs to it, else the personal
 * organization's, else the first one's; undefined while nothing is known.
 */
export function resolveOrganizationId(
  routeId: string | undefined,
  organizations: readonly Organization[] | undefined,
  user: User | null,
  rememberedId?: string,
): string | undefined {
  if (routeId) return routeId;
  if (rememberedId && organizations?.some((o) => o.id === rememberedId)) return rememberedId;
  const personal = organizations?.find((o) => o.organization_type === 'personal');
  return personal?.id ?? user?.personal_organization_id ?? organizations?.[0]?.id;
}

/** localStorage key of the organization a user last opened (one entry per user on this browser). */
function lastOrganizationKey(userId: string): string {
  return `greenlight.last-organization.${userId}`;
}

/** Remembers the organization a user opened, so `/` brings them back to it. */
export function rememberOrganization(userId: string, organizationId: string): void {
  try {
    window.localStorage.setItem(lastOrganizationKey(userId), organizationId);
  } catch {
    // Storage may be full or disabled; the landing page then falls back to its default.
  }
}

/** The organization a user last opened on this browser, if any. */
export function lastOrganizationId(userId: string): string | null {
  try {
    return window.localStorage.getItem(lastOrganizationKey(userId));
  } catch {
    return null;
  }
}

/**
 * Where `/` should go instead of the personal organization's home, or null to stay: the organization
 * last used, when it is still one of the user's and not the personal one; with none remembered and an
 * empty personal organization (`personalWorkspaceCount` 0), the first organization of another kind
 * (docs/decisions.md K11). `personalWorkspaceCount` is undefined while unknown.
 */
export function landingRedirect(
  organizations: readonly Organization[],
  lastUsedId: string | null,
  personalWorkspaceCount: number | undefined,
): string | null {
  const personal = organizations.find((o) => o.organization_type === 'personal');
  if (lastUsedId && organizations.some((o) => o.id === lastUsedId))
    return lastUsedId === personal?.id ? null : lastUsedId;
  if (personalWorkspaceCount !== 0) return null;
  return organizations.find((o) => o.organization_type !== 'personal')?.id ?? null;
}
