import { sayPhrase } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import {
  detectDelimiter,
  MEDICINE_CSV_MAX_BYTES,
  parseCsvRecords,
  parseDecimal,
  parseMedicineCsv,
} from '../src/features/medicines/csv';

const header = 'id,name,small_name,inn,form,carbon,uncertainty,wiselist,em_creation,em_production,em_storage';
const good = 'm1,"DOLIPRANE 1000 mg, comprimé",,Paracétamol,tablet,184.2,15.3,,0.8,0.15,0.05';
const bytes = (text: string) => new TextEncoder().encode(text);
/** The file's problems as the command line prints them: in English, word for word as before issue #27. */
const fileErrorsOf = (input: string | Uint8Array) =>
  parseMedicineCsv(input).fileErrors.map((error) => sayPhrase('en', error));

describe('parseCsvRecords (RFC 4180)', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and numbers lines', () => {
    const { records, errors } = parseCsvRecords('a,b\r\n"x, y","say ""hi"""\n"multi\nline",z\n\n1,2', ',');
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
      { line: 6, fields: ['1', '2'] },
    ]);
  });

  it('reports an unclosed quote and text after a closing quote on the line where the row starts', () => {
    expect(parseCsvRecords('a,b\n"x"y,1\n', ',').errors).toEqual([
      {
        line: 2,
        reasons: [expect.stringContaining('after a closing quote')],
        reasonKey: 'csv.textAfterClosingQuote',
      },
    ]);
    expect(parseCsvRecords('a,b\n1,2\n"open,3\n4,5', ',').errors).toEqual([
      { line: 3, reasons: [expect.stringContaining('never closed')], reasonKey: 'csv.quoteNotClosed' },
    ]);
  });

  it('accepts old Mac line ends (CR alone)', () => {
    expect(parseCsvRecords('a,b\r1,2\r', ',').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });
});

