import { keptLegacyLabel } from '@eventsite/core/editor/legacy/legacy-questions';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

export interface LegacyLabelInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A question's or answer's label in the legacy editors (`002` §5): it cannot be emptied, so the draft keeps
 * the old label while the field is empty and the field shows it again when left.
 */
export function LegacyLabelInput({ label, value, onChange }: LegacyLabelInputProps) {
  const [typed, setTyped] = useState(value);
  return (
    <TextField
      label={label}
      value={typed}
      maxLength={200}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        onChange(keptLegacyLabel(value, next));
      }}
      onBlur={() => setTyped(value)}
    />
  );
}
