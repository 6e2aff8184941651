/**
 * One workspace assignment row of the admin forms (accounts spec §3 invited_workspace_users; §5 "each
 * workspace invite needs workspace_id and workspace_role_id"; §6 role picker grouped Team Roles and
 * Guest Roles with a tooltip each). A removed saved assignment stays listed, struck through, with Undo
 * (§4 "_destroy"). The picker offers only roles the viewer may grant; a `locked` assignment (one only
 * the organization Owner may change: the workspace creator's) shows its role as text, without Remove.
 */
import { Button, SelectField, Text } from '@aws-amplify/ui-react';
import type { WorkspaceRole } from '../../../../../shared/permissions/roles';
import { RolePicker } from '../../../components/ui/role-picker';
import { ROLE_NAME } from '../../../components/ui/role-words';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { AssignableWorkspace } from '../api/get-organization-workspaces';
import type { Assignment } from '../utils/assignments';

/**
 * Whose assignment it is, for the hidden labels: the one user of "Add User", person n of "Add Multiple Users",
 * or the named user being edited. Each message words it inside a whole sentence (ICU select).
 */
export type AssignmentOwner = { kind: 'user' } | { kind: 'person'; number: number } | { kind: 'name'; name: string };

interface AssignmentFieldsProps {
  assignment: Assignment;
  workspaces: AssignableWorkspace[];
  /** Whose assignment it is (accessible context). */
  owner: AssignmentOwner;
  errors: { workspace_id?: string; workspace_role_id?: string };
  onChange: (change: Partial<Pick<Assignment, 'workspace_id' | 'workspace_role_id'>>) => void;
  onRemove?: () => void;
  onRestore?: () => void;
  /** Labels visible (first row) or hidden (later rows). */
  labelHidden?: boolean;
  /** The roles the viewer may grant (shared/permissions/ranks.ts grantableRoles). */
  roles: readonly WorkspaceRole[];
  /** The viewer may not change or remove this saved assignment (issue 10). */
  locked?: boolean;
}

/** Workspace select, role picker and Remove (or Undo). */
export function AssignmentFields({
  assignment,
  workspaces,
  owner,
  errors,
  onChange,
  onRemove,
  onRestore,
  labelHidden = false,
  roles,
  locked = false,
}: AssignmentFieldsProps) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const whose = {
    kind: owner.kind,
    number: 'number' in owner ? owner.number : 0,
    name: 'name' in owner ? owner.name : '',
  };
  const workspaceName = workspaces.find((w) => w.id === assignment.workspace_id)?.name ?? t('assign.aWorkspace');
  if (assignment._destroy) {
    return (
      <div className="gl-assignment gl-assignment--removed" data-testid={`assignment-${assignment.workspace_id}`}>
        <Text as="span" className="gl-assignment__removed">
          {t('assign.removed', { workspace: workspaceName })}
        </Text>
        {onRestore ? (
          <Button
            size="small"
            variation="link"
            onClick={onRestore}
            aria-label={t('assign.undoName', { workspace: workspaceName })}
          >
            {t('assign.undo')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="gl-assignment" data-testid={`assignment-${assignment.workspace_id || 'new'}`}>
      <SelectField
        className="gl-assignment__workspace"
        label={labelHidden ? t('assign.workspaceFor', whose) : t('assign.workspace')}
        labelHidden={labelHidden}
        size="small"
        placeholder={t('assign.choose')}
        value={assignment.workspace_id}
        // A saved assignment keeps its workspace: remove it and add another instead.
        isDisabled={assignment.existing}
        onChange={(e) => onChange({ workspace_id: e.target.value })}
        hasError={Boolean(errors.workspace_id)}
        errorMessage={errors.workspace_id}
      >
        {workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </SelectField>
      <div className="gl-assignment__role">
        {labelHidden ? null : (
          <span className="gl-assignment__label" aria-hidden="true">
            {t('assign.role')}
          </span>
        )}
        {locked ? (
          <Text as="span" fontSize="small" data-testid={`assignment-locked-${assignment.workspace_id}`}>
            {t('assign.locked', {
              role: assignment.workspace_role_id ? tCommon(ROLE_NAME[assignment.workspace_role_id]) : '—',
            })}
          </Text>
        ) : (
          <RolePicker
            value={assignment.workspace_role_id}
            onChange={(role: WorkspaceRole) => onChange({ workspace_role_id: role })}
            label={
              assignment.workspace_id
                ? t('assign.roleOf', { ...whose, workspace: workspaceName })
                : t('assign.roleOfNew', whose)
            }
            hasError={Boolean(errors.workspace_role_id)}
            roles={roles}
          />
        )}
        {errors.workspace_role_id ? (
          <Text className="gl-field-error" role="alert">
            {errors.workspace_role_id}
          </Text>
        ) : null}
      </div>
      <div className="gl-assignment__remove">
        {onRemove && !locked ? (
          <Button
            size="small"
            variation="link"
            colorTheme="error"
            onClick={onRemove}
            aria-label={t('assign.removeFrom', { ...whose, workspace: workspaceName })}
          >
            {t('form.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
