/** One goal of issue #28's bench: a measured ratio and the bound it must keep (goals.ts prints them). */
export interface Goal {
  what: string;
  database: string;
  ratio: number;
  /** The ratio must be at least (≥) or at most (≤) this. */
  goal: { atLeast: number } | { atMost: number };
  detail: string;
}
