import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { type ProjectKind, projectKinds, projectStatuses } from './status';
import {
  type Actor,
  canTransition,
  clientCanEdit,
  clientSubmissionActions,
  findStaffMove,
  findTransition,
  nextStatuses,
  projectPartOf,
  type StaffMoveButton,
  staffCanDelete,
  staffCanEdit,
  staffMovesOffered,
} from './workflow';

/** Every move the spec allows, written out by hand (spec 000 §4, spec 001 §4). */
const allowed: [ProjectKind, Actor, string, string][] = [
  ['ORIGIN', 'CLIENT', 'DRAFT', 'ONGOING'],
  ['ORIGIN', 'CLIENT', 'CHECK', 'ONGOING'],
  ['SUBSTANCE', 'CLIENT', 'DRAFT', 'ONGOING'],
  ['SUBSTANCE', 'CLIENT', 'CHECK', 'ONGOING'],
  ['CARBON', 'CLIENT', 'DRAFT', 'ONGOING'],
  ['CARBON', 'CLIENT', 'CHECK', 'ONGOING'],
  ['CARBON', 'CLIENT', 'DRAFT2', 'ONGOING2'],
  ['CARBON', 'CLIENT', 'CHECK2', 'ONGOING2'],
  ['ORIGIN', 'STAFF', 'ONGOING', 'COMPLETED'],
  ['ORIGIN', 'STAFF', 'ONGOING', 'CHECK'],
  ['ORIGIN', 'STAFF', 'CHECK', 'COMPLETED'],
  ['ORIGIN', 'STAFF', 'CHECK', 'CHECK'],
  ['SUBSTANCE', 'STAFF', 'ONGOING', 'COMPLETED'],
  ['SUBSTANCE', 'STAFF', 'ONGOING', 'CHECK'],
  ['SUBSTANCE', 'STAFF', 'CHECK', 'COMPLETED'],
  ['SUBSTANCE', 'STAFF', 'CHECK', 'CHECK'],
  ['CARBON', 'STAFF', 'ONGOING', 'DRAFT2'],
  ['CARBON', 'STAFF', 'CHECK', 'DRAFT2'],
  ['CARBON', 'STAFF', 'ONGOING', 'CHECK'],
  ['CARBON', 'STAFF', 'CHECK', 'CHECK'],
  ['CARBON', 'STAFF', 'ONGOING', 'COMPLETED'],
  ['CARBON', 'STAFF', 'CHECK', 'COMPLETED'],
  ['CARBON', 'STAFF', 'ONGOING2', 'COMPLETED'],
  ['CARBON', 'STAFF', 'CHECK2', 'COMPLETED'],
  ['CARBON', 'STAFF', 'ONGOING2', 'CHECK2'],
  ['CARBON', 'STAFF', 'CHECK2', 'CHECK2'],
  // Issue #37: the medicine footprint study has one part, as a label.
  ['MEDICINE', 'CLIENT', 'DRAFT', 'ONGOING'],
  ['MEDICINE', 'CLIENT', 'CHECK', 'ONGOING'],
  ['MEDICINE', 'STAFF', 'ONGOING', 'COMPLETED'],
  ['MEDICINE', 'STAFF', 'ONGOING', 'CHECK'],
  ['MEDICINE', 'STAFF', 'CHECK', 'COMPLETED'],
  ['MEDICINE', 'STAFF', 'CHECK', 'CHECK'],
];
const key = (kind: string, actor: string, from: string, to: string) => `${kind} ${actor} ${from}→${to}`;
const allowedKeys = new Set(allowed.map((move) => key(...move)));

