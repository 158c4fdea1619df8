import { describe, expect, it } from 'vitest';
import { toFormFieldPath } from './plant-form-values';

describe('toFormFieldPath', () => {
  const origins = { refrigerantGases: [0, 2], volatileOrganicCompounds: [1] };

  it('puts a message on the form line the sent row came from', () => {
    expect(toFormFieldPath('refrigerantGases.1.value', origins)).toBe('refrigerantGases.2.value');
    expect(toFormFieldPath('volatileOrganicCompounds.0.name', origins)).toBe(
      'volatileOrganicCompounds.1.name',
    );
  });

  it('leaves any other path as it is', () => {
    expect(toFormFieldPath('city', origins)).toBe('city');
    expect(toFormFieldPath('refrigerantGases.5.value', origins)).toBe('refrigerantGases.5.value');
    expect(toFormFieldPath('constructor.0.x', origins)).toBe('constructor.0.x');
  });
});
