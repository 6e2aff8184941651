/**
 * The Notifications page's filters (accounts spec §2 "filter chips All, Comments, Mentions, Status,
 * Reminders plus an Add Filter/Filter dropdown; workspace selector ('Select Workspace' / 'Selected
 * Workspaces' with count, 'Clear')"; §3 Notification filter; §9 filter types).
 *
 * - Chips: All, Comments, Mentions, Status, Reminders (rules in utils/notification-filter-query.ts, N14).
 * - "Last 7 days" (`filter_type=a_week`) sits in the Filter dropdown (decisions N15).
 * - Workspace selector: every workspace of the caller's organizations, ticked unless unselected; the
 *   button reads "Select Workspace" while none is left out, else "Selected Workspaces (n)" with n ticked;
 *   "Clear" ticks them all again (decisions N15).
 * Changes go to `onChange` at once; the caller saves them after 500 ms (api/notification-filter-settings.ts).
 */
import { useQueries } from '@tanstack/react-query';
import {
  NOTIFICATION_FILTER_TYPES,
  type NotificationFilterType,
} from '../../../../../shared/schemas/notification-limits';
import { useOrganizations } from '../../organizations/api/get-organizations';
import { getWorkspacesQueryOptions } from '../../workspaces/api/get-workspaces';
import { chipPressed, clickChip, type NotificationFilterValues } from '../utils/notification-filter-query';

const CHIP_LABEL: Record<NotificationFilterType | 'all', string> = {
  all: 'All',
  comments: 'Comments',
  mentions: 'Mentions',
  status: 'Status',
  reminders: 'Reminders',
};

interface NotificationFiltersProps {
  values: NotificationFilterValues;
  onChange: (values: NotificationFilterValues) => void;
  aWeek: boolean;
  onWeekChange: (aWeek: boolean) => void;
}

/** The workspaces of every organization of the caller, with their organization's name. */
function useAllWorkspaces() {
  const organizations = useOrganizations().data ?? [];
  const lists = useQueries({ queries: organizations.map((o) => getWorkspacesQueryOptions(o.id)) });
  return organizations.map((organization, i) => ({ organization, workspaces: lists[i]?.data ?? [] }));
}

function WorkspaceSelector({ values, onChange }: Pick<NotificationFiltersProps, 'values' | 'onChange'>) {
  const groups = useAllWorkspaces();
  const all = groups.flatMap((g) => g.workspaces);
  const unselected = new Set(values.unselected_workspace_ids);
  const selectedCount = all.filter((w) => !unselected.has(w.id)).length;
  const label = unselected.size === 0 ? 'Select Workspace' : `Selected Workspaces (${selectedCount})`;
  const toggle = (id: string) =>
    onChange({
      ...values,
      unselected_workspace_ids: unselected.has(id)
        ? values.unselected_workspace_ids.filter((w) => w !== id)
        : [...values.unselected_workspace_ids, id],
    });
  return (
    <div className="gl-notification-filters__workspaces">
      <details className="gl-dropdown">
        <summary className="gl-chip">{label}</summary>
        <div className="gl-dropdown__panel" role="group" aria-label="Workspaces">
          {groups.map(({ organization, workspaces }) =>
            workspaces.length ? (
              <fieldset key={organization.id} className="gl-dropdown__group">
                <legend>{organization.name}</legend>
                {workspaces.map((w) => (
                  <label key={w.id} className="gl-dropdown__option">
                    <input type="checkbox" checked={!unselected.has(w.id)} onChange={() => toggle(w.id)} /> {w.name}
                  </label>
                ))}
              </fieldset>
            ) : null,
          )}
          {all.length === 0 ? <p className="gl-dropdown__empty">No workspaces.</p> : null}
        </div>
      </details>
      {unselected.size ? (
        <button
          type="button"
          className="gl-link-button"
          onClick={() => onChange({ ...values, unselected_workspace_ids: [], unselected_organization_ids: [] })}
        >
          Clear
        </button>
      ) : null}
    </div>
  );
}

/** Chips, the Filter dropdown and the workspace selector. */
export function NotificationFilters({ values, onChange, aWeek, onWeekChange }: NotificationFiltersProps) {
  return (
    <div className="gl-notification-filters">
      <div className="gl-notification-filters__chips" role="group" aria-label="Filter notifications">
        {(['all', ...NOTIFICATION_FILTER_TYPES] as const).map((chip) => (
          <button
            key={chip}
            type="button"
            className="gl-chip"
            aria-pressed={chipPressed(values, chip)}
            onClick={() => onChange(clickChip(values, chip))}
          >
            {CHIP_LABEL[chip]}
          </button>
        ))}
        <details className="gl-dropdown">
          <summary className="gl-chip">{aWeek ? 'Filter: Last 7 days' : 'Add Filter'}</summary>
          <div className="gl-dropdown__panel">
            <label className="gl-dropdown__option">
              <input type="checkbox" checked={aWeek} onChange={(event) => onWeekChange(event.target.checked)} /> Last 7
              days
            </label>
          </div>
        </details>
      </div>
      <WorkspaceSelector values={values} onChange={onChange} />
    </div>
  );
}
