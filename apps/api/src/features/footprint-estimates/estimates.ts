import {
  adoptedResultOf,
  adoptionStatuses,
  defaultLocale,
  estimateStatuses,
  type FootprintEstimate,
  type FootprintResultDetail,
  footprintEstimateMessages,
  type Locale,
  MAX_SECOND_PART_ROWS,
  massBalanceMessages,
  type ProjectStatus,
  secondPartRowCount,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { estimateForClient, estimateIn, type PhrasedEstimate } from '@pharmatrace/footprint';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { projects } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { CpuPool } from '../../lib/cpu-pool';
import { isUuid } from '../../lib/ids';
import type { AuthContext, ClientAuth } from '../../plugins/auth';
import { isFootprintPanelEnabled } from '../accounts';
import type { PlantService } from '../plants';
import { footprintDetailOf } from '../project-documents';
import { findProject } from '../projects';
import { estimateCache } from './estimate-cache';
import { assertEstimateInRange, ESTIMATE_OUT_OF_RANGE } from './estimate-range';
import type { FactorLibraryStore } from './factor-library';

type ProjectRow = typeof projects.$inferSelect;

/**
 * A cap on one estimate's normal draws (the method's `maxDraws`): 30 million, about half a second
 * of a core, is 200,000 iterations for a route of up to 150 uncertain lines; a larger (or hostile)
 * document runs fewer iterations, and its answer says how many (decision 0030).
 */
export const MAX_DRAWS_PER_ESTIMATE = 30_000_000;

const secondPartTooLarge = () =>
  new AppError('CONFLICT', massBalanceMessages.tooManyLines, { detailCode: 'SECOND_PART_TOO_LARGE' });

/**
 * The preliminary footprint of a client's footprint (issue #23): computed by the method of
 * @pharmatrace/footprint from the stored document, the client's plants and the factor library in
 * use; kept per process while none of those change. Clients get the client's view of it (no
 * factor values, the provider's licensed factors unnamed).
 */
export class FootprintEstimates {
  /**
   * Estimates as computed, in no language (each answer says its gaps and warnings in the
   * reader's), by project revision, plants and library version; bounded in bytes.
   */
  private readonly cache = estimateCache();
  /** Estimates being computed, by the same key: concurrent requests for one wait for one task. */
  private readonly computing = new Map<string, Promise<PhrasedEstimate>>();

  constructor(
    private readonly db: Database,
    private readonly library: FactorLibraryStore,
    private readonly plants: PlantService,
    /** The worker threads an estimate runs in, off the event loop (issue #35). */
    private readonly cpu: CpuPool,
    /**
     * Called in the transaction that adopted an estimate as the result: a footprint published over
     * PACT gets its new version there (issue #24; app.ts wires the PACT publisher).
     */
    private readonly onFootprintResultChanged?: (
      tx: Transaction,
      projectId: string,
      actorUserId: string,
    ) => Promise<void>,
  ) {}

  /** A footprint by id: the caller's own when `clientId` is given (another client's is a 404). */
  private async find(q: Queryable, id: string, clientId?: string, lock = false): Promise<ProjectRow> {
    return findProject(q, 'CARBON', id, { clientId, lock });
  }

  /** The estimate of a stored footprint, computed for `caller` (see CpuPool.run) or kept. */
  private async compute(row: ProjectRow, caller: string): Promise<PhrasedEstimate> {
    if (!(estimateStatuses as readonly ProjectStatus[]).includes(row.status)) {
      throw new AppError('CONFLICT', footprintEstimateMessages.notAvailable, {
        detailCode: 'NO_SECOND_PART',
      });
    }
    const [plants, factors] = await Promise.all([this.plants.list(row.clientId), this.library.current()]);
    const key = [
      row.id,
      row.revision,
      row.updatedAt.toISOString(),
      factors.version,
      ...plants.map((p) => `${p.id}@${p.updatedAt}`),
    ].join('|');
    const cached = this.cache.get(key) ?? this.computing.get(key);
    if (cached) return cached;
    const computing = this.run(row, plants, factors.version, caller).finally(() =>
      this.computing.delete(key),
    );
    this.computing.set(key, computing);
    const estimate = await computing;
    this.cache.set(key, estimate);
    return estimate;
  }

  /** One estimate in a worker thread. */
  private async run(
    row: ProjectRow,
    plants: Awaited<ReturnType<PlantService['list']>>,
    libraryVersion: string,
    caller: string,
  ): Promise<PhrasedEstimate> {
    const document = row.document;
    // A second part stored before its lines were bounded (issue #35) is refused here, before it is
    // copied to a thread; the method refuses it too ('tooLarge' below). The reader is told the
    // bound, as a save would be.
    if (secondPartRowCount(document.substances) > MAX_SECOND_PART_ROWS) throw secondPartTooLarge();
    const task = {
      input: {
        document: {
          tree: document.tree as TreeNodeDraft | undefined,
          substances: Array.isArray(document.substances) ? document.substances : [],
          productionCountry:
            typeof document.productionCountry === 'string' ? document.productionCountry : null,
        },
        plants,
      },
      libraryVersion,
      maxDraws: MAX_DRAWS_PER_ESTIMATE,
    };
    let outcome = await this.cpu.run(caller, 'estimate', task);
    // The thread had not read this library yet: it crosses once, as JSON, with the same task.
    if ('needLibrary' in outcome)
      outcome = await this.cpu.run(caller, 'estimate', {
        ...task,
        libraryJson: await this.library.json(libraryVersion),
      });
    if ('needLibrary' in outcome) throw new Error('a worker thread did not read the factor library');
    if ('tooLarge' in outcome) throw secondPartTooLarge();
    // Neither answered nor adopted, nor cached, unless every figure is finite and in range (issue #35).
    assertEstimateInRange(outcome.estimate);
    return outcome.estimate;
  }

  /**
   * GET carbon/{id}/estimate: the caller's own footprint (main user or sub-user), in a status with
   * a second part (409 before), unless staff turned the account's estimate off (403).
   */
  async forClient(auth: ClientAuth, id: string, locale: Locale = defaultLocale): Promise<FootprintEstimate> {
    const row = await this.find(this.db, id, auth.clientId);
    if (!(await isFootprintPanelEnabled(this.db, auth.clientId)))
      throw forbidden(footprintEstimateMessages.panelOff);
    return estimateIn(locale, estimateForClient(await this.compute(row, auth.clientId)));
  }

  /** GET admin/carbon/{id}/estimate: any client's footprint, with the factors used. */
  async forStaff(auth: AuthContext, id: string, locale: Locale = defaultLocale): Promise<FootprintEstimate> {
    return estimateIn(locale, await this.compute(await this.find(this.db, id), auth.userId));
  }

  /** The estimate staff's own result is compared with, or null where there is none (issue #23). */
  async forComparison(id: string): Promise<FootprintEstimate | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.kind, 'CARBON'), isNull(projects.deletedAt)));
    if (!row || !(estimateStatuses as readonly ProjectStatus[]).includes(row.status)) return null;
    // Computed for the staff screen that asks (the client's own share is not spent on it).
    const estimate = await this.compute(row, `comparison:${row.clientId}`).catch((err: unknown) => {
      if (err instanceof AppError && err.extra.detailCode === ESTIMATE_OUT_OF_RANGE) return null;
      throw err;
    });
    return estimate && estimate.byReaction.length > 0 ? estimateIn(defaultLocale, estimate) : null;
  }

  /**
   * GET carbon/{id}/result: the result of the caller's completed footprint and what it rests on,
   * or null. Staff's reason for a figure of their own is an internal note (it may name licensed
   * data): the client is told the figure is the team's, not why.
   */
  async resultForClient(auth: ClientAuth, id: string): Promise<FootprintResultDetail | null> {
    const row = await this.find(this.db, id, auth.clientId);
    if (row.status !== 'COMPLETED' || row.footprintValue === null) return null;
    const detail = footprintDetailOf(row);
    if (detail) return { ...detail, reason: null };
    return {
      value: row.footprintValue,
      uncertainty: row.footprintUncertainty ?? 0,
      unit: 'kgCO2e/kg',
      origin: 'STAFF',
      reason: null,
      methodVersion: null,
      factorLibraryVersion: null,
      setAt: row.updatedAt.toISOString(),
      estimate: null,
    };
  }

  /**
   * POST admin/carbon/{id}/estimate/adopt: the estimate becomes the footprint's result (value and
   * uncertainty, rounded as measurements are written), with its summary, method and library
   * versions, in one transaction with its audit row. While the second part is under review or
   * once completed (409 otherwise); a footprint changed while its estimate was computed is a 409
   * too, so that what is adopted is what was computed.
   */
  async adopt(auth: AuthContext, id: string): Promise<FootprintResultDetail> {
    const before = await this.find(this.db, id);
    if (!(adoptionStatuses as readonly ProjectStatus[]).includes(before.status)) {
      throw new AppError('CONFLICT', footprintEstimateMessages.adoptNeedsReview, {
        detailCode: 'NOT_IN_REVIEW',
      });
    }
    const estimate = await this.compute(before, auth.userId);
    if (estimate.byReaction.length === 0) {
      throw new AppError('CONFLICT', footprintEstimateMessages.nothingToAdopt, {
        detailCode: 'NOTHING_TO_ADOPT',
      });
    }
    return this.db.transaction(async (tx) => {
      const current = await this.find(tx, id, undefined, true);
      if (current.revision !== before.revision || current.status !== before.status) {
        throw new AppError('CONFLICT', footprintEstimateMessages.changedWhileAdopting, {
          detailCode: 'CHANGED_WHILE_ADOPTING',
        });
      }
      // Rounded as the adopt dialog showed it: the result keeps the digits staff saw (issue #36).
      // Its breakdowns are the client's (licensed lines at their band, decision 0067): the stored
      // summary is what the client's completed view and the PACT record show.
      const detail = adoptedResultOf(estimateForClient(estimate), new Date().toISOString());
      const result = { value: detail.value, uncertainty: detail.uncertainty };
      await tx
        .update(projects)
        .set({
          footprintValue: result.value,
          footprintUncertainty: result.uncertainty,
          footprintDetails: detail,
          updatedAt: sql`now()`,
        })
        .where(eq(projects.id, current.id));
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: current.clientId,
        projectId: current.id,
        action: 'project.footprint_estimate_adopted',
        details: {
          name: current.name,
          before:
            current.footprintValue === null
              ? null
              : { value: current.footprintValue, uncertainty: current.footprintUncertainty },
          after: result,
          unit: 'kgCO2e/kg',
          methodVersion: estimate.methodVersion,
          factorLibraryVersion: estimate.factorLibraryVersion,
          iterations: estimate.iterations,
          primaryDataShare: estimate.primaryDataShare,
        },
      });
      await this.onFootprintResultChanged?.(tx, current.id, auth.userId);
      return detail;
    });
  }
}
