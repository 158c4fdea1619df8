import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Small but real files of each kind the upload accepts or refuses, built byte by byte so the
 * tests depend on no fixture and say exactly what each file holds. The e2e journeys upload
 * `pdfFile` too (e2e imports it from here, as it imports the demo logins from src/seed): keep
 * this module free of anything but Node's own modules.
 */

/**
 * A one-page PDF naming `title`, the same bytes on every call (tests compare downloads with it).
 * Upload checks only read the first bytes, so the body is the smallest a reader opens; the app
 * itself writes its PDFs with pdfkit (src/lib/pdf.ts).
 */
export function pdfFile(title = 'Molecular structure'): Buffer {
  const text = `BT /F1 14 Tf 60 770 Td (${title.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(
    `${out}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    'latin1',
  );
}

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/**
 * An MS-CFB (OLE2) version 3 compound file: header, one FAT sector, one directory sector (the
 * root and one stream), and the stream's 4096 bytes in eight regular sectors. A Word 97 file
 * holds "WordDocument" (its FIB starts with 0xA5EC); an Excel 97 file holds "Workbook" (its
 * first BIFF8 record is BOF, 0x0809). Other compound files (.msi, .msg) hold other streams.
 */
export function compoundFile(streamName: string, firstWord: number): Buffer {
  const sector = 512;
  const dataSectors = 8; // 4096 bytes: the mini-stream cutoff, so the stream lives in regular sectors
  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);

  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let s = 2; s < 2 + dataSectors; s++)
    fat.writeUInt32LE(s === 1 + dataSectors ? END_OF_CHAIN : s + 1, s * 4);

  const directory = Buffer.alloc(sector);
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128;
    directory.write(`${name}\0`, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory[at + 66] = type;
    directory[at + 67] = 1; // black
    directory.writeUInt32LE(NO_STREAM, at + 68);
    directory.writeUInt32LE(NO_STREAM, at + 72);
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 1, END_OF_CHAIN, 0);
  entry(1, streamName, 2, NO_STREAM, 2, dataSectors * sector);

  const stream = Buffer.alloc(dataSectors * sector);
  stream.writeUInt16LE(firstWord, 0);
  return Buffer.concat([header, fat, directory, stream]);
}

export const docFile = () => compoundFile('WordDocument', 0xa5ec);
export const xlsFile = () => compoundFile('Workbook', 0x0809);

/**
 * A ZIP archive with deflated entries (local headers, central directory, end record). An entry's
 * `declaredSize` replaces its true unpacked size in both headers: a zip bomb that lies about it.
 */
export function zipArchive(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);

/** The three parts every Word document has: content types, package relationships, the body. */
function docxParts(text: string) {
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: xml(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  ];
}

export const docxFile = (text = 'Process flow diagram') => zipArchive(docxParts(text));

/** A Word document that unpacks to 40 MB: its extra part is zeros, deflated to about 40 KB. */
export const zipBombDocx = () =>
  zipArchive([...docxParts('Harmless'), { name: 'word/media/padding.bin', data: Buffer.alloc(40_000_000) }]);

/**
 * The same 40 MB of zeros, in an archive whose headers declare the part as 4 kB: only unpacking
 * it tells (issue #22 'Zip bombs': such a file was stored).
 */
export const lyingZipBombDocx = () =>
  zipArchive([
    ...docxParts('Harmless'),
    { name: 'word/media/padding.bin', data: Buffer.alloc(40_000_000), declaredSize: 4096 },
  ]);

/** A Windows executable's headers (MZ stub pointing at a PE header for i386). */
export function windowsExecutable(): Buffer {
  const exe = Buffer.alloc(1024);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c); // e_lfanew
  exe.write('PE\0\0', 0x80, 'latin1');
  exe.writeUInt16LE(0x014c, 0x84); // machine: i386
  return exe;
}

/** A PDF padded with a trailing comment to exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const pdf = pdfFile();
  const padding = Buffer.alloc(size - pdf.length - 2, 0x20);
  return Buffer.concat([pdf, Buffer.from('%'), padding, Buffer.from('\n')]);
}

export interface FormPart {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; data: Buffer };
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----pharmatrace${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.contentType}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, 'utf8'));
    chunks.push(part.file ? part.file.data : Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The form the footprint wizard sends: the field name and the file. */
export function uploadForm(field: string, filename: string, data: Buffer, contentType = 'application/pdf') {
  return multipartForm([
    { name: 'name', value: field },
    { name: 'file', file: { filename, contentType, data } },
  ]);
}
