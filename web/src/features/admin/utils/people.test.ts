import { describe, expect, it } from 'vitest';
import { newAssignment } from './assignments';
import { checkPeople, newPerson, type Person } from './people';

const person = (values: Partial<Person>): Person => ({ ...newPerson(), ...values });
const W = '2b1c5a34-2d43-4a8e-9a9e-0c8a1f9d7e11';

describe('add users (accounts spec §5 second invite variant)', () => {
  it('asks for at least one member when every row is blank', async () => {
    expect(await checkPeople([person({})])).toEqual({
      ok: false,
      errors: { user_roles: 'At least one member must be entered' },
    });
  });

  it('keys errors by form row, with Required for a missing workspace or role', async () => {
    const result = await checkPeople([person({}), person({ first_name: 'Ann', email: 'bad' })]);
    expect(result).toEqual({
      ok: false,
      errors: {
        'user_roles.1.last_name': 'Required',
        'user_roles.1.email': 'Invalid email',
        'user_roles.1.workspace_users.0.workspace_id': 'Required',
        'user_roles.1.workspace_users.0.workspace_role_id': 'Required',
      },
    });
  });

  it('names the fields of a blank one-person form', async () => {
    const result = await checkPeople([person({})], true);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors)).toEqual(
        expect.arrayContaining([
          'user_roles.0.first_name',
          'user_roles.0.email',
          'user_roles.0.workspace_users.0.workspace_id',
        ]),
      );
  });

  it('sends filled rows, trimmed', async () => {
    const result = await checkPeople([
      person({
        first_name: 'Ann ',
        last_name: 'Lee',
        email: 'ann@example.com',
        assignments: [newAssignment(W, 'approver')],
      }),
    ]);
    expect(result).toEqual({
      ok: true,
      positions: [0],
      body: {
        user_roles: [
          {
            first_name: 'Ann',
            last_name: 'Lee',
            email: 'ann@example.com',
            workspace_users: [{ workspace_id: W, workspace_role_id: 'approver' }],
          },
        ],
      },
    });
  });
});
