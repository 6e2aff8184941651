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
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOrganizations } from '../../organizations/api/get-organizations';
import '../english-messages';
import { getWorkspacesQueryOptions } from '../../workspaces/api/get-workspaces';
import { chipPressed, clickChip, type NotificationFilterValues } from '../utils/notification-filter-query';

/** Each chip's label, a `notifications` catalogue key (issue 41). */
const CHIP_LABEL: Record<NotificationFilterType | 'all', string> = {
  all: 'chip.all',
  comments: 'chip.comments',
  mentions: 'chip.mentions',
  status: 'chip.status',
  reminders: 'chip.reminders',
};

/** The chips in their order: All, then each filter type. */
const CHIPS = ['all', ...NOTIFICATION_FILTER_TYPES] as const;

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
  const { t } = useTranslation('notifications');
  const groups = useAllWorkspaces();
  const all = groups.flatMap((g) => g.workspaces);
  const unselected = new Set(values.unselected_workspace_ids);
  const selectedCount = all.filter((w) => !unselected.has(w.id)).length;
  const label =
    unselected.size === 0 ? t('filters.selectWorkspace') : t('filters.selectedWorkspaces', { count: selectedCount });
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
        <div className="gl-dropdown__panel" role="group" aria-label={t('filters.workspaces')}>
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
          {all.length === 0 ? <p className="gl-dropdown__empty">{t('filters.noWorkspaces')}</p> : null}
        </div>
      </details>
      {unselected.size ? (
        <button
          type="button"
          className="gl-link-button"
          onClick={() => onChange({ ...values, unselected_workspace_ids: [], unselected_organization_ids: [] })}
        >
          {t('filters.clear')}
        </button>
      ) : null}
    </div>
  );
}

/** Chips, the Filter dropdown and the workspace selector. */
export function NotificationFilters({ values, onChange, aWeek, onWeekChange }: NotificationFiltersProps) {
  const { t } = useTranslation('notifications');
  return (
    <div className="gl-notification-filters">
      <div className="gl-notification-filters__chips" role="group" aria-label={t('filters.group')}>
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className="gl-chip"
            aria-pressed={chipPressed(values, chip)}
            onClick={() => onChange(clickChip(values, chip))}
          >
            {t(CHIP_LABEL[chip])}
          </button>
        ))}
        <details className="gl-dropdown">
          <summary className="gl-chip">{aWeek ? t('filters.lastWeekOn') : t('filters.addFilter')}</summary>
          <div className="gl-dropdown__panel">
            <label className="gl-dropdown__option">
              <input type="checkbox" checked={aWeek} onChange={(event) => onWeekChange(event.target.checked)} />{' '}
              {t('filters.lastWeek')}
            </label>
          </div>
        </details>
      </div>
      <WorkspaceSelector values={values} onChange={onChange} />
    </div>
  );
}
