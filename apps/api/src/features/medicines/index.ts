/**
 * What other features may use of the medicine database: the purchases file reads its text as the
 * BDPM file is read; a medicine footprint study published into it tells every instance (issue #37).
 */
export { decodeBdpm } from './bdpm';
export { announceMedicinesChanged } from './name-index';
