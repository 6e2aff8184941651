import { describe, expect, it } from 'vitest';
import type { Organization } from '../../../shared/schemas/organization';
import { landingRedirect, resolveOrganizationId } from './current-organization';

const org = (id: string, organization_type: Organization['organization_type']) =>
  ({ id, organization_type }) as Organization;
const personal = org('p', 'personal');
const northwind = org('n', 'business');
const shared = org('s', 'shared');

describe('landingRedirect (docs/decisions.md K11)', () => {
  it('goes back to the organization last used, unless it is the personal one or gone', () => {
    expect(landingRedirect([personal, northwind], 'n', 3)).toBe('n');
    expect(landingRedirect([personal, northwind], 'p', 0)).toBeNull();
    expect(landingRedirect([personal, northwind], 'gone', 3)).toBeNull();
  });

  it('without a last use, leaves an empty personal organization for one with workspaces', () => {
    expect(landingRedirect([personal, shared, northwind], null, 0)).toBe('s');
    expect(landingRedirect([personal, northwind], 'gone', 0)).toBe('n');
    expect(landingRedirect([personal, northwind], null, 2)).toBeNull();
    expect(landingRedirect([personal, northwind], null, undefined)).toBeNull();
    expect(landingRedirect([personal], null, 0)).toBeNull();
  });
});

const organizations = [org('business', 'business'), org('mine', 'personal')];

describe('resolveOrganizationId', () => {
  it("prefers the route's organization", () => {
    expect(resolveOrganizationId('business', organizations, null, 'mine')).toBe('business');
  });

  it('keeps the organization the user was last in on pages without one in the route (issue 11)', () => {
    expect(resolveOrganizationId(undefined, organizations, null, 'business')).toBe('business');
  });

  it('falls back to My Workspace when nothing is remembered, or the remembered one is gone', () => {
    expect(resolveOrganizationId(undefined, organizations, null)).toBe('mine');
    expect(resolveOrganizationId(undefined, organizations, null, 'deleted')).toBe('mine');
  });
});
