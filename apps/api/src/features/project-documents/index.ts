/**
 * What other features may use of project documents (docs/architecture.md 'Boundaries'): a
 * result's details (the live estimate compares with them), the store's type and the staff
 * document form (the accounts routes take a project's report and invoice through them).
 */
export { closeOnFailure, documentMultipartLimits, type PdfForm, readPdfForm } from './pdf-form';
export { footprintDetailOf, type ProjectDocumentStore } from './store';
