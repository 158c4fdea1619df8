/**
 * The shape of a factor computed from the US LCI database, in a module of its own so that the
 * generated rows (open-uslci-rows.ts) and the modules that read them import it without a circle.
 */

/** One computed factor, as the script writes it. */
export interface UslciRow {
  cas: string;
  name: string;
  aliases?: string[];
  /** kgCO2e per kg of product, 4 significant digits. */
  value: number;
  /** The USLCI unit process whose product it is, and its UUID. */
  process: string;
  processId: string;
  /** For a co-product: the product of `process` the row is. */
  product?: string;
  /** 1 the chemical a plant buys; 2 a near grade; 3 a proxy. */
  technological: 1 | 2 | 3;
  /** How many inputs without a provider in the database the result leaves out, and the largest. */
  cutOffs: number;
  largestCutOffs: string;
  note?: string;
}
