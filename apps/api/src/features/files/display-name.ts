import type { UploadFileType } from '@pharmatrace/domain';

const MAX_LENGTH = 150;
// Control characters (C0, C1), format characters (zero-width, and the bidirectional controls
// that make "invoice\u202Efdp.exe" display as "invoiceexe.pdf") and unpaired surrogates.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * The name shown for an upload, from the name the browser sent. It is only ever displayed
 * and put in a download's Content-Disposition, never used as a path (bytes are stored under
 * the row's id), but it is still cleaned: no folders, no invisible or direction-changing
 * characters, a bounded length, and an extension that matches the content the server found.
 */
export function uploadDisplayName(sent: string | undefined, ext: UploadFileType): string {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  let name = base.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const suffix = `.${ext}`;
  if (!name.toLowerCase().endsWith(suffix)) name = `${name}${suffix}`;
  const stem = Array.from(name.slice(0, -suffix.length));
  if (stem.length === 0) return `upload${suffix}`;
  return `${stem
    .slice(0, MAX_LENGTH - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}
