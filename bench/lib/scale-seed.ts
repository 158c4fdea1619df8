import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/features/auth/passwords';

/**
 * Issue #28: many projects written straight into the database in a few set-based statements
 * (`generate_series`), so that 100,000 projects take seconds, not the minutes of row-by-row
 * inserts. The spread both admin-panel.ts and scale-goals.ts write: company names from two word lists, the
 * kinds ORIGIN, SUBSTANCE and CARBON ×2, a status of the kind, three years of dates, one project in
 * fifty deleted, a document of about 2 kB (a three-level route). Deterministic: `hashint4` of the
 * row number, never random().
 */

export const companyWords = {
  first: [
    'Acme',
    'Bio',
    'Cardio',
    'Derma',
    'Euro',
    'Galien',
    'Helio',
    'Iris',
    'Jade',
    'Kora',
    'Lumen',
    'Medi',
  ],
  second: ['Pharma', 'Labs', 'Santé', 'Hospital', 'Generics', 'Health', 'Chem', 'Care', 'Biotech', 'Clinic'],
};
export const inns = [
  'paracetamol',
  'ibuprofen',
  'amoxicillin',
  'metformin',
  'atorvastatin',
  'omeprazole',
  'amlodipine',
  'ketoprofen',
  'diclofenac',
  'cetirizine',
  'acetylcysteine',
  'levothyroxine',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);

/** A three-level route with two manufacturers at the root: what a real document weighs (~2 kB). */
function routeTree(name: string) {
  const maker = (company: string, city: string, countryId: string, percentage: number) => ({
    plantId: `plant_bench_${city}`,
    companyName: company,
    city,
    countryId,
    percentage,
  });
  return {
    id: 'substance_root',
    name,
    cas: '103-90-2',
    type: 'CHEMICAL',
    manufacturers: [
      maker('Pharma Synthèse', 'Lyon', 'FR', 70),
      maker('Chimica Lombarda', 'Milano', 'IT', 30),
    ],
    children: [
      {
        id: 'substance_intermediate',
        name: '4-aminophenol',
        cas: '123-30-8',
        isolated: true,
        manufacturers: [maker('API Works', 'Hyderabad', 'IN', 100)],
        children: [
          {
            id: 'substance_precursor',
            name: '4-nitrophenol',
            cas: '100-02-7',
            isolated: true,
            manufacturers: [maker('Nitro Chemicals', 'Shanghai', 'CN', 100)],
            children: [],
          },
        ],
      },
    ],
  };
}

const documents = {
  ORIGIN: {
    drugProductCode: '60000000',
    apiCount: 1,
    api: [{ inn: 'paracetamol', tree: routeTree('paracetamol') }],
  },
  SUBSTANCE: { cas: '103-90-2', codeHs: '29242930', type: 'CHEMICAL', tree: routeTree('paracetamol') },
  CARBON: {
    cas: '103-90-2',
    reactionNumber: 2,
    reactionNumberWithInformation: 2,
    tree: routeTree('paracetamol'),
  },
};

