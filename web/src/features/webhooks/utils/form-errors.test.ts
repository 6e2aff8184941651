/** Where a refusal of the endpoint form shows (issue 29 "Bad input"; utils/form-errors.ts). */
import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../../../shared/schemas/webhooks';
import { endpointFormErrors } from './form-errors';

describe('endpointFormErrors', () => {
  it('puts a field message at its field and does not repeat it above the buttons', () => {
    expect(endpointFormErrors(WEBHOOK_MESSAGES.urlHttpsOnly, { url: [WEBHOOK_MESSAGES.urlHttpsOnly] })).toEqual({
      fields: { url: WEBHOOK_MESSAGES.urlHttpsOnly },
    });
  });

  it('puts a message about one listed type under the event types', () => {
    expect(endpointFormErrors('Invalid', { 'event_types.2': [WEBHOOK_MESSAGES.unknownEventType] }).fields).toEqual({
      event_types: WEBHOOK_MESSAGES.unknownEventType,
    });
  });

  it('shows a refusal with no field of the form (the 20-endpoint cap) above the buttons', () => {
    expect(endpointFormErrors(WEBHOOK_MESSAGES.tooMany, {})).toEqual({ fields: {}, form: WEBHOOK_MESSAGES.tooMany });
    expect(endpointFormErrors('Bad', { enabled: ['enabled must be true or false'], url: ['Required'] })).toEqual({
      fields: { url: 'Required' },
      form: 'Bad',
    });
  });
});