describe('the project status machine (issue #12)', () => {
  it.each(allowed)('lets %s %s move from %s to %s', (kind, actor, from, to) => {
    expect(canTransition(kind, actor, from, to)).toBe(true);
  });

  it('refuses every other move of every kind, actor and status', () => {
    const refused: string[] = [];
    for (const kind of projectKinds)
      for (const actor of ['CLIENT', 'STAFF'] as const)
        for (const from of projectStatuses)
          for (const to of projectStatuses) {
            if (allowedKeys.has(key(kind, actor, from, to))) continue;
            if (canTransition(kind, actor, from, to)) refused.push(key(kind, actor, from, to));
          }
    expect(refused).toEqual([]);
  });

  it('never lets staff reopen a completed project, nor a client complete one', () => {
    expect(canTransition('ORIGIN', 'STAFF', 'COMPLETED', 'CHECK')).toBe(false);
    expect(canTransition('CARBON', 'STAFF', 'COMPLETED', 'CHECK2')).toBe(false);
    expect(canTransition('SUBSTANCE', 'CLIENT', 'ONGOING', 'COMPLETED')).toBe(false);
  });

  it('names the move: a client validating a CHECK accepts the amendments', () => {
    expect(findTransition('SUBSTANCE', 'CLIENT', 'CHECK', 'acceptAmendments')?.to).toBe('ONGOING');
    expect(findTransition('SUBSTANCE', 'CLIENT', 'CHECK', 'submit')).toBeUndefined();
    expect(findTransition('CARBON', 'STAFF', 'ONGOING', 'openSecondPart')?.to).toBe('DRAFT2');
    expect(findTransition('ORIGIN', 'STAFF', 'ONGOING', 'openSecondPart')).toBeUndefined();
  });

  it('offers staff the two buttons of spec 001 §4 for each kind', () => {
    expect(nextStatuses('ORIGIN', 'STAFF', 'ONGOING').sort()).toEqual(['CHECK', 'COMPLETED']);
    expect(nextStatuses('CARBON', 'STAFF', 'ONGOING2').sort()).toEqual(['CHECK2', 'COMPLETED']);
    expect(nextStatuses('CARBON', 'STAFF', 'COMPLETED')).toEqual([]);
  });
});

describe('who may save changes where', () => {
  it.each([
    ['ORIGIN', 'DRAFT', 'first', true, false],
    ['ORIGIN', 'CHECK', 'first', true, true],
    ['ORIGIN', 'ONGOING', 'first', false, true],
    ['ORIGIN', 'COMPLETED', 'first', false, false],
    ['CARBON', 'DRAFT2', 'second', true, false],
    ['CARBON', 'CHECK2', 'second', true, true],
    ['CARBON', 'ONGOING2', 'second', false, true],
    ['CARBON', 'DRAFT2', 'first', false, false],
    ['SUBSTANCE', 'DRAFT2', 'second', false, false],
  ] as const)('%s in %s (%s part): client %s, staff %s', (kind, status, part, client, staff) => {
    expect(clientCanEdit(kind, status, part)).toBe(client);
    expect(staffCanEdit(kind, status, part)).toBe(staff);
  });

  it('reads the part from the status suffix (spec 000 §4)', () => {
    expect(projectPartOf('CHECK2')).toBe('second');
    expect(projectPartOf('CHECK')).toBe('first');
  });
});

