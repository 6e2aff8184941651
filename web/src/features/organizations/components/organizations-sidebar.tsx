/**
 * The sidebar's organization sections (accounts spec §1 and §2 Sidebar): "My Workspace" (the personal
 * organization), "Shared" and "Business", each listing the user's organizations of that type. Each is
 * one sidebar mode; the app composes them with the notifications mode (app/app-sidebar.tsx).
 * "+ Add Business" shows only with can_create_organization, otherwise "Upgrade" (§2 Sidebar, §6).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Organization } from '../../../../../shared/schemas/organization';
import { paths } from '../../../config/paths';
import { useStoredUser } from '../../../lib/session';
import { organizationLabel } from './organization-label';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/layouts/header-english-messages';

// "+ Add Business" and "Upgrade" load after the sidebar, with their words (the lazy `organizations`
// catalogue, issue 41): every signed-in page's initial JS stays within its budget (decisions MB5).
const AddBusinessForm = lazy(() => import('./add-business-form').then((m) => ({ default: m.AddBusinessForm })));
const UpgradeBusinessButton = lazy(() =>
  import('./add-business-form').then((m) => ({ default: m.UpgradeBusinessButton })),
);

interface OrganizationsSidebarProps {
  organizations: readonly Organization[];
  currentId: string | undefined;
  /** Called after following a link (closes the mobile drawer). */
  onNavigate?: () => void;
}

function OrganizationLink({
  organization,
  current,
  onNavigate,
  personal,
}: {
  organization: Organization;
  current: boolean;
  onNavigate?: () => void;
  /** The reader's words for the personal organization. */
  personal: string;
}) {
  const label = organizationLabel(organization, personal);
  return (
    <li>
      <Link
        className="gl-nav-link"
        to={paths.organization.getHref(organization.id)}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        title={label}
      >
        {label}
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

/** The organization types, each one sidebar mode (accounts spec §2 Sidebar modes personal, shared, business). */
export type OrganizationKind = Organization['organization_type'];

/**
 * Each section's title and empty state: `header` keys, the namespace of the sidebar's mode tabs (its English is
 * bundled with the shell, other languages load with it), so the sections add no catalogue file (decisions PS3).
 */
const SECTIONS: Record<OrganizationKind, { title: string; empty: string }> = {
  personal: { title: 'sidebar.personal', empty: 'sidebar.emptyPersonal' },
  shared: { title: 'sidebar.shared', empty: 'sidebar.emptyShared' },
  business: { title: 'sidebar.business', empty: 'sidebar.emptyBusiness' },
};

/** One type's organizations with links to their homes; Business adds "+ Add Business" or "Upgrade". */
export function OrganizationsSection({
  kind,
  organizations,
  currentId,
  onNavigate,
}: OrganizationsSidebarProps & { kind: OrganizationKind }) {
  // The stored user entry, kept fresh by the get-user query in the app shell (accounts spec §6 flag).
  const canCreateOrganization = useStoredUser()?.can_create_organization === true;
  const items = organizations.filter((o) => o.organization_type === kind);
  const { t } = useTranslation('header');
  const title = t(SECTIONS[kind].title);
  const empty = t(SECTIONS[kind].empty);
  return (
    <nav aria-label={title}>
      <Section id={`nav-${kind}`} title={title}>
        {items.length > 0 ? (
          <ul className="gl-nav-list">
            {items.map((o) => (
              <OrganizationLink
                key={o.id}
                organization={o}
                current={o.id === currentId}
                onNavigate={onNavigate}
                personal={t('sidebar.personal')}
              />
            ))}
          </ul>
        ) : (
          <p className="gl-nav-empty">{empty}</p>
        )}
        {kind === 'business' ? (
          // Drawn once their code and words arrive (decisions MB5); the section does not wait for them.
          <Suspense fallback={null}>
            {canCreateOrganization ? <AddBusinessForm onCreated={onNavigate} /> : <UpgradeBusinessButton />}
          </Suspense>
        ) : null}
      </Section>
    </nav>
  );
}
