/**
 * The event types an endpoint wants, as grouped checkboxes (issue 29 "Events"; groups in
 * utils/event-groups.ts): "All events" and one checkbox per group select many at once; each type has its
 * own. Native checkboxes inside fieldsets keep it keyboard accessible (Tab, Space) and named by legends.
 */
import { useEffect, useRef } from 'react';
import { Text } from '@aws-amplify/ui-react';
import { allChosen, eventTypeLabel, groupEventTypes, toggleTypes } from '../utils/event-groups';

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
  const groups = groupEventTypes(available);
  const shared = { available, chosen, onChange, disabled };
  return (
    <fieldset
      className="gl-webhook-events"
      aria-describedby={error ? 'webhook-events-error' : undefined}
      data-testid="webhook-event-types"
    >
      <legend>Events to send</legend>
      <GroupCheckbox
        label={`All events (${available.length})`}
        types={available}
        testId="webhook-events-all"
        {...shared}
      />
      <div className="gl-webhook-events__groups">
        {groups.map((group) => (
          <fieldset key={group.name} className="gl-webhook-events__group">
            <legend className="visually-hidden">{group.name}</legend>
            <GroupCheckbox
              label={group.name}
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
                    <span>{eventTypeLabel(type)}</span>
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
