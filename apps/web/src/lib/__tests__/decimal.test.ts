import { describe, expect, it } from 'vitest';
import {
  decimalText,
  decimalValue,
  localDecimalText,
  parseDecimal,
  readDecimal,
  shownDecimal,
  wireDecimalText,
} from '../decimal';

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

describe('the numeric fields of every form (issue #39, decision 0060)', () => {
  it('reads either separator, a half-typed number, and nothing sure as no number', () => {
    expect(readDecimal('109,13')).toBe(109.13);
    expect(readDecimal('109.13')).toBe(109.13);
    expect(readDecimal('1 500,5')).toBe(1500.5);
    expect(readDecimal('12,')).toBe(12);
    expect(readDecimal('')).toBeNull();
    expect(readDecimal('1,234.5')).toBeUndefined();
    expect(readDecimal('abc')).toBeUndefined();
    expect(decimalValue('abc')).toBe('abc');
    expect(decimalValue('0,19')).toBe(0.19);
  });

  it('shows a held value in the language, and sends the mass balance’s text with a point', () => {
    expect(shownDecimal('fr', 151.16)).toBe('151,16');
    expect(shownDecimal('en', 151.16)).toBe('151.16');
    expect(shownDecimal('fr', '0.00120')).toBe('0,00120');
    expect(shownDecimal('fr', null)).toBe('');
    expect(localDecimalText('en', '109,13')).toBe('109.13');
    expect(localDecimalText('fr', '12.')).toBe('12.');
    expect(wireDecimalText('109,13')).toBe('109.13');
    expect(wireDecimalText(' 0,5 ')).toBe('0.5');
    expect(wireDecimalText('ten')).toBe('ten');
  });
});
