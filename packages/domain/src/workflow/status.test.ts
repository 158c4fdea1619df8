import { describe, expect, it } from 'vitest';
import {
  canClientDelete,
  invoiceStatusLabel,
  invoiceStatusOf,
  isInvoicePaid,
  isLabelKind,
  projectApiPath,
  projectEditPath,
  projectKindNames,
  projectKindOfApiPath,
  projectKinds,
  projectListPath,
  projectStatusLabel,
  projectTypeLabel,
  showsDeleteIcon,
  staffProjectEditPath,
} from './status';

describe('projectStatusLabel (spec 000 §4)', () => {
  it.each([
    ['DRAFT', 'Draft'],
    ['ONGOING', 'On-going'],
    ['ONGOING2', 'On-going'],
    ['CHECK', 'Check'],
    ['CHECK2', 'Check'],
    ['COMPLETED', 'Completed'],
    ['DRAFT2', 'Draft'],
    ['ARCHIVED', 'Draft'],
    ['', 'Draft'],
    [null, 'Draft'],
    [undefined, 'Draft'],
    ['completed', 'Draft'],
  ])('shows %s as %s', (status, label) => {
    expect(projectStatusLabel(status)).toBe(label);
  });
});

describe('invoiceStatusLabel', () => {
  it.each([
    ['PAID', 'Paid'],
    ['UNPAID', 'Not Paid'],
    ['paid', 'Not Paid'],
    [null, 'Not Paid'],
    [undefined, 'Not Paid'],
  ])('shows %s as %s', (status, label) => {
    expect(invoiceStatusLabel(status)).toBe(label);
  });
});

describe('isInvoicePaid and invoiceStatusOf', () => {
  it.each([
    ['PAID', true, 'PAID'],
    ['NOT_PAID', false, 'NOT_PAID'],
    ['paid', false, 'NOT_PAID'],
    [null, false, 'NOT_PAID'],
  ] as const)('reads %s as paid: %s, status %s', (status, paid, read) => {
    expect(isInvoicePaid(status)).toBe(paid);
    expect(invoiceStatusOf(status)).toBe(read);
  });
});

describe('projectTypeLabel', () => {
  it('names the label kinds as the lists show them', () => {
    expect(projectTypeLabel('ORIGIN')).toBe('Labeling drug product');
    expect(projectTypeLabel('SUBSTANCE')).toBe('Labeling drug substance');
  });
});

describe('projectEditPath (spec 000 §2 Access column)', () => {
  it('links origin and substance labels in DRAFT or CHECK only', () => {
    expect(projectEditPath('ORIGIN', 'DRAFT', 'a')).toBe('/drug_origin/a');
    expect(projectEditPath('ORIGIN', 'CHECK', 'a')).toBe('/drug_origin/a');
    expect(projectEditPath('SUBSTANCE', 'DRAFT', 'b')).toBe('/drug_substance/b');
    for (const status of ['ONGOING', 'COMPLETED', 'DRAFT2', 'CHECK2', 'WHATEVER']) {
      expect(projectEditPath('ORIGIN', status, 'a')).toBeNull();
      expect(projectEditPath('SUBSTANCE', status, 'a')).toBeNull();
    }
  });

  it('links footprints to the first part in DRAFT/CHECK and the second part in DRAFT2/CHECK2', () => {
    expect(projectEditPath('CARBON', 'DRAFT', 'c')).toBe('/carbon_footprint/first_part/c');
    expect(projectEditPath('CARBON', 'CHECK', 'c')).toBe('/carbon_footprint/first_part/c');
    expect(projectEditPath('CARBON', 'DRAFT2', 'c')).toBe('/carbon_footprint/second_part/c');
    expect(projectEditPath('CARBON', 'CHECK2', 'c')).toBe('/carbon_footprint/second_part/c');
    for (const status of ['ONGOING', 'ONGOING2', 'COMPLETED', 'UNKNOWN'])
      expect(projectEditPath('CARBON', status, 'c')).toBeNull();
  });
});

