import { describe, expect, it } from 'vitest';
import { cantBeNegative, serverMessages, uiMessages, validationMessages } from '../messages';
import { type Phrase, phrase, sayPhrase } from './phrase';
import { serverSaid } from './said';
import { translate } from './translate';

/**
 * Issue #27: the messages messages.ts builds with values (rate-limit waits, length limits…) keep
 * the spec's English exactly, and are said in French with their values, plurals included. The
 * expected words are written out here, not read from the catalogue under test.
 */

describe('the messages built with values', () => {
  it('write the same English as before the catalogues', () => {
    expect(validationMessages.textTooLong(1000)).toBe("This text can't exceed 1000 characters");
    expect(validationMessages.textTooShort(1)).toBe('This text must have at least 1 characters');
    expect(validationMessages.listTooShort(1)).toBe('This list must have at least 1 item');
    expect(validationMessages.listTooLong(2000)).toBe("This list can't have more than 2000 items");
    expect(validationMessages.numberTooSmall(0.5, false)).toBe('This number must be above 0.5');
    expect(validationMessages.numberTooBig(100, true)).toBe("This number can't be above 100");
    expect(validationMessages.unknownFields(['a'])).toBe('Unknown field: a');
    expect(validationMessages.unknownFields(['a', 'b'])).toBe('Unknown fields: a, b');
    expect(validationMessages.notOneOf(['x', 'y'])).toBe('Choose one of: x, y');
    expect(serverMessages.tooManyFailedAttempts(0.2)).toBe(
      'Too many failed attempts. Please wait 1 second and try again.',
    );
    expect(serverMessages.tooManyRequests(45)).toBe(
      'Too many requests. Please wait 45 seconds and try again.',
    );
    expect(serverMessages.tooManyFailedAttempts(121)).toBe(
      'Too many failed attempts. Please wait 3 minutes and try again.',
    );
    expect(serverMessages.tooManyMedicineSearches(300)).toBe(
      'Too many searches in a short time. Please wait 300 seconds and try again.',
    );
    expect(serverMessages.kindNotFound('Carbon footprint')).toBe('Carbon footprint not found');
    expect(cantBeNegative("Electricity's use")).toBe("Electricity's use can't be negative");
    expect(uiMessages.staleSave.kept('12 Mar 2026, 14:05')).toContain(
      'Your changes of 12 Mar 2026, 14:05 were',
    );
  });

  it('are said in French with their values, in the plural the count asks for', () => {
    // Issue #40: each is made as its phrase (serverSaid, validationSaid), said in French from it;
    // the phrase's English is word for word the message above.
    const cases: [string, Phrase, string][] = [
      [
        serverMessages.tooManyFailedAttempts(1),
        serverSaid.tooManyFailedAttempts(1),
        'Trop de tentatives infructueuses. Veuillez patienter 1 seconde puis réessayer.',
      ],
      [
        serverMessages.tooManyRequests(45),
        serverSaid.tooManyRequests(45),
        'Trop de demandes. Veuillez patienter 45 secondes puis réessayer.',
      ],
      [
        serverMessages.tooManyRequests(600),
        serverSaid.tooManyRequests(600),
        'Trop de demandes. Veuillez patienter 10 minutes puis réessayer.',
      ],
      [
        validationMessages.listTooShort(1),
        phrase('common.message.listTooShort', { minimum: 1 }),
        'Cette liste doit comporter au moins 1 élément',
      ],
      [
        validationMessages.textTooLong(300),
        phrase('common.message.textTooLong', { maximum: 300 }),
        'Ce texte ne peut pas dépasser 300 caractères',
      ],
      [
        validationMessages.unknownFields(['a', 'b']),
        phrase('common.message.unknownFields', { count: 2, keys: 'a, b' }),
        'Champs inconnus : a, b',
      ],
      [
        validationMessages.unknownFields(['a']),
        phrase('common.message.unknownFields', { count: 1, keys: 'a' }),
        'Champ inconnu : a',
      ],
    ];
    for (const [english, said, french] of cases) {
      expect(sayPhrase('en', said)).toBe(english);
      expect(sayPhrase('fr', said)).toBe(french);
    }
  });

  it('write a number as French does, and say a nested value of the catalogue in French', () => {
    const tooSmall = phrase('common.message.numberTooSmallInclusive', { minimum: { decimal: 0.5 } });
    expect(sayPhrase('en', tooSmall)).toBe(validationMessages.numberTooSmall(0.5, true));
    expect(sayPhrase('fr', tooSmall)).toBe('Ce nombre ne peut pas être inférieur à 0,5');
    expect(sayPhrase('en', serverSaid.kindNotFound('CARBON'))).toBe(
      serverMessages.kindNotFound('Carbon footprint'),
    );
    expect(sayPhrase('fr', serverSaid.kindNotFound('CARBON'))).toBe('Empreinte carbone introuvable');
  });

  it('never translate a name someone typed, even one that is a catalogue word', () => {
    expect(translate('fr', 'projectList.deleted', { name: 'Draft' })).toBe('« Draft » a été supprimé');
  });
});
