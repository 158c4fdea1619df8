/**
 * What other features may use of files (docs/architecture.md 'Boundaries'): signed download
 * links, stored files (rows and bytes), a footprint's upload keys and the list of its uploads
 * (the staff documents page), and the checks of an upload's bytes and display name, which the
 * accounts' PDF forms apply too.
 */
export { attachCarbonUploads } from './attach-uploads';
export { uploadDisplayName } from './display-name';
export { checkOfficeArchive } from './docx';
export { footprintUploads } from './footprint-uploads';
export type { FileUrlSigner } from './signed-urls';
export type { StoredFiles } from './stored-files';
export { checkUploadType } from './upload-type';
