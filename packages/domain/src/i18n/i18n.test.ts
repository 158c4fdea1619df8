import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { euOriginMessages } from '../labels/eu-origin-confirmation';
import { messages, serverMessages, uiMessages } from '../messages';
import { projectStatusLabel } from '../workflow/status';
import { en, type MessageKey } from './en';
import { fr } from './fr';
import { localeOfAcceptLanguage, localeOfLanguages } from './locales';
import { formatNumberIn, translate } from './translate';

const keys = Object.keys(en) as MessageKey[];

/** Every parameter an ICU message names, plural branches included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

describe('the catalogues (issue #27)', () => {
  it('has a French message for every English key, and no other key', () => {
    expect(Object.keys(fr).sort()).toEqual([...keys].sort());
  });

  it('gives each French message exactly the parameters of its English one', () => {
    const mismatches = keys.filter((key) => {
      const english = [...argumentsOf(parse(en[key]))].sort();
      const french = [...argumentsOf(parse(fr[key]))].sort();
      return english.join() !== french.join();
    });
    expect(mismatches).toEqual([]);
  });

  it('formats every English message without parameters to its own words (no ICU quoting eats a character)', () => {
    const changed = keys.filter((key) => !en[key].includes('{') && translate('en', key as never) !== en[key]);
    expect(changed).toEqual([]);
  });

  it('gives the same French to the same English words, so a message read back is translated one way', () => {
    const frenchOf = new Map<string, string>();
    const conflicts: string[] = [];
    for (const key of keys) {
      const seen = frenchOf.get(en[key]);
      if (seen !== undefined && seen !== fr[key]) conflicts.push(key);
      frenchOf.set(en[key], fr[key]);
    }
    expect(conflicts).toEqual([]);
  });

  it('reads the English of the domain from the domain (one source of truth)', () => {
    expect(en['password.empty']).toBe(messages.password.empty);
    expect(en['server.incorrectCredentials']).toBe(serverMessages.incorrectCredentials);
    expect(en['ui.tagline']).toBe(uiMessages.tagline);
    for (const status of ['DRAFT', 'ONGOING', 'CHECK', 'COMPLETED'] as const) {
      expect(en[`status.${projectStatusLabel(status)}`]).toBe(projectStatusLabel(status));
    }
  });

  it('uses the vocabulary of the field in French', () => {
    expect(fr['kind.CARBON.name']).toBe('Empreinte carbone');
    expect(fr['kind.ORIGIN.name']).toBe("Label d'origine européenne");
    expect(fr['kind.SUBSTANCE.subject']).toBe('Substance active');
    expect(fr['kind.ORIGIN.subject']).toBe('Médicament');
    expect(['Draft', 'On-going', 'Check', 'Completed'].map((s) => fr[`status.${s}` as MessageKey])).toEqual([
      'Brouillon',
      'En cours',
      'À vérifier',
      'Terminé',
    ]);
  });
});

describe('translate', () => {
  it('fills the parameters of a message', () => {
    expect(translate('fr', 'mail.hello', { name: 'Anne' })).toBe('Bonjour Anne,');
    expect(translate('en', 'mail.hello', { name: 'Anne' })).toBe('Hello Anne,');
  });

  it('says a message by its key in either language (issue #40: never read back from its words)', () => {
    expect(translate('en', 'password.tooShort')).toBe(messages.password.tooShort);
    expect(translate('fr', 'password.tooShort')).toBe(fr['password.tooShort']);
    expect(translate('fr', 'forgotPassword.sent', { destination: 'a***@b.fr' })).toBe(
      'Un code a été envoyé à a***@b.fr.',
    );
    expect(translate('en', 'forgotPassword.sent', { destination: 'a***@b.fr' })).toBe(
      'A code was sent to a***@b.fr.',
    );
  });

  it('says the European-origin refusals as euOriginMessages writes them', () => {
    expect(translate('en', 'labels.eu.reasonRequired')).toBe(euOriginMessages.reasonRequired);
    expect(translate('en', 'labels.eu.stagesMismatch')).toBe(euOriginMessages.stagesMismatch);
    expect(translate('en', 'labels.eu.tooMuch')).toBe(euOriginMessages.tooMuch);
    expect(translate('fr', 'labels.eu.reasonRequired')).toBe(
      'Indiquez la raison de la modification des chiffres proposés',
    );
  });

  it('writes numbers as each language does', () => {
    expect(formatNumberIn('en', 1234.5)).toBe('1,234.5');
    expect(formatNumberIn('fr', 1234.5)).toMatch(/^1\s234,5$/u);
  });
});

describe('choosing the language', () => {
  it('reads Accept-Language by weight, English by default', () => {
    expect(localeOfAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeOfAcceptLanguage('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr');
    expect(localeOfAcceptLanguage('de-DE')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
    expect(localeOfAcceptLanguage('fr;q=0')).toBe('en');
  });

  it('reads the browser languages', () => {
    expect(localeOfLanguages(['fr-CA', 'en-US'])).toBe('fr');
    expect(localeOfLanguages(['es'])).toBe('en');
  });

  it("writes the medicine method's figures as each language does: the spec's '200,000' in English", () => {
    const values = { factor: 1.96, iterations: 200_000 };
    expect(translate('en', 'medicines.product.method', values)).toContain(
      'The uncertainty is 1.96 times the standard deviation, estimated with 200,000 bootstrap iterations.',
    );
    const french = translate('fr', 'medicines.product.method', values);
    expect(french).toContain('1,96 fois');
    expect(french.replace(/\s/g, ' ')).toContain('200 000 itérations');
  });
});
