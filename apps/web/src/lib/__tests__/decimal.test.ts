import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from '../decimal';

describe('the staff forms’ numbers (issue #27)', () => {
  it('reads a decimal comma, a decimal point and French grouping', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('1 500,25')).toBe(1500.25);
    expect(parseDecimal('  ')).toBeNaN();
    expect(parseDecimal('douze')).toBeNaN();
  });

  it('shows a stored number with the language’s separator and no grouping', () => {
    expect(decimalText('fr', 1500.25)).toBe('1500,25');
    expect(decimalText('en', 1500.25)).toBe('1500.25');
    expect(parseDecimal(decimalText('fr', 0.123456))).toBe(0.123456);
  });
});
