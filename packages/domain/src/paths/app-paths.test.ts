import { describe, expect, it } from 'vitest';
import { projectEditPath, staffProjectEditPath } from '../workflow/status';
import { appPaths } from './app-paths';

describe('appPaths: the one builder of the SPA URLs', () => {
  it('encodes every path segment, so an id cannot open another page', () => {
    expect(appPaths.drugOrigin('a/b?c#d')).toBe('/drug_origin/a%2Fb%3Fc%23d');
    expect(appPaths.carbonSecondPart('../x')).toBe('/carbon_footprint/second_part/..%2Fx');
    expect(appPaths.medicineStudy('../x')).toBe('/medicine_study/..%2Fx');
    expect(appPaths.adminMedicineStudy('a/b')).toBe('/admin/medicine_study/a%2Fb');
    expect(appPaths.adminProjectDocuments('origin', '50%')).toBe('/admin/documents/origin/50%25');
  });

  it('encodes the e-mail address and the code of the confirmation link', () => {
    expect(appPaths.confirmUser('marie+lab@hospital.fr', 'ab/12')).toBe(
      '/confirm_user/marie%2Blab%40hospital.fr/ab%2F12',
    );
  });

  it('puts query values in the query, encoded, and leaves out empty ones', () => {
    expect(appPaths.setPassword('a+b@c.fr')).toBe('/set_password?email=a%2Bb%40c.fr');
    expect(appPaths.setPassword()).toBe('/set_password');
    expect(appPaths.login('/drug_origin/1?x=1&y=2')).toBe(
      '/login?redirect=%2Fdrug_origin%2F1%3Fx%3D1%26y%3D2',
    );
    expect(appPaths.medicineFootprint('')).toBe('/medicine_footprint');
  });

  it('is what the status rules link to', () => {
    expect(projectEditPath('ORIGIN', 'DRAFT', 'a/b')).toBe('/drug_origin/a%2Fb');
    expect(projectEditPath('CARBON', 'CHECK2', 'c d')).toBe('/carbon_footprint/second_part/c%20d');
    expect(staffProjectEditPath('SUBSTANCE', 'CHECK', 'x#')).toBe('/admin/drug_substance/x%23');
  });
});