/** `clientCount` clients (each with a main user, no password) and `projectCount` projects spread over them. */
export async function seedSpread(db: Database, projectCount: number, clientCount: number): Promise<void> {
  const h = (salt: number) => sql.raw(`abs(hashint4(i * 7 + ${salt})::bigint)`);
  await db.execute(sql`
    insert into clients (company_name, contact_name, phone, email, company_legal_name,
      address_line1, address_line2, address_line3, account_type, accepted_terms_at, validated_at)
    select ${textArray(companyWords.first)}[1 + ${h(1)} % ${sql.raw(String(companyWords.first.length))}] || ' ' ||
        ${textArray(companyWords.second)}[1 + ${h(2)} % ${sql.raw(String(companyWords.second.length))}] || ' ' || i,
      'Bench Contact', '+33 1 00 00 00 00', 'client' || i || '@bench.pharmatrace.test',
      'Bench Client ' || i || ' SAS', '1 rue du Banc', '75001 Paris', 'France', 'PREMIUM', now(), now()
    from generate_series(1, ${sql.raw(String(clientCount))}) i`);
  await db.execute(sql`
    insert into users (client_id, role, email, name, function, confirmed_at)
    select id, 'MAIN', email, 'Main user', 'Pharmacist', now() from clients
    where email like '%@bench.pharmatrace.test'`);
  await db.execute(sql`
    create temporary table bench_client_numbers as
      select id, (row_number() over (order by email))::int - 1 as n from clients
      where email like '%@bench.pharmatrace.test'`);
  await db.execute(sql`create index on bench_client_numbers (n)`);
  const kinds = textArray(['ORIGIN', 'SUBSTANCE', 'CARBON', 'CARBON']);
  const fourStatuses = textArray(['DRAFT', 'ONGOING', 'CHECK', 'COMPLETED']);
  const sevenStatuses = textArray(['DRAFT', 'ONGOING', 'CHECK', 'DRAFT2', 'ONGOING2', 'CHECK2', 'COMPLETED']);
  // In slices of 20,000, so that PGlite's one WebAssembly heap never holds 100,000 rows' documents.
  for (let start = 1; start <= projectCount; start += 20_000) {
    const end = Math.min(projectCount, start + 19_999);
    await db.execute(sql`
      insert into projects (client_id, kind, status, name, document, created_at, updated_at, deleted_at)
      select c.id, r.kind, r.status::project_status, r.name,
        (case r.kind when 'ORIGIN' then ${JSON.stringify(documents.ORIGIN)}::jsonb
          when 'SUBSTANCE' then ${JSON.stringify(documents.SUBSTANCE)}::jsonb
          else ${JSON.stringify(documents.CARBON)}::jsonb end)
          || jsonb_build_object(case r.kind when 'ORIGIN' then 'drugProductName' when 'SUBSTANCE' then 'inn' else 'name' end, r.name),
        r.created_at, r.created_at + (now() - r.created_at) * ((${h(6)} % 1000) / 1000.0),
        case when ${h(7)} % 50 = 0 then now() end
      from generate_series(${start}::int, ${end}::int) i
      cross join lateral (
        select k.kind,
          case when k.kind = 'CARBON' then ${sevenStatuses}[1 + ${h(4)} % 7] else ${fourStatuses}[1 + ${h(4)} % 4] end as status,
          case k.kind
            when 'ORIGIN' then initcap(${textArray(inns)}[1 + ${h(5)} % ${sql.raw(String(inns.length))}]) || ' ' || (array['100','250','500'])[1 + ${h(8)} % 3] || ' mg'
            when 'CARBON' then ${textArray(inns)}[1 + ${h(5)} % ${sql.raw(String(inns.length))}] || ' API ' || i
            else ${textArray(inns)}[1 + ${h(5)} % ${sql.raw(String(inns.length))}] end as name,
          now() - interval '1095 days' * ((${h(9)} % 100000) / 100000.0) as created_at
        from (select ${kinds}[1 + ${h(3)} % 4] as kind) k
      ) r
      join bench_client_numbers c on c.n = ${h(10)} % ${sql.raw(String(clientCount))}`);
  }
  await db.execute(sql`drop table bench_client_numbers`);
}

export interface ListClient {
  email: string;
  password: string;
}

/**
 * One validated client whose main user can log in, with `footprints` carbon footprint drafts and
 * ONGOING footprints (the list GET /api/carbon answers), written straight into the database.
 */
export async function seedListClient(db: Database, footprints: number): Promise<ListClient> {
  const login = { email: 'list-client@bench.pharmatrace.test', password: 'Bench-List-Passw0rd!' };
  const passwordHash = await hashPassword(login.password);
  const [client] = (
    await db.execute<{ id: string }>(sql`
      insert into clients (company_name, contact_name, phone, email, company_legal_name,
        address_line1, address_line2, address_line3, account_type, accepted_terms_at, validated_at)
      values ('Bench List Pharma', 'Bench Contact', '+33 1 00 00 00 00', ${login.email}, 'Bench List SAS',
        '1 rue du Banc', '75001 Paris', 'France', 'PREMIUM', now(), now())
      returning id`)
  ).rows;
  await db.execute(sql`
    insert into users (client_id, role, email, name, function, password_hash, confirmed_at)
    values (${client!.id}, 'MAIN', ${login.email}, 'List user', 'Pharmacist', ${passwordHash}, now())`);
  await db.execute(sql`
    insert into projects (client_id, kind, status, name, document, created_at, updated_at)
    select ${client!.id}, 'CARBON', (case when i % 3 = 0 then 'ONGOING' else 'DRAFT' end)::project_status,
      'Bench footprint ' || i,
      ${JSON.stringify(documents.CARBON)}::jsonb || jsonb_build_object('name', 'Bench footprint ' || i),
      now() - interval '1 minute' * i, now() - interval '1 minute' * i
    from generate_series(1, ${sql.raw(String(footprints))}) i`);
  return login;
}
