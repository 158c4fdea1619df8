/**
 * The stream names inside an MS-CFB ("OLE2") compound file, read from its directory (MS-CFB §2).
 * file-type stops at "this is a compound file": an old Word document, an old Excel workbook,
 * an Outlook message and a Windows installer (.msi) all start with the same eight bytes, and
 * only the directory tells them apart. Bounded by the file: no chain is followed further than
 * the file has sectors, and a broken structure is "not a compound file" (null), never a throw.
 */

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
/** Sector numbers above this are markers (free, end of chain, FAT, DIFAT), not sectors. */
const MAX_SECTOR = 0xfffffffa;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const TYPE_STORAGE = 1;
const TYPE_STREAM = 2;

export function cfbEntryNames(data: Buffer): Set<string> | null {
  if (data.length < 512 || !data.subarray(0, 8).equals(SIGNATURE)) return null;
  const sectorShift = data.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) return null; // 512-byte (v3) or 4096-byte (v4) sectors
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.ceil((data.length - sectorSize) / sectorSize);
  const perSector = sectorSize / 4;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const isSector = (sector: number) =>
    sector <= MAX_SECTOR && sectorOffset(sector) + sectorSize <= data.length;

  // The FAT's own sectors: the first 109 are listed in the header, the rest in a DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) {
    const sector = data.readUInt32LE(76 + i * 4);
    if (sector > MAX_SECTOR) break;
    fatSectors.push(sector);
  }
  let difat = data.readUInt32LE(68);
  for (let steps = 0; difat !== END_OF_CHAIN && difat <= MAX_SECTOR; steps++) {
    if (steps > sectorCount || !isSector(difat)) return null;
    for (let i = 0; i < perSector - 1; i++) {
      const sector = data.readUInt32LE(sectorOffset(difat) + i * 4);
      if (sector <= MAX_SECTOR) fatSectors.push(sector);
    }
    difat = data.readUInt32LE(sectorOffset(difat) + (perSector - 1) * 4);
  }

  const next = (sector: number): number | null => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined || !isSector(fatSector)) return null;
    return data.readUInt32LE(sectorOffset(fatSector) + (sector % perSector) * 4);
  };

  const names = new Set<string>();
  let sector = data.readUInt32LE(48);
  for (let steps = 0; sector !== END_OF_CHAIN; steps++) {
    if (steps > sectorCount || !isSector(sector)) return null;
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_SIZE) {
      const entry = data.subarray(
        sectorOffset(sector) + offset,
        sectorOffset(sector) + offset + DIRECTORY_ENTRY_SIZE,
      );
      const type = entry[66];
      const nameBytes = entry.readUInt16LE(64); // including the terminating NUL
      if ((type === TYPE_STREAM || type === TYPE_STORAGE) && nameBytes >= 2 && nameBytes <= 64) {
        names.add(entry.subarray(0, nameBytes - 2).toString('utf16le'));
      }
    }
    const following = next(sector);
    if (following === null) return null;
    sector = following;
  }
  return names;
}
