/**
 * "Add User" and "Add Multiple Users" (accounts spec §2 Users admin; §3 user_roles; §5 second invite
 * variant and seats "Seats Available: X of Y."). "Add User" takes one person with any number of
 * workspace assignments; "Add Multiple Users" takes several people, each with one workspace and role.
 * Each person is invited by e-mail to their workspaces. Errors show under their field.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstMessages, remapRowErrors, type FormErrors } from '../../../lib/field-errors';
import { useAddUsers } from '../api/add-users';
import { useAllowedUserDetails } from '../api/get-allowed-user-details';
import { useOrganizationWorkspaces } from '../api/get-organization-workspaces';
import { newAssignment, removeAssignment, type Assignment } from '../utils/assignments';
import { checkPeople, newPerson, type Person } from '../utils/people';
import { AssignmentFields, type AssignmentOwner } from './assignment-fields';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fieldWords } from '../utils/field-words';
import { SeatsAvailable } from '../../../components/ui/seats-available';
import { grantableRoles, type RankedPerson } from '../../../../../shared/permissions/ranks';
import { MAX_INVITATIONS_PER_REQUEST } from '../../../../../shared/schemas/invitation-limits';
import './admin.css';

interface AddUsersFormProps {
  organizationId: string;
  /** The signed-in admin, whose rank bounds the roles offered (issue 10). */
  viewer: RankedPerson;
  multiple: boolean;
  /** After the people were invited. */
  onDone: (count: number) => void;
  onCancel: () => void;
}

type TextFieldName = 'first_name' | 'last_name' | 'email';
/** Each person's text fields: `label` for the first row, `labelOf` (hidden) for person n of the later rows. */
const TEXT_FIELDS: { name: TextFieldName; label: string; labelOf: string; type: string }[] = [
  { name: 'first_name', label: 'form.firstName', labelOf: 'form.firstNameOf', type: 'text' },
  { name: 'last_name', label: 'form.lastName', labelOf: 'form.lastNameOf', type: 'text' },
  { name: 'email', label: 'form.email', labelOf: 'form.emailOf', type: 'email' },
];

/** The API's field names of a person's assignments (its error keys). */
const WORKSPACE_USERS = 'workspace_users';
const WORKSPACE_FIELD = (a: number) => `workspace_users.${a}.workspace_id`;
const ROLE_FIELD = (a: number) => `workspace_users.${a}.workspace_role_id`;

/** The seats line of the organization (accounts spec §5). */
function Seats({ organizationId }: { organizationId: string }) {
  const query = useAllowedUserDetails(organizationId);
  const seats = query.data;
  if (!seats || seats.personal || seats.ignore_limit) return null;
  return <SeatsAvailable seats={seats} />;
}

