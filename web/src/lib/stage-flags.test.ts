import { describe, expect, it } from 'vitest';
import { shownStageFlags } from './stage-flags';

describe('shownStageFlags (accounts spec §5 Stage form)', () => {
  it('shows only the approval flag while approval requests are not allowed', () => {
    expect(shownStageFlags(false)).toEqual(['require_approval_from_client']);
  });

  it('adds the three optional settings once approval requests are allowed', () => {
    expect(shownStageFlags(true)).toEqual([
      'require_approval_from_client',
      'enable_revision',
      'enable_timestamp',
      'visible_to_client',
    ]);
  });
});
