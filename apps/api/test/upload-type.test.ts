import { describe, expect, it } from 'vitest';
import { cfbEntryNames } from '../src/features/files/cfb';
import { uploadDisplayName } from '../src/features/files/display-name';
import { checkUploadType } from '../src/features/files/upload-type';
import {
  compoundFile,
  docFile,
  docxFile,
  lyingZipBombDocx,
  zipArchive,
  zipBombDocx,
} from './helpers/upload-files';

describe('the compound file reader', () => {
  it('lists the streams of a Word file', () => {
    expect(cfbEntryNames(docFile())).toEqual(new Set(['WordDocument']));
  });

  it('gives up on a directory chain that loops, instead of looping', () => {
    const file = compoundFile('WordDocument', 0xa5ec);
    file.writeUInt32LE(1, 512 + 4); // FAT: the directory sector (1) is followed by itself
    expect(cfbEntryNames(file)).toBeNull();
  });

  it('gives up on a directory that points past the end of the file', () => {
    const file = compoundFile('WordDocument', 0xa5ec);
    file.writeUInt32LE(5000, 48);
    expect(cfbEntryNames(file)).toBeNull();
  });

  it('refuses a truncated compound file as an upload', async () => {
    expect(await checkUploadType(docFile().subarray(0, 700))).toEqual({ accepted: false, reason: 'type' });
  });
});

/** The [Content_Types].xml of a Word document, alone. */
const wordContentTypes = {
  name: '[Content_Types].xml',
  data: Buffer.from(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
};

describe('the .docx check', () => {
  it('refuses a ZIP that claims to be Office Open XML but has no word/ folder', async () => {
    expect(await checkUploadType(zipArchive([wordContentTypes]))).toEqual({
      accepted: false,
      reason: 'type',
    });
  });

  it('accepts the real thing', async () => {
    expect(await checkUploadType(docxFile())).toMatchObject({ accepted: true, ext: 'docx' });
  });

  it('refuses a zip bomb that declares its 40 MB, from the directory alone', async () => {
    expect(await checkUploadType(zipBombDocx())).toEqual({ accepted: false, reason: 'unpacks-too-large' });
  });

  it('refuses a zip bomb whose headers say 4 kB where it unpacks to 40 MB, by unpacking it', async () => {
    expect(await checkUploadType(lyingZipBombDocx())).toEqual({
      accepted: false,
      reason: 'unpacks-too-large',
    });
  });

  it('refuses an archive whose part unpacks to less than it declares (a broken file)', async () => {
    const [types, rels, body] = [
      wordContentTypes,
      { name: '_rels/.rels', data: Buffer.from('<Relationships/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>'), declaredSize: 5000 },
    ];
    expect(await checkUploadType(zipArchive([types, rels, body]))).toEqual({
      accepted: false,
      reason: 'type',
    });
  });

  it('refuses a part whose data is not deflate at all', async () => {
    const docx = docxFile();
    // The body's data follows its name in its local header (the first place the name appears);
    // 0xff starts a deflate block of the reserved type, which no inflater accepts.
    const name = Buffer.from('word/document.xml');
    const start = docx.indexOf(name) + name.length;
    docx.fill(0xff, start, start + 8);
    expect(await checkUploadType(docx)).toEqual({ accepted: false, reason: 'type' });
  });
});

describe('the display name of an upload', () => {
  it.each([
    ['C:\\Users\\jane\\Desktop\\structure.pdf', 'pdf', 'structure.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['report\u202Efdp.exe', 'pdf', 'reportfdp.exe.pdf'],
    ['  Route\u0000 de synthèse .DOCX ', 'docx', 'Route de synthèse.docx'],
    ['.hidden.xls', 'xls', 'hidden.xls'],
    ['', 'doc', 'upload.doc'],
    ['...', 'doc', 'upload.doc'],
    [undefined, 'pdf', 'upload.pdf'],
  ] as const)('%j as %s is shown as %j', (sent, ext, shown) => {
    expect(uploadDisplayName(sent, ext)).toBe(shown);
  });

  it('bounds the length and keeps the extension', () => {
    const name = uploadDisplayName(`${'é'.repeat(500)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
