import { describe, expect, it } from 'vitest';
import { checkInviteRows, emptyInviteRow, type InviteRow } from './invite-rows';
import { remapRowErrors } from '../../../lib/field-errors';

const row = (values: Partial<InviteRow>): InviteRow => ({ ...emptyInviteRow(), ...values });

describe('invite rows (accounts spec §5 invite form)', () => {
  it('asks for at least one member when every row is blank', async () => {
    const result = await checkInviteRows([row({}), row({})]);
    expect(result).toEqual({ ok: false, errors: { invited_users: 'At least one member must be entered' } });
  });

  it("keys errors by the row the user sees, with the API's messages", async () => {
    const result = await checkInviteRows([row({}), row({ first_name: 'Ann', email: 'nope' })]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'invited_users.1.last_name': 'Required',
      'invited_users.1.email': 'Invalid email',
      'invited_users.1.workspace_role_id': 'Required',
    });
  });

  it('sends the filled rows trimmed and remembers where they came from', async () => {
    const result = await checkInviteRows([
      row({}),
      row({ first_name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', workspace_role_id: 'approver' }),
    ]);
    expect(result).toEqual({
      ok: true,
      positions: [1],
      request: {
        invited_users: [
          { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', workspace_role_id: 'approver' },
        ],
      },
    });
  });

  it("moves the server's row errors back to the form rows", () => {
    expect(
      remapRowErrors(
        { 'invited_users.0.email': 'no seats available for new users', invited_users: 'x' },
        'invited_users',
        [2],
      ),
    ).toEqual({
      'invited_users.2.email': 'no seats available for new users',
      invited_users: 'x',
    });
  });
});