describe('delete rules', () => {
  it('lets the client delete DRAFT, and DRAFT2 for footprints only', () => {
    expect(canClientDelete('ORIGIN', 'DRAFT')).toBe(true);
    expect(canClientDelete('CARBON', 'DRAFT2')).toBe(true);
    expect(canClientDelete('ORIGIN', 'DRAFT2')).toBe(false);
    for (const status of ['ONGOING', 'CHECK', 'COMPLETED', 'ONGOING2', 'CHECK2', 'X']) {
      expect(canClientDelete('CARBON', status)).toBe(false);
    }
  });

  it('shows the icon in /my_projects for DRAFT only, in /my_footprints for DRAFT and DRAFT2', () => {
    expect(showsDeleteIcon('projects', 'CARBON', 'DRAFT2')).toBe(false);
    expect(showsDeleteIcon('projects', 'CARBON', 'DRAFT')).toBe(true);
    expect(showsDeleteIcon('footprints', 'CARBON', 'DRAFT2')).toBe(true);
    expect(showsDeleteIcon('labels', 'ORIGIN', 'DRAFT')).toBe(true);
    expect(showsDeleteIcon('labels', 'SUBSTANCE', 'CHECK')).toBe(false);
  });
});

describe('links of the staff panel and of e-mails', () => {
  it('puts labels in /my_labels and footprints in /my_footprints', () => {
    expect(projectListPath('ORIGIN')).toBe('/my_labels');
    expect(projectListPath('SUBSTANCE')).toBe('/my_labels');
    expect(projectListPath('CARBON')).toBe('/my_footprints');
  });

  it('links the admin validation screens where spec 001 §2 shows the edit link', () => {
    expect(staffProjectEditPath('ORIGIN', 'ONGOING', 'a')).toBe('/admin/drug_origin/a');
    expect(staffProjectEditPath('SUBSTANCE', 'CHECK', 'b')).toBe('/admin/drug_substance/b');
    expect(staffProjectEditPath('CARBON', 'CHECK', 'c')).toBe('/admin/carbon_footprint/first_part/c');
    expect(staffProjectEditPath('CARBON', 'ONGOING2', 'c')).toBe('/admin/carbon_footprint/second_part/c');
    for (const status of ['DRAFT', 'DRAFT2', 'COMPLETED']) {
      expect(staffProjectEditPath('CARBON', status, 'c')).toBeNull();
      expect(staffProjectEditPath('ORIGIN', status, 'a')).toBeNull();
    }
    expect(staffProjectEditPath('SUBSTANCE', 'CHECK2', 'b')).toBeNull();
  });
});

describe('projectKindOfApiPath', () => {
  it('reads back the kind of each API segment', () => {
    for (const kind of projectKinds) expect(projectKindOfApiPath(projectApiPath[kind])).toBe(kind);
  });

  it.each(['', 'ORIGIN', 'origins', 'carbon_footprint', 'toString', '__proto__'])(
    'knows no kind for %j',
    (path) => {
      expect(projectKindOfApiPath(path)).toBeUndefined();
    },
  );
});

describe('isLabelKind', () => {
  it('knows the origin and substance labels from the footprint', () => {
    expect(projectKinds.filter(isLabelKind)).toEqual(['ORIGIN', 'SUBSTANCE']);
  });
});

describe('projectKindNames', () => {
  it('names each kind once, for the lists, messages, the certificate and the client lists', () => {
    expect(projectKindNames.SUBSTANCE).toEqual({
      type: 'Labeling drug substance',
      name: 'Substance label',
      subject: 'Drug substance',
      plural: 'drug substance labels',
      clientList: 'My Origin labels',
    });
    expect(projectKindNames.CARBON.clientList).toBe('My Footprints');
    expect(projectTypeLabel('CARBON')).toBe(projectKindNames.CARBON.type);
  });
});
