import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type ChoiceToggleProps<T extends string> = {
  label: string;
  choices: readonly T[];
  nameOf: (choice: T) => string;
  value: T;
  onChange: (choice: T) => void;
};

/** One of a few choices, all in view; clicking the chosen one again keeps it: there is always one. */
export function ChoiceToggle<T extends string>({
  label,
  choices,
  nameOf,
  value,
  onChange,
}: ChoiceToggleProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      onChange={(_event, next: T | null) => next && onChange(next)}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice} sx={{ px: 1.75, fontWeight: 700 }}>
          {nameOf(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
