/**
 * The text values of a form's fields, and the props that bind one field to its value (issue 30 "one way
 * to build each thing": the sign-in and account forms each kept their own record and wrote the same
 * change handler per field). `bind(field, error)` gives `name`, `value`, `onValue` and `error`, the props
 * of `components/ui/form-field.tsx`; spread it on a `FormTextField` or `FormPasswordField`.
 */
import { useState } from 'react';

/** The props `bind` gives a field. */
export interface BoundFieldProps {
  name: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}

/**
 * Field name → text, starting at `initial`. `onEdit` runs on every change (e.g. to clear a shown success).
 */
export function useFormValues<Field extends string>(
  initial: Record<Field, string> | (() => Record<Field, string>),
  onEdit?: () => void,
) {
  const [values, setValues] = useState(initial);
  const bind = (field: Field, error: string | undefined): BoundFieldProps => ({
    name: field,
    value: values[field],
    onValue: (value) => {
      setValues((current) => ({ ...current, [field]: value }));
      onEdit?.();
    },
    error,
  });
  return { values, setValues, bind };
}
