import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { filterSx } from './filter-sx';

/** A filter bar's select: its options are the only values it can hand back. */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: { value: Value; label: string }[];
}) {
  return (
    <TextField
      select
      size="small"
      sx={filterSx}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
