import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { acceptsTyped } from '@/lib/typed-amount';

type AmountFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  symbol: string;
  error?: string;
  /** Buttons beside the symbol, e.g. Min and Max. */
  shortcuts?: { label: string; onClick: () => void }[];
  maxLength?: number;
  helper?: ReactNode;
  onEnter?: () => void;
};

/** An amount as people type it: keystrokes that would make it negative or give it 7 decimals are ignored. */
export function AmountField({
  label,
  value,
  onChange,
  symbol,
  error,
  shortcuts = [],
  maxLength,
  helper,
  onEnter,
}: AmountFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      placeholder="0"
      fullWidth
      error={error !== undefined}
      helperText={error ?? helper}
      onChange={(event) => {
        const text = event.target.value.trim();
        if (acceptsTyped(text)) onChange(text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter?.();
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength },
        formHelperText: error ? { role: 'alert' } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ gap: 0.5 }}>
              {shortcuts.map((shortcut) => (
                <Button
                  key={shortcut.label}
                  size="small"
                  onClick={shortcut.onClick}
                  sx={{ minWidth: 0, px: 1 }}
                >
                  {shortcut.label}
                </Button>
              ))}
              {symbol}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
