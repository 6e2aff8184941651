/**
 * The workspace role picker (accounts spec §6 "The role picker groups Team Roles and Guest Roles with a
 * tooltip each"). The menu carries Radix's dropdown (~28 KB gzip), so it loads just after first paint
 * and the pages holding it (workspace Users, Add User, Edit User) stay within the initial JS budget
 * (BRIEF §6; issue 11). Until then a disabled button with the same name and look stands in.
 */
import { lazy, Suspense } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { WORKSPACE_ROLE_LABELS } from '../../../../shared/permissions/roles';
import type { RolePickerProps } from './role-menu';
import './role-picker.css';

const RoleMenu = lazy(() => import('./role-menu').then((m) => ({ default: m.RoleMenu })));

/** The role menu button; props as `RoleMenu` (value, onChange, label, descriptions, hasError, isDisabled, testId, roles). */
export function RolePicker(props: RolePickerProps) {
  const current = props.value ? WORKSPACE_ROLE_LABELS[props.value] : 'Choose a role';
  const fallback = (
    <Button
      size="small"
      className={`gl-role-picker${props.hasError ? ' gl-role-picker--error' : ''}`}
      aria-label={`${props.label}: ${current}`}
      isDisabled
      data-testid={props.testId}
    >
      <span>{current}</span>
    </Button>
  );
  return (
    <Suspense fallback={fallback}>
      <RoleMenu {...props} />
    </Suspense>
  );
}
