/** What other features may use of the medicine database: the purchases file reads its text as the BDPM file is read. */
export { decodeBdpm } from './bdpm';
