/**
 * The sidebar's organization sections (accounts spec §1 and §2 Sidebar): "My Workspace" (the personal
 * organization), "Shared" and "Business", each listing the user's organizations of that type.
 * Notifications join the sidebar with the notifications issue. "+ Add Business" shows only with
 * can_create_organization, otherwise "Upgrade" (§2 Sidebar, §6).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Organization } from '../../../../../shared/schemas/organization';
import { paths } from '../../../config/paths';
import { useStoredUser } from '../../../lib/session';
import { AddBusinessForm, UpgradeBusinessButton } from './add-business-form';
import { organizationLabel } from './organization-label';

interface OrganizationsSidebarProps {
  organizations: readonly Organization[];
  currentId: string | undefined;
  /** Called after following a link (closes the mobile drawer). */
  onNavigate?: () => void;
}

function OrganizationLink({ organization, current, onNavigate }: { organization: Organization; current: boolean; onNavigate?: () => void }) {
  return (
    <li>
      <Link
        className="gl-nav-link"
        to={paths.organization.getHref(organization.id)}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        title={organizationLabel(organization)}
      >
        {organizationLabel(organization)}
      </Link>
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gl-nav-section" aria-labelledby={id}>
      <h2 className="gl-nav-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Lists organizations by type with links to their homes. */
export function OrganizationsSidebar({ organizations, currentId, onNavigate }: OrganizationsSidebarProps) {
  // The stored user entry, kept fresh by the get-user query in the app shell (accounts spec §6 flag).
  const canCreateOrganization = useStoredUser()?.can_create_organization === true;
  const personal = organizations.filter((o) => o.organization_type === 'personal');
  const shared = organizations.filter((o) => o.organization_type === 'shared');
  const business = organizations.filter((o) => o.organization_type === 'business');
  const list = (items: Organization[], empty: string) =>
    items.length > 0 ? (
      <ul className="gl-nav-list">
        {items.map((o) => (
          <OrganizationLink key={o.id} organization={o} current={o.id === currentId} onNavigate={onNavigate} />
        ))}
      </ul>
    ) : (
      <p className="gl-nav-empty">{empty}</p>
    );

  return (
    <nav aria-label="Organizations">
      <Section id="nav-personal" title="My Workspace">
        {list(personal, 'No personal workspace yet.')}
      </Section>
      <Section id="nav-shared" title="Shared">
        {list(shared, 'Nothing shared with you yet.')}
      </Section>
      <Section id="nav-business" title="Business">
        {list(business, 'No businesses yet.')}
        {canCreateOrganization ? <AddBusinessForm onCreated={onNavigate} /> : <UpgradeBusinessButton />}
      </Section>
    </nav>
  );
}