describe('detectDelimiter and parseDecimal', () => {
  it('picks the delimiter the header uses', () => {
    expect(detectDelimiter('id;name;carbon\n1;a,b;2')).toBe(';');
    expect(detectDelimiter('id\tname\tcarbon')).toBe('\t');
    expect(detectDelimiter(header)).toBe(',');
  });

  it('reads decimal points and commas, refuses thousands separators and words', () => {
    expect(parseDecimal('1460.5')).toBe(1460.5);
    expect(parseDecimal('1460,5')).toBe(1460.5);
    expect(parseDecimal(' 1e3 ')).toBe(1000);
    expect(parseDecimal('.25')).toBe(0.25);
    expect(parseDecimal('1,460.5')).toBeNull();
    expect(parseDecimal('1 460')).toBeNull();
    expect(parseDecimal('1,460', { decimalComma: false })).toBeNull();
    expect(parseDecimal('1460.5', { decimalComma: false })).toBe(1460.5);
    expect(parseDecimal('12 kg')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});

describe('parseMedicineCsv', () => {
  it('accepts a good file with a BOM and CRLF line ends, normalising names and INN', () => {
    const parsed = parseMedicineCsv(bytes(`\uFEFF${header}\r\n${good}\r\n`));
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        id: 'm1',
        name: 'DOLIPRANE 1000 mg, comprimé',
        smallName: 'DOLIPRANE 1000 mg',
        searchName: 'doliprane 1000 mg, comprime',
        inn: 'PARACETAMOL',
        form: 'tablet',
        carbon: 184.2,
        uncertainty: 15.3,
        wiselist: null,
        cis: null,
        cip13: [],
        atc: null,
        strength: '1000 mg',
        emCreation: 0.8,
        emProduction: 0.15,
        emStorage: 0.05,
      },
    ]);
  });

  it('accepts a French spreadsheet export: semicolons, decimal commas, French forms, any header case', () => {
    const parsed = parseMedicineCsv(
      'ID;Name;Carbon;EM_Creation;Em Production;em-storage;Form\nx-2;IBUPROFENE 400 mg, gélule;812,5;0,7;0,2;0,1;gélule\n',
    );
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ id: 'x-2', carbon: 812.5, emCreation: 0.7, form: 'capsule' });
  });

  it('reports every bad row with its line and all its reasons, and keeps the good ones apart', () => {
    const text = [
      header,
      good,
      'm2,,,,,-3,,,0.5,0.5,0', // line 3
      'm3,NAME,,,syrup,12,,,0.5,0.3,0.1', // line 4: form, sum 0.9
      'm4,NAME,,,,abc,-1,ftp://x,25,50,25', // line 5
      'm1,"DUPLICATE, comprimé",,,,5,,,1,0,0', // line 6
      '"m5","A, B, C",1,2', // line 7: too few fields
      'm6,"GOOD TOO, gélule",,,capsule,1e3,,https://example.org/w,0.34,0.33,0.33', // line 8
      'm7,"NUL\u0000NAME",,,,1,,,1,0,0', // line 9
    ].join('\n');
    const parsed = parseMedicineCsv(text);
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rows.map((r) => r.id)).toEqual(['m1', 'm6']);
    expect(parsed.rejected.map((r) => r.line)).toEqual([3, 4, 5, 6, 7, 9]);
    const reasons = Object.fromEntries(parsed.rejected.map((r) => [r.line, r.reasons.join(' | ')]));
    expect(reasons[3]).toContain('name is empty');
    expect(reasons[3]).toContain('carbon must be positive');
    expect(reasons[4]).toContain('form "syrup" is not tablet or capsule');
    expect(reasons[4]).toContain('must sum to 1');
    expect(reasons[5]).toContain('carbon "abc" is not a number');
    expect(reasons[5]).toContain('uncertainty must not be negative');
    expect(reasons[5]).toContain('wiselist must be an http(s) link');
    expect(reasons[5]).toContain('write 0.25, not 25');
    expect(reasons[6]).toContain('id "m1" is already on line 2');
    // A phrase, said in the reader's language where it is shown (issue #40).
    expect(parsed.rejected.find((r) => r.line === 6)?.said).toEqual([
      { key: 'csv.medicine.duplicateId', values: { id: 'm1', line: 2 } },
    ]);
    expect(reasons[7]).toContain('has 4 field(s) where the header has 11');
    expect(reasons[9]).toBe('name contains control characters');
  });

  it('never reads a quoted "1,460" in a comma-separated file as 1.46, and refuses "1 460"', () => {
    const parsed = parseMedicineCsv(
      [
        header,
        'k1,"KETOPROFENE 100 mg, comprimé",,,,"1,460",,,0.5,0.3,0.2', // line 2: the 1000× trap
        'k2,"KETOPROFENE 50 mg, gélule",,,,"1 460",,,0.5,0.3,0.2', // line 3: a thousands space
        'k3,"KETOPROFENE 25 mg, gélule",,,,1460.5,"2,5",,"0,5",0.3,0.2', // line 4
        'k4,"KETOPROFENE 10 mg, gélule",,,,1460.5,,,0.5,0.3,0.2', // line 5: good
      ].join('\n'),
    );
    expect(parsed.rows.map((r) => [r.id, r.carbon])).toEqual([['k4', 1460.5]]);
    const reasons = Object.fromEntries(parsed.rejected.map((r) => [r.line, r.reasons]));
    expect(reasons[2]).toEqual([expect.stringMatching(/^carbon "1,460" is not a number: .*with a point/)]);
    expect(reasons[3]).toEqual(['carbon "1 460" is not a number']);
    expect(reasons[4]).toEqual([
      expect.stringContaining('uncertainty "2,5" is not a number'),
      expect.stringContaining('em_creation "0,5" is not a number'),
    ]);
    // With semicolons the comma can only be a decimal comma; a space is still no number.
    const french = parseMedicineCsv(
      'id;name;carbon;em_creation;em_production;em_storage\nf1;A;"1,460";0,5;0,3;0,2\nf2;B;1 460;0,5;0,3;0,2\n',
    );
    expect(french.rows.map((r) => [r.id, r.carbon])).toEqual([['f1', 1.46]]);
    expect(french.rejected).toEqual([{ line: 3, reasons: ['carbon "1 460" is not a number'] }]);
  });

  it('tolerates rounded shares within 0.01 of 1, not beyond', () => {
    const row = (id: string, shares: string) => `${id},N ${id},,,,10,,,${shares}`;
    const parsed = parseMedicineCsv(
      [header, row('a', '0.33,0.33,0.33'), row('b', '0.5,0.3,0.18')].join('\n'),
    );
    expect(parsed.rows.map((r) => r.id)).toEqual(['a']);
    expect(parsed.rejected).toEqual([{ line: 3, reasons: [expect.stringContaining('= 0.98')] }]);
  });

  it('refuses a file without the required columns, an empty file, a header-only file', () => {
    expect(fileErrorsOf('id,name,carbon\n1,a,2')).toEqual([
      'line 1: missing column(s): em_creation, em_production, em_storage',
    ]);
    expect(fileErrorsOf('')[0]).toBe('the file is empty: it needs a header line and at least one medicine');
    expect(fileErrorsOf(`${header}\n`)[0]).toBe('the file has a header but no medicine');
    expect(fileErrorsOf(`${header},carbon\n`)[0]).toBe('line 1: the column "carbon" appears twice');
  });

  it('warns about columns it ignores', () => {
    expect(parseMedicineCsv(`${header},notes\n${good},N02BE01`).warnings).toEqual([
      'ignored column(s): notes',
    ]);
  });

  it('refuses a file that is not UTF-8 or is too large, without reading rows', () => {
    // 'GÉL' in Latin-1: É is the single byte 0xC9, which UTF-8 never allows alone.
    const latin1 = Uint8Array.from([...bytes(`${header}\nm1,G`), 0xc9, 0x4c]);
    expect(fileErrorsOf(latin1)[0]).toBe('the file is not UTF-8 text (save it as "CSV UTF-8")');
    const huge = new Uint8Array(MEDICINE_CSV_MAX_BYTES + 1);
    expect(fileErrorsOf(huge)[0]).toBe(
      `the file is ${MEDICINE_CSV_MAX_BYTES + 1} bytes; the limit is ${MEDICINE_CSV_MAX_BYTES} bytes (split it, or raise MEDICINE_CSV_MAX_BYTES)`,
    );
  });
});
