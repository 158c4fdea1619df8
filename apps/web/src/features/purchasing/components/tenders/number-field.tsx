import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

/** A decimal as typed ('0,19' or '0.19'); null for an empty field, undefined for text that is no number. */
export function parseDecimal(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return /^-?\d*\.?\d*$/.test(trimmed) && Number.isFinite(value) ? value : undefined;
}

/**
 * A number cell that keeps what the buyer types ('5,' on the way to '5,6') and hands the parent
 * the number once the text reads as one; empty is null.
 */
export function NumberField({
  value,
  onValue,
  ...props
}: { value: number | null; onValue: (value: number | null) => void } & Omit<
  TextFieldProps,
  'value' | 'onChange'
>) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const parsed = parseDecimal(text);
  return (
    <TextField
      {...props}
      value={text}
      error={props.error || parsed === undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal', ...props.slotProps?.htmlInput } }}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseDecimal(event.target.value);
        if (next !== undefined) onValue(next);
      }}
    />
  );
}
