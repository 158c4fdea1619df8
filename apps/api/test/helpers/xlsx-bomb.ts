import { randomBytes } from 'node:crypto';
import { zipArchive } from './upload-files';

/**
 * An XLSX bomb within the caps, as issue #35's probe sent it: a purchases sheet of ROWS lines of
 * ~1,370 bytes each (59 MB unpacked, under the 60 MB archive rule), random enough to pack to a few
 * MB (under the 8 MB upload limit). Used by purchases-bomb.test.ts and bench/isolation.ts.
 */
export const ROWS = 43_009;

/** A workbook of ROWS lines of ~1,370 bytes each (59 MB unpacked), random enough to pack to MBs. */
export function bombWorkbook(): Buffer {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    '<row r="1"><c r="A1" t="inlineStr"><is><t>code</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c><c r="C1" t="inlineStr"><is><t>quantity</t></is></c></row>',
  ];
  const padding = 'x'.repeat(880);
  for (let r = 2; r <= ROWS; r++) {
    const name = `${randomBytes(130).toString('hex')}${padding}`;
    parts.push(
      `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>61234567</t></is></c><c r="B${r}" t="inlineStr"><is><t>${name}</t></is></c><c r="C${r}"><v>1</v></c></row>`,
    );
  }
  parts.push('</sheetData></worksheet>');
  const rels = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        rels(
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>',
        ),
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Purchases" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        rels(
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>',
        ),
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(parts.join('')) },
  ]);
}
