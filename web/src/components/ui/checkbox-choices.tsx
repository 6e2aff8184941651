/**
 * A multi-select as a group of checkbox chips (used by the full-page new-card form's Label and
 * Participants fields, accounts spec §2). Native checkboxes keep it keyboard accessible: Tab moves
 * between choices, Space toggles one; the fieldset's legend names the group.
 */
import type { ReactNode } from 'react';
import { Text } from '@aws-amplify/ui-react';
import './people-and-labels.css';

/** One choice: its value, what it shows, and its accessible name. */
export interface Choice {
  value: string;
  name: string;
  content: ReactNode;
}

interface CheckboxChoicesProps {
  legend: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Shown instead of the group when there is nothing to choose. */
  empty: ReactNode;
  testId?: string;
}

/** Checkbox chips; the selection keeps the choices' order. */
export function CheckboxChoices({ legend, choices, selected, onChange, empty, testId }: CheckboxChoicesProps) {
  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className="gl-choice-fieldset" data-testid={testId}>
      <legend>{legend}</legend>
      {choices.length === 0 ? (
        <Text color="font.secondary" fontSize="small">
          {empty}
        </Text>
      ) : (
        <ul className="gl-choice-list">
          {choices.map((choice) => (
            <li key={choice.value}>
              <label className="gl-choice">
                <input
                  type="checkbox"
                  checked={selected.includes(choice.value)}
                  onChange={(e) => toggle(choice.value, e.target.checked)}
                  aria-label={choice.name}
                />
                {choice.content}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
