import { describe, expect, it } from 'vitest';
import { actionLabelIn } from '../i18n/action-label-in';
import { fr } from '../i18n/fr';
import { actionLabel, actionLabels, UNLABELLED_ACTION } from './action-labels';
import { projectTransitions } from './workflow';

describe('action labels (issue #29)', () => {
  it('words every move of the workflow table and every save, never as its key', () => {
    const actions = [
      ...projectTransitions.map((t) => t.action),
      'draft.created',
      'draft.saved',
      'secondPart.saved',
      'demo.seeded',
      'amended',
      'deleted',
      'restored',
    ];
    for (const action of actions) {
      expect(Object.hasOwn(actionLabels, action), action).toBe(true);
      expect(actionLabel(action)).not.toBe(action);
    }
    expect(actionLabel('secondPart.saved')).toBe('Second part saved');
    expect(actionLabel('demo.seeded')).toBe('Demonstration data created');
  });

  it('says the same of the client validating amendments in either part', () => {
    expect(actionLabel('acceptAmendments', 'CHECK')).toBe('Amendments validated');
    expect(actionLabel('submitSecondPart', 'CHECK2')).toBe('Amendments validated');
    expect(actionLabel('submitSecondPart', 'DRAFT2')).toBe('Second part submitted');
  });

  it('never shows an unknown key as it is', () => {
    expect(actionLabel('something.new')).toBe(UNLABELLED_ACTION);
    expect(actionLabel('toString')).toBe(UNLABELLED_ACTION);
  });
});

describe('action labels in a language, from the code (issue #40)', () => {
  it('says every labelled action from its code, in English as the table and in French from the catalogue', () => {
    for (const action of Object.keys(actionLabels)) {
      expect(actionLabelIn('en', action)).toBe(actionLabel(action));
      expect(actionLabelIn('fr', action)).toBe(fr[`staff.action.${action}` as keyof typeof fr]);
    }
    expect(actionLabelIn('fr', 'submitSecondPart', 'CHECK2')).toBe(fr['staff.action.acceptAmendments']);
  });

  it('says a code no one labelled as the catalogue’s other change', () => {
    expect(actionLabelIn('fr', 'something.new')).toBe(fr['staff.action.other']);
    expect(actionLabelIn('fr', 'toString')).toBe(fr['staff.action.other']);
  });
});
