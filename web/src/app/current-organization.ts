/**
 * Which organization a signed-in page is about (accounts spec §2: `/` shows the home of the user's
 * personal organization, "My Workspace"; `/organizations/:organization_id` shows that one). Pages
 * without an organization in their route (/notifications, /account/edit, /permission) keep the one
 * the user was last in, so the header keeps its name and its admin links (issue 11).
 */
import type { Organization } from '../../../shared/schemas/organization';
import type { User } from '../../../shared/schemas/user';

const LAST_ORGANIZATION_KEY = 'greenlight.current_organization';

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

/** Remember the organization the user is in, for this tab (sessionStorage; ignored when blocked). */
export function rememberOrganization(organizationId: string): void {
  try {
    window.sessionStorage.setItem(LAST_ORGANIZATION_KEY, organizationId);
  } catch {
    // Storage blocked: such pages fall back to My Workspace.
  }
}

/** The organization remembered for this tab, if any. */
export function rememberedOrganization(): string | undefined {
  try {
    return window.sessionStorage.getItem(LAST_ORGANIZATION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
