/**
 * The admin panel's queries that issue #28's goals time (scale-goals.ts) and whose plans
 * admin-plans.ts compares: every filter, every sort, the search and a deep page, by offset and by
 * cursor. The three values that depend on the data (a client, and the cursors ending the page
 * before the deep one and the company sort's ninth page) are asked for by the caller.
 */
export interface AdminQueryInputs {
  someClient: string;
  deepPage: number;
  /** The `next` of page `deepPage - 1`, newest change first. */
  deepCursor: string;
  /** The `next` of page 9 by company name. */
  companyCursor: string;
}

export const adminBase = '/api/admin/projects';

/** Pairs of label and path, in the order the goals print them. */
export function adminQueryPaths({
  someClient,
  deepPage,
  deepCursor,
  companyCursor,
}: AdminQueryInputs): [string, string][] {
  const base = adminBase;
  return [
    ['page 1, newest change first', base],
    [`page ${deepPage} by cursor`, `${base}?page=${deepPage}&after=${deepCursor}`],
    [`page ${deepPage} by offset`, `${base}?page=${deepPage}`],
    ['kind CARBON', `${base}?kind=CARBON`],
    ['status CHECK (with CHECK2)', `${base}?status=CHECK`],
    ['CARBON ONGOING, by name', `${base}?kind=CARBON&status=ONGOING&sort=name&order=asc`],
    ['one client', `${base}?clientId=${someClient}`],
    ['by company', `${base}?sort=companyName&order=asc`],
    ['by company, page 10 by cursor', `${base}?sort=companyName&order=asc&page=10&after=${companyCursor}`],
    ['by status, descending', `${base}?sort=status&order=desc`],
    ['by kind', `${base}?sort=kind&order=asc`],
    ['by creation date', `${base}?sort=createdAt&order=asc`],
    ['status CHECK, by company', `${base}?status=CHECK&sort=companyName&order=asc`],
    ['search "ceta"', `${base}?q=ceta`],
    ['search "lumen labs" (a company)', `${base}?q=${encodeURIComponent('lumen labs')}`],
  ];
}

/** The deep page both sizes ask for: page 200 at 10,000 projects (50 a page), or the middle of a smaller set. */
export const deepPageOf = (smallProjects: number) =>
  Math.max(2, Math.min(200, Math.floor(smallProjects / 100)));
