/** A French catalogue area: every key of its English area, as a string (parameters checked by i18n.test.ts). */
export type French<T> = { readonly [K in keyof T]: string };
