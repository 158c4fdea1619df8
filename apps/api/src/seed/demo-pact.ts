import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pactConnections, pactRequests, projects } from '../db/schema';
import { hashConnectionSecret } from '../features/pact/connections';
import type { ClientAuth } from '../plugins/auth';
import { demoPactConnection } from './demo-accounts';

/**
 * The demo client's PACT exchange (issue #24): its completed footprint with a result published
 * (with a product code), a connection with the fixed demo credentials (README), and a request
 * that waits in the 'Footprint requests' inbox. The connection's callback host is a reserved
 * `.example` name: an answer to the request is queued and retried, then shown as not delivered.
 */
export async function seedDemoPact(app: FastifyInstance, main: Omit<ClientAuth, 'sessionId' | 'role'>) {
  const auth: ClientAuth = { ...main, sessionId: 'demo-seed', role: 'MAIN' };
  const { connections, publisher } = app.services.pact;
  const completed = await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, auth.clientId),
        eq(projects.kind, 'CARBON'),
        eq(projects.status, 'COMPLETED'),
        isNotNull(projects.footprintValue),
      ),
    );
  for (const project of completed) {
    await publisher.publish(auth, project.id, { productCode: 'IBU-API-01' });
  }
  const created = await connections.create(auth, {
    name: demoPactConnection.name,
    callback: {
      apiUrl: 'https://pact.hopitaux-reunis.example',
      clientId: 'pharmatrace-demo',
      clientSecret: 'secret-the-customer-gave',
    },
  });
  await app.db
    .update(pactConnections)
    .set({
      clientKey: demoPactConnection.clientId,
      secretHash: hashConnectionSecret(demoPactConnection.clientSecret),
    })
    .where(eq(pactConnections.id, created.id));
  await app.db.insert(pactRequests).values({
    clientId: auth.clientId,
    connectionId: created.id,
    eventId: 'demo-request-omeprazole',
    source: 'https://pact.hopitaux-reunis.example/3/events',
    // Omeprazole, CAS 73590-58-6 (the demo's footprint under review: not the published one).
    criteria: { productId: ['urn:pact:cas.org:substance-number:73590-58-6'] },
    comment: 'For our 2026 tender: the cradle-to-gate footprint of your omeprazole API, please.',
  });
}
