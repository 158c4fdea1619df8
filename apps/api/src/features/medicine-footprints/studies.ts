import {
  defaultLocale,
  type Locale,
  type MedicineFootprintDocument,
  type MedicineFootprintEstimate,
  medicineFootprintDocumentShape,
  medicineFootprintEstimateSchema,
  medicineStrength,
  normalizeMedicineName,
  sayPhrase,
} from '@pharmatrace/domain';
import type { PhrasedMedicineEstimate } from '@pharmatrace/footprint';
import { eq, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../../db/client';
import { medicineStudyResults, medicines, type projects } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { CpuPool } from '../../lib/cpu-pool';
import type { AuthContext, ClientAuth } from '../../plugins/auth';
import type { FactorLibraryStore } from '../footprint-estimates';
import { announceMedicinesChanged } from '../medicines';
import type { PlantService } from '../plants';
import { findProject } from '../projects';
import { type LinkedFootprint, linkedFootprints } from './api-footprints';

type ProjectRow = typeof projects.$inferSelect;

const conflict = (message: string, detailCode: string) => new AppError('CONFLICT', message, { detailCode });

/** The statuses in which staff may adopt a study's estimate: under review, or completed. */
const ADOPTION_STATUSES: readonly string[] = ['ONGOING', 'CHECK', 'COMPLETED'];

export const medicineStudyMessages = {
  adoptNeedsReview: 'A study’s estimate is adopted once the client has submitted it',
  notCompleted: 'Only a completed study is published into the medicine database',
  notAdopted: 'Adopt the study’s estimate before publishing it',
  noCodes: 'Give the study’s CIS or CIP13 codes before publishing it',
  changedWhileAdopting: 'The study changed while its estimate was computed: adopt again',
} as const;

/** What the 'score carbone' sheet of a study is made of (score-sheet.ts renders it). */
export interface StudySheetData {
  name: string;
  status: string;
  updatedAt: Date;
  document: MedicineFootprintDocument;
  /** The adopted result when there is one, else the estimate now; in the reader's language. */
  estimate: MedicineFootprintEstimate;
  adoptedAt: Date | null;
  publishedAt: Date | null;
  linked: LinkedFootprint[];
}

/** What a published study answers: the medicine rows it wrote, and when. */
export interface MedicinePublication {
  medicineIds: string[];
  publishedAt: string;
}

/**
 * The medicine footprint study's estimate, adoption and publication (issue #37). The estimate is
 * the method of @pharmatrace/footprint (medicine/), run in a worker thread (issue #35) on the
 * stored document, the client's formulation plant, the factor library in use and the ADOPTED
 * results of the API footprints its actives link to, read at every estimate (a new adopted result
 * flows through: the cache key holds each linked footprint's last change).
 */
export class MedicineStudies {
  /** Estimates as computed (in no language), by what they depend on; bounded in bytes. */
  private readonly cache = new LRUCache<string, PhrasedMedicineEstimate>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (estimate) => Math.max(1, 2 * JSON.stringify(estimate).length),
  });

  constructor(
    private readonly db: Database,
    private readonly library: FactorLibraryStore,
    private readonly plants: PlantService,
    private readonly cpu: CpuPool,
  ) {}

  /** A study by id: the caller's own when `clientId` is given (another client's is a 404). */
  private async find(q: Queryable, id: string, clientId?: string, lock = false): Promise<ProjectRow> {
    return findProject(q, 'MEDICINE', id, { clientId, lock });
  }

  /** The stored document with its defaults (every write checked it against the same shape). */
  private documentOf(row: ProjectRow): MedicineFootprintDocument {
    return medicineFootprintDocumentShape.parse(row.document) as MedicineFootprintDocument;
  }

  private async compute(row: ProjectRow, caller: string): Promise<PhrasedMedicineEstimate> {
    const document = this.documentOf(row);
    const [linked, factors] = await Promise.all([
      linkedFootprints(this.db, row.clientId, document),
      this.library.current(),
    ]);
    let plant: Awaited<ReturnType<PlantService['get']>> | null | undefined;
    if (document.plantId) plant = await this.plants.get(row.clientId, document.plantId).catch(() => null);
    const key = [
      row.id,
      row.revision,
      row.updatedAt.toISOString(),
      factors.version,
      plant ? `${plant.id}@${plant.updatedAt}` : String(plant),
      ...linked.map((l) => `${l.id}@${l.updatedAt}`),
    ].join('|');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const task = {
      document,
      apiFootprints: linked.map((l) => [l.id, l.result] as [string, typeof l.result]),
      plant,
      libraryVersion: factors.version,
    };
    let outcome = await this.cpu.run(caller, 'medicineEstimate', task);
    // The thread had not read this library yet: it crosses once, as JSON, with the same task.
    if ('needLibrary' in outcome)
      outcome = await this.cpu.run(caller, 'medicineEstimate', {
        ...task,
        libraryJson: await this.library.json(factors.version),
      });
    if ('needLibrary' in outcome) throw new Error('a worker thread did not read the factor library');
    this.cache.set(key, outcome.estimate);
    return outcome.estimate;
  }

  /** GET medicine_footprints/{id}/estimate: the caller's own study, in any status. */
  async forClient(auth: ClientAuth, id: string, locale: Locale = defaultLocale) {
    const row = await this.find(this.db, id, auth.clientId);
    return estimateIn(locale, await this.compute(row, auth.clientId));
  }

  /** GET admin/medicine_footprints/{id}/estimate: any client's study. */
  async forStaff(auth: AuthContext, id: string, locale: Locale = defaultLocale) {
    return estimateIn(locale, await this.compute(await this.find(this.db, id), auth.userId));
  }

  /**
   * POST admin/medicine_footprints/{id}/estimate/adopt: the estimate, as computed now, becomes the
   * study's result (kept with its phrases, said in each reader's language), audited. Once
   * submitted (ONGOING, CHECK) or completed; a study changed meanwhile is a 409.
   */
  async adopt(
    auth: AuthContext,
    id: string,
    locale: Locale = defaultLocale,
  ): Promise<MedicineFootprintEstimate> {
    const before = await this.find(this.db, id);
    if (!ADOPTION_STATUSES.includes(before.status))
      throw conflict(medicineStudyMessages.adoptNeedsReview, 'NOT_IN_REVIEW');
    const estimate = await this.compute(before, auth.userId);
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, id, undefined, true);
      if (current.revision !== before.revision || current.status !== before.status)
        throw conflict(medicineStudyMessages.changedWhileAdopting, 'CHANGED_WHILE_ADOPTING');
      const result = estimate as unknown as Record<string, unknown>;
      await tx
        .insert(medicineStudyResults)
        .values({ projectId: current.id, result, adoptedByUserId: auth.userId })
        .onConflictDoUpdate({
          target: medicineStudyResults.projectId,
          set: { result, adoptedAt: sql`now()`, adoptedByUserId: auth.userId },
        });
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: current.clientId,
        projectId: current.id,
        action: 'project.medicine_estimate_adopted',
        details: {
          name: current.name,
          perBox: estimate.perBox,
          unit: estimate.unit,
          methodVersion: estimate.methodVersion,
          factorLibraryVersion: estimate.factorLibraryVersion,
        },
      });
    });
    return estimateIn(locale, estimate);
  }

  /**
   * What the study's 'score carbone' sheet says (issue #37 'Screens'): the study, its adopted result
   * when staff adopted one (the verified figures, as published) else its estimate now, with the
   * dates of adoption and publication, and the API footprints its actives link to (their names and
   * adopted results). The caller's own study when `clientId` is given, any study for staff.
   */
  async sheet(caller: string, id: string, locale: Locale, clientId?: string): Promise<StudySheetData> {
    const row = await this.find(this.db, id, clientId);
    const document = this.documentOf(row);
    const [adopted, linked] = await Promise.all([
      this.adopted(this.db, row.id),
      linkedFootprints(this.db, row.clientId, document),
    ]);
    const estimate = adopted
      ? (adopted.result as unknown as PhrasedMedicineEstimate)
      : await this.compute(row, caller);
    return {
      name: row.name,
      status: row.status,
      updatedAt: row.updatedAt,
      document,
      estimate: estimateIn(locale, estimate),
      adoptedAt: adopted?.adoptedAt ?? null,
      publishedAt: adopted?.publishedAt ?? null,
      linked,
    };
  }

  /** The adopted result of a study, or null. */
  async adopted(q: Queryable, projectId: string) {
    const [row] = await q
      .select()
      .from(medicineStudyResults)
      .where(eq(medicineStudyResults.projectId, projectId));
    return row ?? null;
  }

  /**
   * POST admin/medicine_footprints/{id}/publish (issue #37, decision 0064): a completed study's
   * adopted result is written into the medicine database for its CIS and CIP13 codes. The rows of
   * those codes are updated in place (so that every reader, the product page, the searches, the
   * purchases match and the tenders' proposals, reads the study's figures); where the database has
   * none, the study adds its own row. Each says source 'study', with the study's date, method
   * version, interval and id. One transaction, audited; the autocomplete of every instance is told.
   */
  async publish(auth: AuthContext, id: string): Promise<MedicinePublication> {
    const outcome = await this.db.transaction(async (tx) => {
      const row = await this.find(tx, id, undefined, true);
      if (row.status !== 'COMPLETED') throw conflict(medicineStudyMessages.notCompleted, 'NOT_COMPLETED');
      const adopted = await this.adopted(tx, row.id);
      if (!adopted) throw conflict(medicineStudyMessages.notAdopted, 'NOT_ADOPTED');
      const estimate = adopted.result as unknown as PhrasedMedicineEstimate;
      const document = this.documentOf(row);
      if (!document.cis && document.cip13.length === 0)
        throw conflict(medicineStudyMessages.noCodes, 'NO_CODES');
      const figures = {
        carbon: estimate.perBox.value,
        uncertainty: estimate.perBox.uncertainty,
        carbonP2_5: estimate.perBox.p2_5,
        carbonP97_5: estimate.perBox.p97_5,
        emCreation: estimate.segments.emCreation,
        emProduction: estimate.segments.emProduction,
        emStorage: estimate.segments.emStorage,
        emEndOfLife: estimate.segments.emEndOfLife,
        source: 'study' as const,
        studyProjectId: row.id,
        studyDate: adopted.adoptedAt,
        methodVersion: estimate.methodVersion,
        updatedAt: sql`now()`,
      };
      const codes = document.cip13;
      const matches = or(
        document.cis ? eq(medicines.cis, document.cis) : undefined,
        codes.length > 0
          ? sql`${medicines.cip13} && ARRAY[${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )}]::text[]`
          : undefined,
      );
      let written = await tx.update(medicines).set(figures).where(matches).returning({ id: medicines.id });
      if (written.length === 0) {
        const inn = document.actives[0]?.name ?? null;
        written = await tx
          .insert(medicines)
          .values({
            id: `study-${row.id}`,
            name: document.name,
            smallName: document.name.split(',')[0]!.trim(),
            searchName: normalizeMedicineName(document.name),
            inn,
            form: document.form === 'TABLET' ? 'comprimé' : document.form === 'CAPSULE' ? 'gélule' : null,
            cis: document.cis ?? null,
            cip13: codes,
            strength: medicineStrength(document.name),
            ...figures,
          })
          .onConflictDoUpdate({ target: medicines.id, set: figures })
          .returning({ id: medicines.id });
      }
      const [published] = await tx
        .update(medicineStudyResults)
        .set({ publishedAt: sql`now()` })
        .where(eq(medicineStudyResults.projectId, row.id))
        .returning({ publishedAt: medicineStudyResults.publishedAt });
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: row.clientId,
        projectId: row.id,
        action: 'project.medicine_published',
        details: { name: row.name, medicineIds: written.map((w) => w.id), carbon: figures.carbon },
      });
      await announceMedicinesChanged(tx);
      return { medicineIds: written.map((w) => w.id), publishedAt: published!.publishedAt!.toISOString() };
    });
    return outcome;
  }
}

/** The estimate in a language: its gaps and warnings said from their phrases, bounded as the schema is. */
export function estimateIn(locale: Locale, estimate: PhrasedMedicineEstimate): MedicineFootprintEstimate {
  return medicineFootprintEstimateSchema.parse({
    ...estimate,
    dataGaps: estimate.dataGaps
      .slice(0, 200)
      .map(({ phrase, ...gap }) => ({ ...gap, message: sayPhrase(locale, phrase) })),
    warnings: estimate.warnings
      .slice(0, 200)
      .map(({ phrase, ...warning }) => ({ ...warning, message: sayPhrase(locale, phrase) })),
  });
}
