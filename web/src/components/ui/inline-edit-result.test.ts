import { describe, expect, it } from 'vitest';
import { inlineEditResult } from './inline-edit-result';

describe('inlineEditResult', () => {
  it('saves a changed, trimmed value', () => {
    expect(inlineEditResult('Drafts', '  Review ')).toEqual({ save: true, value: 'Review' });
  });
  it('discards an empty value', () => {
    expect(inlineEditResult('Drafts', '   ')).toEqual({ save: false });
  });
  it('discards an unchanged value, ignoring surrounding spaces', () => {
    expect(inlineEditResult('Drafts', ' Drafts ')).toEqual({ save: false });
  });
});
