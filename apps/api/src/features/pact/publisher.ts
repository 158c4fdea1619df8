import {
  type PactPublication,
  type PactPublishBody,
  type PactPublishResult,
  pactMessages,
} from '@pharmatrace/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { clients, plants, projects, projectVersions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ClientAuth } from '../../plugins/auth';
import type { ProjectStore } from '../projects';
import type { PactConnections } from './connections';
import { type FootprintContent, mapFootprint, pcfFiguresOf } from './footprint-mapping';
import type { FootprintRow, PactFootprintStore } from './footprint-store';
import type { PactInbox } from './requests';

type ProjectRow = typeof projects.$inferSelect;

/** JSON with its keys sorted: JSONB keeps keys in an order of its own, so compare this. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** What a stored footprint says, less what each version has of its own. */
function contentOf(row: FootprintRow): FootprintContent {
  const { id: _id, created: _created, precedingPfIds: _preceding, ...content } = row.document;
  return content;
}

/** Plant ids a footprint names: its second part's plants and the route tree's manufacturers. */
function plantIdsOf(document: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const id of Array.isArray(document.plants) ? document.plants : []) {
    if (typeof id === 'string') ids.add(id);
  }
  const stack: unknown[] = [document.tree];
  while (stack.length > 0 && ids.size < 1000) {
    const node = stack.pop() as { manufacturers?: { plantId?: unknown }[]; children?: unknown[] } | null;
    if (!node || typeof node !== 'object') continue;
    for (const m of node.manufacturers ?? []) if (typeof m.plantId === 'string') ids.add(m.plantId);
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return [...ids];
}

/**
 * 'Publish over PACT' (issue #24): a completed footprint with its result becomes a PACT
 * ProductFootprint that every live connection of the client can read. Publishing again after the
 * footprint changed (its result was corrected, a product code was given) writes a new version
 * naming the previous ones in `precedingPfIds` and deprecates the old one; publishing again with
 * nothing changed writes nothing. Publishing a project started from a request fulfils it.
 */
export class PactPublisher {
  constructor(
    private readonly db: Database,
    private readonly projects: ProjectStore,
    private readonly footprints: PactFootprintStore,
    private readonly connections: PactConnections,
    private readonly inbox: PactInbox,
    private readonly callbackQueued: () => void,
  ) {}

  async publish(auth: ClientAuth, projectId: string, body: PactPublishBody): Promise<PactPublishResult> {
    let fulfilled = false;
    const result = await this.db.transaction(async (tx) => {
      const project = await this.projects.findOwned(tx, auth.clientId, 'CARBON', projectId, true);
      const active = await this.footprints.active(tx, project.id, true);
      const productCode =
        body?.productCode !== undefined ? body.productCode || null : (active?.productCode ?? null);
      const written = await this.writeIfChanged(tx, project, active, productCode, auth.userId);
      if (written) {
        await audit(tx, {
          actorUserId: auth.userId,
          clientId: auth.clientId,
          projectId: project.id,
          action: 'pact.footprint_published',
          details: { footprintId: written.id, precedingPfId: active?.id ?? null },
        });
        fulfilled = await this.inbox.fulfilForProject(tx, project.id, written);
      }
      return { ...(await this.publicationIn(tx, auth.clientId, project.id)), isNewVersion: Boolean(written) };
    });
    if (fulfilled) this.callbackQueued();
    return result;
  }

  /** The project's publication, for its panel; 404 for another client's project. */
  async publication(clientId: string, projectId: string): Promise<PactPublication> {
    return this.db.transaction(async (tx) => {
      await this.projects.findOwned(tx, clientId, 'CARBON', projectId);
      return this.publicationIn(tx, clientId, projectId);
    });
  }

  /**
   * A published footprint whose result changed (staff corrected it) is published again in the
   * same transaction: a new version, the old one deprecated. Nothing for a footprint never
   * published. Called by the footprint-result write (app.ts wires it).
   */
  async republishIfPublished(tx: Transaction, projectId: string, actorUserId: string | null): Promise<void> {
    const active = await this.footprints.active(tx, projectId, true);
    if (!active) return;
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project || project.deletedAt) return;
    const written = await this.writeIfChanged(tx, project, active, active.productCode, actorUserId);
    if (written) {
      await audit(tx, {
        actorUserId,
        clientId: project.clientId,
        projectId,
        action: 'pact.footprint_republished',
        details: { footprintId: written.id, precedingPfId: active.id },
      });
    }
  }

  private async publicationIn(
    tx: Transaction,
    clientId: string,
    projectId: string,
  ): Promise<PactPublication> {
    const active = await this.footprints.active(tx, projectId);
    return {
      footprintId: active?.id ?? null,
      publishedAt: active?.createdAt.toISOString() ?? null,
      versions: await this.footprints.versionCount(tx, projectId),
      connections: await this.connections.countLive(tx, clientId),
      productCode: active?.productCode ?? null,
    };
  }

  /** Maps the project; writes a version only if it differs from the active one. */
  private async writeIfChanged(
    tx: Transaction,
    project: ProjectRow,
    active: FootprintRow | undefined,
    productCode: string | null,
    userId: string | null,
  ): Promise<FootprintRow | undefined> {
    const figures = pcfFiguresOf(project);
    if (project.kind !== 'CARBON' || project.status !== 'COMPLETED' || !figures) {
      throw new AppError('CONFLICT', pactMessages.publishNeedsCompletedFootprint);
    }
    const [client] = await tx
      .select({ companyName: clients.companyName, email: clients.email })
      .from(clients)
      .where(eq(clients.id, project.clientId));
    if (!client) throw notFound(pactMessages.footprintNotFound);
    const plantIds = plantIdsOf(project.document).filter((id) => id.length <= 100);
    const years =
      plantIds.length === 0
        ? []
        : await tx
            .select({ year: plants.reportingYear })
            .from(plants)
            .where(and(eq(plants.clientId, project.clientId), inArray(plants.id, plantIds)));
    const [completion] = await tx
      .select({ at: projectVersions.createdAt })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.statusAfter, 'COMPLETED')))
      .orderBy(desc(projectVersions.createdAt))
      .limit(1);
    const { content, filters } = mapFootprint({
      projectId: project.id,
      clientId: project.clientId,
      companyName: client.companyName,
      clientEmail: client.email,
      productName: project.name,
      document: project.document,
      figures,
      plantYears: years.map((r) => r.year).filter((y): y is number => y !== null),
      completedAt: completion?.at ?? project.updatedAt,
      productCode,
    });
    if (active && active.productCode === productCode && canonical(contentOf(active)) === canonical(content)) {
      return undefined;
    }
    return this.footprints.writeVersion(tx, {
      clientId: project.clientId,
      projectId: project.id,
      previous: active,
      content,
      filters,
      productCode,
      publishedByUserId: userId,
    });
  }
}
