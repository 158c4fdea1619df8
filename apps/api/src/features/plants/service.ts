import { randomBytes } from 'node:crypto';
import {
  energySources,
  MAX_PLANTS_PER_CLIENT,
  type Phrase,
  type Plant,
  type PlantData,
  plantDefaultUnits,
  serverMessages,
  serverSaid,
} from '@pharmatrace/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { plants } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { countryById } from '../reference';

type PlantRow = typeof plants.$inferSelect;

/** Plant ids carry the `plant_` prefix the route trees use (spec 001 §3). */
export function newPlantId(): string {
  return `plant_${randomBytes(9).toString('base64url')}`;
}

/**
 * Serialises the writes that create a client's plants (the plant form, route trees, staff
 * amendments) until the transaction ends: two saves typing the same new plant create it once,
 * and two creations cannot both pass the per-client count.
 */
export async function lockClientPlants(tx: Queryable, clientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plants:${clientId}`}))`);
}

/** 400 `PLANT_LIMIT`, with the words the forms show as they are (issue #22). */
export const plantLimitError = (message: Phrase) =>
  new AppError('BAD_REQUEST', message, { detailCode: 'PLANT_LIMIT' });

/** The form's value+unit pairs and lists live in `details`; the searchable fields in columns. */
function splitPlant(data: PlantData) {
  const { companyName, city, countryId, reportingYear, ...details } = data;
  if (!countryById(countryId))
    throw badRequest(serverMessages.unknownCountry, { countryId: serverMessages.unknownCountry });
  return { companyName, city, countryId: countryId.toUpperCase(), reportingYear, details };
}

/**
 * A stored plant as the API answers it. Rows written before a field existed, or with a field
 * left out, read back empty with the field's default unit (the domain's `plantDefaultUnits`).
 */
export function toPlant(row: PlantRow): Plant {
  const d = row.details as Partial<PlantData>;
  const vu = (v: { value: number | null; unit: string } | undefined, unit: string) =>
    v ?? { value: null, unit };
  const country = countryById(row.countryId);
  return {
    id: row.id,
    companyName: row.companyName,
    reportingYear: row.reportingYear,
    countryId: row.countryId,
    country: country ? { name: country.name } : null,
    city: row.city,
    comments: d.comments ?? '',
    employees: d.employees ?? null,
    capex: vu(d.capex, plantDefaultUnits.capex),
    coolingWater: vu(d.coolingWater, plantDefaultUnits.coolingWater),
    energyConsumption: Object.fromEntries(
      energySources.map(({ key }) => [key, vu(d.energyConsumption?.[key], plantDefaultUnits[key])]),
    ),
    energyProduction: vu(d.energyProduction, plantDefaultUnits.energyProduction),
    scope1: vu(d.scope1, plantDefaultUnits.scope1),
    scope2: vu(d.scope2, plantDefaultUnits.scope2),
    productionFPValue: d.productionFPValue ?? null,
    productionIntFPValue: d.productionIntFPValue ?? null,
    refrigerantGases: d.refrigerantGases ?? [],
    volatileOrganicCompounds: d.volatileOrganicCompounds ?? [],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The client's manufacturing plants; every query is scoped by the caller's client id. */
export class PlantService {
  constructor(private readonly db: Database) {}

  /**
   * Every plant of the client, by name: at most MAX_PLANTS_PER_CLIENT, which no account can pass
   * since the limit exists (the limit keeps this answer bounded; an account that had more
   * before sees the first ones by name, and still reaches the others by id).
   */
  async list(clientId: string): Promise<Plant[]> {
    const rows = await this.db
      .select()
      .from(plants)
      .where(eq(plants.clientId, clientId))
      .orderBy(asc(plants.companyName), asc(plants.city), asc(plants.id))
      .limit(MAX_PLANTS_PER_CLIENT);
    return rows.map(toPlant);
  }

  async get(clientId: string, id: string): Promise<Plant> {
    const [row] = await this.db
      .select()
      .from(plants)
      .where(and(eq(plants.id, id), eq(plants.clientId, clientId)));
    if (!row) throw notFound(serverMessages.plantNotFound);
    return toPlant(row);
  }

  async create(clientId: string, actorUserId: string, data: PlantData): Promise<Plant> {
    const values = splitPlant(data);
    return this.db.transaction(async (tx) => {
      await lockClientPlants(tx, clientId);
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(plants)
        .where(eq(plants.clientId, clientId));
      if ((held?.count ?? 0) >= MAX_PLANTS_PER_CLIENT) {
        throw plantLimitError(serverSaid.plantLimitReached(MAX_PLANTS_PER_CLIENT));
      }
      const [row] = await tx
        .insert(plants)
        .values({ id: newPlantId(), clientId, ...values })
        .returning();
      await audit(tx, { actorUserId, clientId, action: 'plant.created', details: { plantId: row!.id } });
      return toPlant(row!);
    });
  }

  async update(clientId: string, actorUserId: string, id: string, data: PlantData): Promise<Plant> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(plants)
        .set({ ...splitPlant(data), updatedAt: sql`now()` })
        .where(and(eq(plants.id, id), eq(plants.clientId, clientId)))
        .returning();
      // Another client's plant looks exactly like a missing one.
      if (!row) throw notFound(serverMessages.plantNotFound);
      await audit(tx, { actorUserId, clientId, action: 'plant.updated', details: { plantId: id } });
      return toPlant(row);
    });
  }
}
