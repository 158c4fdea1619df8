import { describe, expect, it } from 'vitest';
import { cantBeNegative, serverMessages, uiMessages, validationMessages } from '../messages';
import { translate, translateText } from './translate';

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
    expect(translateText(serverMessages.tooManyFailedAttempts(1), 'fr')).toBe(
      'Trop de tentatives infructueuses. Veuillez patienter 1 seconde puis réessayer.',
    );
    expect(translateText(serverMessages.tooManyRequests(45), 'fr')).toBe(
      'Trop de demandes. Veuillez patienter 45 secondes puis réessayer.',
    );
    expect(translateText(serverMessages.tooManyRequests(600), 'fr')).toBe(
      'Trop de demandes. Veuillez patienter 10 minutes puis réessayer.',
    );
    expect(translateText(validationMessages.listTooShort(1), 'fr')).toBe(
      'Cette liste doit comporter au moins 1 élément',
    );
    expect(translateText(validationMessages.textTooLong(300), 'fr')).toBe(
      'Ce texte ne peut pas dépasser 300 caractères',
    );
    expect(translateText(validationMessages.unknownFields(['a', 'b']), 'fr')).toBe('Champs inconnus : a, b');
    expect(translateText(validationMessages.unknownFields(['a']), 'fr')).toBe('Champ inconnu : a');
  });

  it('write a number as French does, and translate a value the catalogue knows', () => {
    expect(translateText(validationMessages.numberTooSmall(0.5, true), 'fr')).toBe(
      'Ce nombre ne peut pas être inférieur à 0,5',
    );
    expect(translateText(serverMessages.kindNotFound('Carbon footprint'), 'fr')).toBe(
      'Empreinte carbone introuvable',
    );
  });

  it('read a French message back into the English of the spec', () => {
    const french = translate('fr', 'common.message.tooManyFailedAttemptsSeconds', { seconds: 30 });
    expect(french).toBe('Trop de tentatives infructueuses. Veuillez patienter 30 secondes puis réessayer.');
    expect(translateText(french, 'en', 'fr')).toBe(serverMessages.tooManyFailedAttempts(30));
  });

  it('never translate a name someone typed, even one that is a catalogue word', () => {
    expect(translateText("'Draft' has been deleted", 'fr')).toBe('« Draft » a été supprimé');
  });

  it('leave a text that is no catalogue message unchanged', () => {
    expect(translateText('Please wait and try again.', 'fr')).toBe('Please wait and try again.');
  });
});
