/**
 * What other features may use of label certificates (docs/architecture.md 'Boundaries'): the
 * verification code a label gets when staff complete it.
 */
export { newLabelVerificationCode } from './verification-code';
