/**
 * Reviewer removals from membership changes (issue 38 "a reviewer removed mid-round no longer counts";
 * decisions RE6): an Approver's membership deleted or changed to another role is a removal; nothing else is.
 */
import { describe, expect, it } from 'vitest';
import { reviewerRemovalOf } from './reviewer-removals';
import { makesRuleTriggers } from './rule-triggers';

const member = (role: string) => ({ workspace_id: 'w', user_id: 'u', organization_id: 'o', role });

describe('reviewer removals', () => {
  it("reads an Approver's deleted membership, or their role changed, as a removal", () => {
    const removal = { organizationId: 'o', workspaceId: 'w', userId: 'u' };
    expect(
      reviewerRemovalOf({ eventName: 'REMOVE', entity: 'workspace_member', oldImage: member('approver') }),
    ).toEqual(removal);
    expect(
      reviewerRemovalOf({
        eventName: 'MODIFY',
        entity: 'workspace_member',
        oldImage: member('approver'),
        newImage: member('contributor'),
      }),
    ).toEqual(removal);
    expect(makesRuleTriggers('workspace_member')).toBe(true);
  });

  it('ignores other roles, an Approver who stays one, new members and other entities', () => {
    expect(
      reviewerRemovalOf({ eventName: 'REMOVE', entity: 'workspace_member', oldImage: member('production') }),
    ).toBeNull();
    expect(
      reviewerRemovalOf({
        eventName: 'MODIFY',
        entity: 'workspace_member',
        oldImage: member('approver'),
        newImage: { ...member('approver'), tokens_valid_after: 5 },
      }),
    ).toBeNull();
    expect(
      reviewerRemovalOf({ eventName: 'INSERT', entity: 'workspace_member', newImage: member('approver') }),
    ).toBeNull();
    expect(reviewerRemovalOf({ eventName: 'REMOVE', entity: 'card', oldImage: member('approver') })).toBeNull();
  });
});
