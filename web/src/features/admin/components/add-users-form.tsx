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
import { AssignmentFields } from './assignment-fields';
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
const TEXT_FIELDS: { name: TextFieldName; label: string; type: string }[] = [
  { name: 'first_name', label: 'First name', type: 'text' },
  { name: 'last_name', label: 'Last name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
];

/** The seats line of the organization (accounts spec §5). */
function Seats({ organizationId }: { organizationId: string }) {
  const query = useAllowedUserDetails(organizationId);
  const seats = query.data;
  if (!seats || seats.personal || seats.ignore_limit) return null;
  return <SeatsAvailable seats={seats} />;
}

/** The add-users form in either mode. */
export function AddUsersForm({ organizationId, viewer, multiple, onDone, onCancel }: AddUsersFormProps) {
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

  const error = (key: string) => errors[key];
  const noWorkspaces = workspacesQuery.isSuccess && workspaces.length === 0;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={multiple ? 'Add Multiple Users' : 'Add User'}
      data-testid="add-users-form"
    >
      <Flex direction="column" gap="medium">
        <Seats organizationId={organizationId} />
        {noWorkspaces ? (
          <Alert variation="info">
            This organization has no workspaces yet. Create one first, then add people to it.
          </Alert>
        ) : null}
        {formError ? (
          <Alert variation="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <ol className={multiple ? 'gl-people gl-people--multiple' : 'gl-people'}>
          {people.map((person, index) => {
            const owner = multiple ? `person ${index + 1}` : 'the user';
            const prefix = `user_roles.${index}`;
            return (
              <li
                key={person.key}
                className="gl-person"
                aria-label={multiple ? `Person ${index + 1}` : undefined}
                data-testid={`person-${index}`}
              >
                <div className="gl-person__fields">
                  {TEXT_FIELDS.map((field) => (
                    <TextField
                      key={field.name}
                      label={multiple && index > 0 ? `${field.label} of person ${index + 1}` : field.label}
                      labelHidden={multiple && index > 0}
                      type={field.type}
                      size="small"
                      autoComplete="off"
                      value={person[field.name]}
                      maxLength={field.name === 'email' ? 254 : 100}
                      onChange={(e) => updatePerson(index, { [field.name]: e.target.value })}
                      hasError={Boolean(error(`${prefix}.${field.name}`))}
                      errorMessage={error(`${prefix}.${field.name}`)}
                    />
                  ))}
                </div>
                <div className="gl-person__assignments">
                  {multiple ? null : (
                    <Text fontWeight="semibold" fontSize="small">
                      Workspaces
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
                        workspace_id: error(`${prefix}.workspace_users.${a}.workspace_id`),
                        workspace_role_id: error(`${prefix}.workspace_users.${a}.workspace_role_id`),
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
                  {error(`${prefix}.workspace_users`) ? (
                    <Text className="gl-field-error" role="alert">
                      {error(`${prefix}.workspace_users`)}
                    </Text>
                  ) : null}
                  {multiple ? null : (
                    <div>
                      <Button
                        size="small"
                        onClick={() => updatePerson(index, { assignments: [...person.assignments, newAssignment()] })}
                      >
                        Add another workspace
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
                      aria-label={`Remove person ${index + 1}`}
                    >
                      Remove
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
              Add another person
            </Button>
          ) : null}
          {multiple && people.length >= MAX_INVITATIONS_PER_REQUEST ? (
            <Text as="span" fontSize="small" color="font.secondary">
              Up to {MAX_INVITATIONS_PER_REQUEST} people at a time.
            </Text>
          ) : (
            <span />
          )}
          <Flex gap="small">
            <Button onClick={onCancel}>Cancel</Button>
            <Button
              type="submit"
              variation="primary"
              isLoading={mutation.isPending}
              loadingText="Adding…"
              isDisabled={noWorkspaces}
            >
              {multiple ? 'Add Users' : 'Add User'}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </form>
  );
}
