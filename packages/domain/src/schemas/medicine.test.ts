import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { medicineSearchNameSchema, normalizeMedicineName } from './medicine';

describe('normalizeMedicineName', () => {
  it('removes accents and case, and collapses spaces, so that a search never depends on them', () => {
    expect(normalizeMedicineName('  IBUPROFÈNE   Biogaran 400 mg,\tcomprimé pelliculé ')).toBe(
      'ibuprofene biogaran 400 mg, comprime pellicule',
    );
    expect(normalizeMedicineName('Ibuproféne')).toBe(normalizeMedicineName('IBUPROFENE'));
    expect(normalizeMedicineName('Œstradiol')).toBe('oestradiol');
  });
});

describe('medicineSearchNameSchema (spec 001 §5 Medicine search)', () => {
  it.each(['', '   ', '\u0301'])("refuses %j with 'Name can't be empty'", (value) => {
    const result = medicineSearchNameSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.medicineSearch.nameEmpty);
  });

  it('trims the name it accepts', () => {
    expect(medicineSearchNameSchema.parse('  doliprane ')).toBe('doliprane');
  });
});