/** The add-users form in either mode. */
export function AddUsersForm({ organizationId, viewer, multiple, onDone, onCancel }: AddUsersFormProps) {
  const { t } = useTranslation('admin');
  // The field messages' words (./utils/field-words.ts).
  useTranslation('auth');
  const roles = grantableRoles(viewer);
  const workspacesQuery = useOrganizationWorkspaces(organizationId);
  const workspaces = workspacesQuery.data ?? [];
  const [people, setPeople] = useState<Person[]>(() =>
    multiple ? [newPerson(), newPerson(), newPerson()] : [newPerson()],
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const mutation = useAddUsers(organizationId);

  const updatePerson = (index: number, change: Partial<Person>) =>
    setPeople((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const updateAssignment = (index: number, key: number, change: Partial<Assignment>) =>
    setPeople((list) =>
      list.map((p, i) =>
        i === index ? { ...p, assignments: p.assignments.map((a) => (a.key === key ? { ...a, ...change } : a)) } : p,
      ),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    setFormError(undefined);
    const check = await checkPeople(people, !multiple);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    mutation.mutate(check.body, {
      onSuccess: ({ count }) => onDone(count),
      onError: (error) => {
        const server = error instanceof ApiError ? firstMessages(error.errors) : {};
        const mapped = remapRowErrors(server, 'user_roles', check.positions);
        // The invitation step reports per e-mail (`invited_users.0.email`); with one person it is theirs.
        if (check.positions.length === 1 && mapped['invited_users.0.email'])
          mapped[`user_roles.${check.positions[0]}.email`] = mapped['invited_users.0.email'];
        const shown = Object.fromEntries(Object.entries(mapped).filter(([key]) => key.startsWith('user_roles')));
        setErrors(shown);
        if (Object.keys(shown).length === 0 || shown.user_roles) setFormError(errorMessage(error));
      },
    });
  };

  const error = (key: string) => fieldWords(errors[key]);
  /** Person `index`'s field message: `field` is `first_name`, `workspace_users.0.workspace_id`, … */
  const personError = (index: number, field: string) => error(`user_roles.${index}.${field}`);
  const ownerOf = (index: number): AssignmentOwner =>
    multiple ? { kind: 'person', number: index + 1 } : { kind: 'user' };
  const noWorkspaces = workspacesQuery.isSuccess && workspaces.length === 0;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={multiple ? t('users.addMultiple') : t('users.add')}
      data-testid="add-users-form"
    >
      <Flex direction="column" gap="medium">
        <Seats organizationId={organizationId} />
        {noWorkspaces ? <Alert variation="info">{t('form.noWorkspaces')}</Alert> : null}
        {formError ? (
          <Alert variation="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <ol className={multiple ? 'gl-people gl-people--multiple' : 'gl-people'}>
          {people.map((person, index) => {
            const owner = ownerOf(index);
            return (
              <li
                key={person.key}
                className="gl-person"
                aria-label={multiple ? t('form.person', { number: index + 1 }) : undefined}
                data-testid={`person-${index}`}
              >
                <div className="gl-person__fields">
                  {TEXT_FIELDS.map((field) => (
                    <TextField
                      key={field.name}
                      label={multiple && index > 0 ? t(field.labelOf, { number: index + 1 }) : t(field.label)}
                      labelHidden={multiple && index > 0}
                      type={field.type}
                      size="small"
                      autoComplete="off"
                      value={person[field.name]}
                      maxLength={field.name === 'email' ? 254 : 100}
                      onChange={(e) => updatePerson(index, { [field.name]: e.target.value })}
                      hasError={Boolean(personError(index, field.name))}
                      errorMessage={personError(index, field.name)}
                    />
                  ))}
                </div>
                <div className="gl-person__assignments">
                  {multiple ? null : (
                    <Text fontWeight="semibold" fontSize="small">
                      {t('form.workspaces')}
                    </Text>
                  )}
                  {person.assignments.map((assignment, a) => (
                    <AssignmentFields
                      key={assignment.key}
                      assignment={assignment}
                      workspaces={workspaces}
                      owner={owner}
                      labelHidden={multiple ? index > 0 : a > 0}
                      roles={roles}
                      errors={{
                        workspace_id: personError(index, WORKSPACE_FIELD(a)),
                        workspace_role_id: personError(index, ROLE_FIELD(a)),
                      }}
                      onChange={(change) => updateAssignment(index, assignment.key, change)}
                      onRemove={
                        !multiple && person.assignments.length > 1
                          ? () =>
                              updatePerson(index, { assignments: removeAssignment(person.assignments, assignment.key) })
                          : undefined
                      }
                    />
                  ))}
                  {personError(index, WORKSPACE_USERS) ? (
                    <Text className="gl-field-error" role="alert">
                      {personError(index, WORKSPACE_USERS)}
                    </Text>
                  ) : null}
                  {multiple ? null : (
                    <div>
                      <Button
                        size="small"
                        onClick={() => updatePerson(index, { assignments: [...person.assignments, newAssignment()] })}
                      >
                        {t('form.addWorkspace')}
                      </Button>
                    </div>
                  )}
                </div>
                {multiple && people.length > 1 ? (
                  <div className="gl-person__remove">
                    <Button
                      size="small"
                      variation="link"
                      onClick={() => setPeople((list) => list.filter((_, i) => i !== index))}
                      aria-label={t('form.removePerson', { number: index + 1 })}
                    >
                      {t('form.remove')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        {errors.user_roles ? (
          <Text className="gl-field-error" role="alert">
            {errors.user_roles}
          </Text>
        ) : null}
        <Flex gap="small" wrap="wrap" justifyContent="space-between">
          {multiple ? (
            <Button
              size="small"
              onClick={() => setPeople((list) => [...list, newPerson()])}
              isDisabled={people.length >= MAX_INVITATIONS_PER_REQUEST}
            >
              {t('form.addPerson')}
            </Button>
          ) : null}
          {multiple && people.length >= MAX_INVITATIONS_PER_REQUEST ? (
            <Text as="span" fontSize="small" color="font.secondary">
              {t('form.upTo', { max: MAX_INVITATIONS_PER_REQUEST })}
            </Text>
          ) : (
            <span />
          )}
          <Flex gap="small">
            <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
            <Button
              type="submit"
              variation="primary"
              isLoading={mutation.isPending}
              loadingText={t('form.adding')}
              isDisabled={noWorkspaces}
            >
              {multiple ? t('form.submitUsers') : t('users.add')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </form>
  );
}
