/**
 * The event types an endpoint wants, as grouped checkboxes (issue 29 "Events"; groups in
 * utils/event-groups.ts): "All events" and one checkbox per group select many at once; each type has its
 * own. Native checkboxes inside fieldsets keep it keyboard accessible (Tab, Space) and named by legends.
 */
import { useEffect, useRef } from 'react';
import { Text } from '@aws-amplify/ui-react';
import { allChosen, eventTypeLabel, groupEventTypes, toggleTypes } from '../utils/event-groups';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Each group's heading as a `webhooks` key, by its English name (utils/event-groups.ts). */
const GROUP_KEYS: Record<string, string> = {
  Cards: 'eventGroup.cards',
  Approvals: 'eventGroup.approvals',
  Comments: 'eventGroup.comments',
  Contents: 'eventGroup.contents',
  Checklists: 'eventGroup.checklists',
  Members: 'eventGroup.members',
  Other: 'eventGroup.other',
};

/** Each known event type as a person reads it, as a `webhooks` key; a type the page does not know reads as its name. */
const TYPE_KEYS: Record<string, string> = {
  'card.created': 'eventType.card.created',
  'card.updated': 'eventType.card.updated',
  'card.moved': 'eventType.card.moved',
  'card.archived': 'eventType.card.archived',
  'card.deleted': 'eventType.card.deleted',
  'card.restored': 'eventType.card.restored',
  'approval.submitted': 'eventType.approval.submitted',
  'approval.approved': 'eventType.approval.approved',
  'approval.revision_requested': 'eventType.approval.revision_requested',
  'approval.voided': 'eventType.approval.voided',
  'comment.created': 'eventType.comment.created',
  'content.created': 'eventType.content.created',
  'content.version_created': 'eventType.content.version_created',
  'checklist_item.completed': 'eventType.checklist_item.completed',
  'member.invited': 'eventType.member.invited',
  'member.joined': 'eventType.member.joined',
};

interface EventTypePickerProps {
  /** Every type the server offers, in its order. */
  available: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The server's or the form's message for the field. */
  error?: string;
  disabled?: boolean;
}

/** A checkbox that shows "some" (indeterminate) when part of its group is chosen. */
function GroupCheckbox({
  label,
  types,
  available,
  chosen,
  onChange,
  disabled,
  testId,
}: { label: string; types: readonly string[]; testId: string } & Omit<EventTypePickerProps, 'error'>) {
  const ref = useRef<HTMLInputElement>(null);
  const all = allChosen(types, chosen);
  const some = !all && types.some((t) => chosen.includes(t));
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className="gl-webhook-events__group-toggle">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onChange(toggleTypes(available, chosen, types, e.target.checked))}
      />
      {label}
    </label>
  );
}

/** The picker. */
export function EventTypePicker({ available, chosen, onChange, error, disabled }: EventTypePickerProps) {
  const { t } = useTranslation('webhooks');
  const groups = groupEventTypes(available);
  const groupName = (name: string) => (GROUP_KEYS[name] ? t(GROUP_KEYS[name]) : name);
  const shared = { available, chosen, onChange, disabled };
  return (
    <fieldset
      className="gl-webhook-events"
      aria-describedby={error ? 'webhook-events-error' : undefined}
      data-testid="webhook-event-types"
    >
      <legend>{t('form.events')}</legend>
      <GroupCheckbox
        label={t('form.allEvents', { count: available.length })}
        types={available}
        testId="webhook-events-all"
        {...shared}
      />
      <div className="gl-webhook-events__groups">
        {groups.map((group) => (
          <fieldset key={group.name} className="gl-webhook-events__group">
            <legend className="visually-hidden">{groupName(group.name)}</legend>
            <GroupCheckbox
              label={groupName(group.name)}
              types={group.types}
              testId={`webhook-events-group-${group.name}`}
              {...shared}
            />
            <ul>
              {group.types.map((type) => (
                <li key={type}>
                  <label>
                    <input
                      type="checkbox"
                      value={type}
                      checked={chosen.includes(type)}
                      disabled={disabled}
                      onChange={(e) => onChange(toggleTypes(available, chosen, [type], e.target.checked))}
                    />
                    <span>{TYPE_KEYS[type] ? t(TYPE_KEYS[type]) : eventTypeLabel(type)}</span>
                    <code>{type}</code>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      {error ? (
        <Text id="webhook-events-error" className="gl-field-error" role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
