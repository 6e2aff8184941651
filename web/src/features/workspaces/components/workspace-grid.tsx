/**
 * The organization home's workspace list (accounts spec §1 and §2 home): workspace cards sorted A-Z
 * (default) or "Recently Updated", "Create Workspace" and "Import from Trello" (issue 40), and the empty states "Welcome to your new
 * organization." / "Create your first workspace." (may create) or "No workspaces available yet.".
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Flex, Placeholder, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast/toast-store';
import { useWorkspaces } from '../api/get-workspaces';
import { sortWorkspaces, type WorkspaceSort } from '../utils/sort-workspaces';
import { ImportTrelloButton } from './import-trello-button';
import { WorkspaceCard } from './workspace-card';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

// Shown only after "Create Workspace" is pressed: its picture picker and upload code load then, which keeps
// the organization home within its initial-JS budget (BRIEF §6; decisions LS2).
const CreateWorkspaceForm = lazy(() =>
  import('./create-workspace-form').then((m) => ({ default: m.CreateWorkspaceForm })),
);

interface WorkspaceGridProps {
  organizationId: string;
  /** Page heading: the organization's name (the route composes its inline rename). */
  heading: ReactNode;
  /** More actions beside the sort toggle (e.g. Dashboard, Delete organization). */
  actions?: ReactNode;
  /** The organization's can_create_workspace flag. */
  canCreate: boolean;
  /** Largest logo in bytes for new workspaces, the organization's (`maxPictureBytes`). */
  logoMaxBytes: number;
}

function GridSkeleton() {
  return (
    <ul className="gl-workspace-grid" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Flex direction="column" gap="small" padding="medium" className="gl-workspace-card">
            <Placeholder size="large" width="70%" />
            <Placeholder size="small" width="40%" />
            <Placeholder size="large" />
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** Header with sort and create, then the cards or an empty state. */
export function WorkspaceGrid({ organizationId, heading, actions, canCreate, logoMaxBytes }: WorkspaceGridProps) {
  const { t } = useTranslation('workspace');
  const [sort, setSort] = useState<WorkspaceSort>('alphabetical');
  const [creating, setCreating] = useState(false);
  const query = useWorkspaces(organizationId);
  const sorted = useMemo(() => (query.data ? sortWorkspaces(query.data, sort) : []), [query.data, sort]);

  const onCreated = (name: string) => {
    toast.success(t('grid.created', { name }));
    setCreating(false);
  };

  return (
    <Flex direction="column" gap="large">
      <Flex alignItems="center" gap="medium" wrap="wrap">
        <div className="gl-grid-heading">{heading}</div>
        <ToggleButtonGroup
          value={sort}
          isExclusive
          isSelectionRequired
          size="small"
          onChange={(value) => setSort(value === 'recently' ? 'recently' : 'alphabetical')}
          aria-label={t('grid.sortLabel')}
        >
          <ToggleButton value="alphabetical">{t('grid.sortAlphabetical')}</ToggleButton>
          <ToggleButton value="recently">{t('grid.sortRecent')}</ToggleButton>
        </ToggleButtonGroup>
        {actions}
        {canCreate ? (
          <>
            <Button variation="primary" onClick={() => setCreating(true)} isDisabled={creating}>
              {t('grid.create')}
            </Button>
            <ImportTrelloButton organizationId={organizationId} />
          </>
        ) : null}
      </Flex>

      {creating ? (
        <Suspense fallback={null}>
          <CreateWorkspaceForm
            organizationId={organizationId}
            onCancel={() => setCreating(false)}
            onCreated={(w) => onCreated(w.name)}
            logoMaxBytes={logoMaxBytes}
          />
        </Suspense>
      ) : null}

      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError && !query.data ? (
        <LoadFailure error={query.error} heading={t('grid.loadFailed')} onRetry={() => void query.refetch()} />
      ) : sorted.length === 0 ? (
        canCreate ? (
          <EmptyState
            title={t('grid.welcome')}
            description={t('grid.createFirst')}
            action={
              creating ? null : (
                <Button variation="primary" onClick={() => setCreating(true)}>
                  {t('grid.create')}
                </Button>
              )
            }
          />
        ) : (
          <EmptyState title={t('grid.none')} />
        )
      ) : (
        <ul className="gl-workspace-grid" aria-label={t('grid.listLabel')}>
          {sorted.map((workspace) => (
            <li key={workspace.id}>
              <WorkspaceCard workspace={workspace} />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
