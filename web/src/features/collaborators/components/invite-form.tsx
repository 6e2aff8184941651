/**
 * The invite form of the workspace Users page (accounts spec §3 Invitation form; §5 invite form and
 * seats; §6 role picker grouped Team Roles / Guest Roles with a tooltip each). Repeatable rows of
 * first name, last name, e-mail and role; "Seats Available: X of Y." when the organization counts seats.
 * Errors show under the field of their row, the client's and the server's alike ("Required",
 * "Invalid email", "is already a member of this workspace", "no seats available for new users").
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { FormTextField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-message';
import { SubmitButton } from '../../../components/ui/form-actions';
import type { WorkspaceRole } from '../../../../../shared/permissions/roles';
import { RolePicker } from '../../../components/ui/role-picker';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstMessages, remapRowErrors, type FormErrors } from '../../../lib/field-errors';
import { useInviteCollaborators } from '../api/invite-collaborators';
import { checkInviteRows, emptyInviteRow, type InviteRow } from '../utils/invite-rows';
import { SeatsAvailable } from '../../../components/ui/seats-available';
import { MAX_INVITATIONS_PER_REQUEST } from '../../../../../shared/schemas/invitation-limits';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface InviteFormProps {
  workspaceId: string;
  seats: { remaining_users: number | null; allowed_user_count: number | null };
  /** Role tooltips from the permissions endpoint. */
  descriptions?: Partial<Record<WorkspaceRole, string>>;
  /** The roles the viewer may grant (shared/permissions/ranks.ts grantableRoles; issue 10). */
  roles: readonly WorkspaceRole[];
}

type TextFieldName = 'first_name' | 'last_name' | 'email';

/** Each field's label is a `collaborators` key. */
const TEXT_FIELDS: { name: TextFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'invite.firstName', type: 'text', autoComplete: 'off' },
  { name: 'last_name', label: 'invite.lastName', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'column.email', type: 'email', autoComplete: 'off' },
];

/** The form-errors key of row `index`'s role. */
const roleErrorKey = (index: number) => `invited_users.${index}.workspace_role_id`;

/** Rows, "Add another", seats and "Send invitations". */
export function InviteForm({ workspaceId, seats, descriptions, roles }: InviteFormProps) {
  const { t } = useTranslation('collaborators');
  const [rows, setRows] = useState<InviteRow[]>(() => [emptyInviteRow()]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const mutation = useInviteCollaborators(workspaceId);

  const update = (index: number, change: Partial<InviteRow>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    // Editing a field clears its own message.
    const keys = Object.keys(change).map((field) => `invited_users.${index}.${field}`);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key) && key !== 'invited_users')),
    );
  };
  const removeRow = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    setFormError(undefined);
    const check = await checkInviteRows(rows);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    mutation.mutate(check.request, {
      onSuccess: (created) => {
        toast.success(
          created.length === 1
            ? t('invite.sentOne', { email: created[0].email })
            : t('invite.sentMany', { count: created.length }),
        );
        setRows([emptyInviteRow()]);
      },
      onError: (error) => {
        const fieldErrors =
          error instanceof ApiError
            ? remapRowErrors(firstMessages(error.errors), 'invited_users', check.positions)
            : {};
        setErrors(fieldErrors);
        // A refusal no field carries is shown above the form.
        if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(error));
      },
    });
  };

  const listError = errors.invited_users;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('page.invite')} data-testid="invite-form">
      <Flex direction="column" gap="medium">
        <SeatsAvailable seats={seats} />
        <FormAlert message={formError} />
        <ol className="gl-invite-rows">
          {rows.map((row, index) => {
            const roleError = errors[roleErrorKey(index)];
            return (
              <li
                key={row.key}
                className="gl-invite-row"
                aria-label={t('invite.person', { number: index + 1 })}
                data-testid={`invite-row-${index}`}
              >
                {TEXT_FIELDS.map((field) => {
                  return (
                    <FormTextField
                      key={field.name}
                      className={`gl-invite-row__${field.name}`}
                      label={t(field.label)}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      size="small"
                      value={row[field.name]}
                      maxLength={field.name === 'email' ? 254 : 100}
                      onValue={(value) => update(index, { [field.name]: value })}
                      error={errors[`invited_users.${index}.${field.name}`]}
                    />
                  );
                })}
                <div className="gl-invite-row__role">
                  <span className="gl-invite-row__label" aria-hidden="true">
                    {t('column.role')}
                  </span>
                  <RolePicker
                    value={row.workspace_role_id}
                    onChange={(role) => update(index, { workspace_role_id: role })}
                    label={t('invite.roleOfPerson', { number: index + 1 })}
                    descriptions={descriptions}
                    roles={roles}
                    hasError={Boolean(roleError)}
                    testId={`invite-role-${index}`}
                  />
                  {roleError ? (
                    <Text className="gl-field-error" role="alert">
                      {roleError}
                    </Text>
                  ) : null}
                </div>
                <div className="gl-invite-row__remove">
                  {rows.length > 1 ? (
                    <Button
                      size="small"
                      variation="link"
                      onClick={() => removeRow(index)}
                      aria-label={t('invite.removePerson', { number: index + 1 })}
                    >
                      {t('action.remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
        {listError ? (
          <Text className="gl-field-error" role="alert">
            {listError}
          </Text>
        ) : null}
        <Flex gap="small" wrap="wrap">
          <Button
            size="small"
            onClick={() => setRows((current) => [...current, emptyInviteRow()])}
            isDisabled={rows.length >= MAX_INVITATIONS_PER_REQUEST}
          >
            {t('invite.addAnother')}
          </Button>
          <SubmitButton size="small" isPending={mutation.isPending} pendingLabel={t('action.sending')}>
            {t('invite.send')}
          </SubmitButton>
          {rows.length >= MAX_INVITATIONS_PER_REQUEST ? (
            <Text as="span" fontSize="small" color="font.secondary">
              {t('invite.limit', { max: MAX_INVITATIONS_PER_REQUEST })}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </form>
  );
}
