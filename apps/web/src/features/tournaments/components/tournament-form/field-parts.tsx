import type { ComponentProps } from 'react';
import { TextField } from '../../../../components/ui/text-field';

/** A whole number within the contract's `range` (an amount of points, a count, a percent). */
export function WholeNumberField({
  range,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'min' | 'max'> & {
  range: { min: number; max: number };
}) {
  return (
    <TextField
      type="number"
      inputMode="numeric"
      step={1}
      min={range.min}
      max={range.max}
      {...props}
    />
  );
}
