import { describe, expect, it } from 'vitest';
import type { Organization } from '../../../shared/schemas/organization';
import { resolveOrganizationId } from './current-organization';

const org = (id: string, organization_type: Organization['organization_type']) => ({ id, organization_type }) as Organization;
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
