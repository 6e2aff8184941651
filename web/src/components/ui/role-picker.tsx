/**
 * The workspace role picker (accounts spec §6 "The role picker groups Team Roles and Guest Roles with a
 * tooltip each"). The menu carries Radix's dropdown (~28 KB gzip), so it loads just after first paint
 * and the pages holding it (workspace Users, Add User, Edit User) stay within the initial JS budget
 * (BRIEF §6; issue 11). Until then a disabled button with the same name and look stands in.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { ROLE_NAME } from './role-words';
import { lazy, Suspense } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { RolePickerProps } from './role-menu';
import './role-picker.css';

const RoleMenu = lazy(() => import('./role-menu').then((m) => ({ default: m.RoleMenu })));

/** The role menu button; props as `RoleMenu` (value, onChange, label, descriptions, hasError, isDisabled, testId, roles). */
export function RolePicker(props: RolePickerProps) {
  const { t } = useTranslation('common');
  const current = t(props.value ? ROLE_NAME[props.value] : 'role.choose');
  const fallback = (
    <Button
      size="small"
      className={`gl-role-picker${props.hasError ? ' gl-role-picker--error' : ''}`}
      aria-label={t('role.button', { label: props.label, role: current })}
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
