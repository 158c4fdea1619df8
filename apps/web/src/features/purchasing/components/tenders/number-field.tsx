import { useState } from 'react';
import { DecimalField, type DecimalFieldProps } from '@/components/ui/decimal-field';

/**
 * A number cell of the tender: the forms' one numeric field (decision 0060), which reads the
 * buyer's ',' or '.' and shows the figure in the page's language; the parent gets the number once
 * the text reads as one (null when empty), and the cell is marked wrong while it does not.
 */
export function NumberField({
  value,
  onValue,
  ...props
}: { value: number | null; onValue: (value: number | null) => void } & Omit<
  DecimalFieldProps,
  'value' | 'onValue'
>) {
  const [isNumber, setIsNumber] = useState(true);
  return (
    <DecimalField
      {...props}
      value={value}
      error={props.error || !isNumber}
      onValue={(next) => {
        setIsNumber(typeof next !== 'string');
        if (typeof next !== 'string') onValue(next);
      }}
    />
  );
}