describe('the staff calls (spec 001 §4, §7)', () => {
  it('make only their own moves, each on its own part of a footprint', () => {
    expect(findStaffMove('ORIGIN', 'labelValidation', 'ONGOING', 'COMPLETED')?.action).toBe('complete');
    expect(findStaffMove('SUBSTANCE', 'labelValidation', 'CHECK', 'CHECK')?.action).toBe('askClientToCheck');
    expect(findStaffMove('CARBON', 'firstPartValidation', 'ONGOING', 'DRAFT2')?.action).toBe(
      'openSecondPart',
    );
    // COMPLETED from the first part is the footprint without production data: its own call.
    expect(findStaffMove('CARBON', 'firstPartValidation', 'ONGOING', 'COMPLETED')).toBeUndefined();
    expect(findStaffMove('CARBON', 'withoutProduction', 'CHECK', 'COMPLETED')?.action).toBe(
      'completeWithoutProduction',
    );
    expect(findStaffMove('CARBON', 'secondPartValidation', 'ONGOING2', 'COMPLETED')?.action).toBe('complete');
    // ONGOING → CHECK is in the table, but it is the first part's move, not the second part's call.
    expect(findStaffMove('CARBON', 'secondPartValidation', 'ONGOING', 'CHECK')).toBeUndefined();
    expect(findStaffMove('CARBON', 'firstPartValidation', 'ONGOING2', 'CHECK2')).toBeUndefined();
    expect(findStaffMove('ORIGIN', 'labelValidation', 'COMPLETED', 'CHECK')).toBeUndefined();
  });

  it('delete where the panel shows the icon: ONGOING or CHECK, ONGOING2 or CHECK2 for footprints', () => {
    const deletable = (kind: ProjectKind) => projectStatuses.filter((status) => staffCanDelete(kind, status));
    expect(deletable('ORIGIN')).toEqual(['ONGOING', 'CHECK']);
    expect(deletable('SUBSTANCE')).toEqual(['ONGOING', 'CHECK']);
    expect(deletable('CARBON')).toEqual(['ONGOING', 'CHECK', 'ONGOING2', 'CHECK2']);
  });

  it('read the client’s hand-overs from the table', () => {
    expect([...clientSubmissionActions].sort()).toEqual(
      ['acceptAmendments', 'submit', 'submitSecondPart', 'submitWithoutProduction'].sort(),
    );
  });
});

describe('the buttons of the staff screens (spec 001 §4)', () => {
  /** A button as the English screen shows it, with the status it moves to: the spec's words. */
  const english = (button: StaffMoveButton) => `${button.status}: ${translate('en', button.labelKey)}`;

  it('names each button in French from the catalogue', () => {
    expect(
      staffMovesOffered('CARBON', 'firstPartValidation', 'ONGOING').map((b) => translate('fr', b.labelKey)),
    ).toEqual(['Enregistrer la première partie comme terminée', 'Enregistrer comme À vérifier']);
  });

  it('offers both moves of a label under review, main action first', () => {
    for (const from of ['ONGOING', 'CHECK']) {
      expect(staffMovesOffered('SUBSTANCE', 'labelValidation', from).map(english)).toEqual([
        'COMPLETED: Save as Completed',
        'CHECK: Save as Check',
      ]);
    }
  });

  it('offers the first part of a footprint its own two moves, and the second part its own', () => {
    expect(staffMovesOffered('CARBON', 'firstPartValidation', 'ONGOING').map(english)).toEqual([
      'DRAFT2: Save first part as completed',
      'CHECK: Save as Check',
    ]);
    expect(staffMovesOffered('CARBON', 'secondPartValidation', 'CHECK2').map(english)).toEqual([
      'COMPLETED: Save as completed',
      'CHECK2: Save as Check',
    ]);
    expect(staffMovesOffered('CARBON', 'withoutProduction', 'ONGOING').map(english)).toEqual([
      'COMPLETED: Validate',
    ]);
  });

  it('offers nothing the table refuses', () => {
    expect(staffMovesOffered('ORIGIN', 'labelValidation', 'COMPLETED')).toEqual([]);
    expect(staffMovesOffered('ORIGIN', 'labelValidation', 'DRAFT')).toEqual([]);
    expect(staffMovesOffered('CARBON', 'firstPartValidation', 'ONGOING2')).toEqual([]);
    expect(staffMovesOffered('CARBON', 'secondPartValidation', 'ONGOING')).toEqual([]);
    // A label has no 'open the second part' move, whatever the screen asks for.
    expect(staffMovesOffered('SUBSTANCE', 'firstPartValidation', 'ONGOING').map((b) => b.status)).toEqual([
      'CHECK',
    ]);
  });
});
