import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResult,
  appPaths,
  type createPasswordSubUserSchema,
  type createSubUserSchema,
  type SubUser,
  serverMessages,
} from '@pharmatrace/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { clients, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { isUuid } from '../../lib/ids';
import { enqueueMail } from '../../mail/outbox';
import { invitationMail, invitationToExistingAccountMail } from '../../mail/templates';
import type { AuthContext, ClientAuth } from '../../plugins/auth';
import { checkCode } from './codes';
import { hashPassword } from './passwords';
import type { AuthServiceDeps } from './service';
import { startSession } from './sessions';
import { chosenPasswordValues, findUserByEmail } from './users';

/** An invited sub-user's temporary password expires after this long. */
const TEMPORARY_PASSWORD_DAYS = 7;

/**
 * A main user's sub-users (spec 000 §4, spec 001 §8): invitation with a temporary password, the
 * first-login password, the list and deletion. Split from AuthService (issue #26).
 */
export class SubUserService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  async isSubUser(auth: AuthContext): Promise<{ isSubUser: boolean }> {
    return { isSubUser: auth.role === 'SUB' };
  }

  async createPasswordForSubUser(
    input: z.output<typeof createPasswordSubUserSchema>,
  ): Promise<AuthenticationResult> {
    const user = await findUserByEmail(this.db, input.email);
    const result = user?.mustChangePassword
      ? await checkCode(this.db, this.deps.tokens, user.id, 'CHALLENGE', input.challengeSession)
      : 'expired';
    if (!user || result !== 'ok') throw badRequest(serverMessages.invalidSession);
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      await tx.update(users).set(chosenPasswordValues(passwordHash)).where(eq(users.id, user.id));
      await audit(tx, { actorUserId: user.id, clientId: user.clientId, action: 'subuser.password_created' });
      return startSession(tx, this.deps.tokens, user, false);
    });
  }

  /**
   * Spec 001 §8: 'Email taken' when the address is already one of the caller's own users (they
   * see those in their list). An address with an account elsewhere gets the same answer as a new
   * one, after the same work (a password hash, one transaction), so no main user can learn who has
   * an account; no account is created, and the address's owner is told (docs/security.md).
   */
  async createSubUser(auth: ClientAuth, input: z.output<typeof createSubUserSchema>): Promise<SubUser> {
    await this.deps.limits.mailsByAddress.consume(input.email);
    const temporaryPassword = this.deps.tokens.newTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const existing = await findUserByEmail(this.db, input.email);
    if (existing?.clientId === auth.clientId) throw conflict(serverMessages.emailTaken);
    if (existing) return this.tellOwnerOfInvitation(auth, input, existing);
    try {
      const created = await this.db.transaction(async (tx) => {
        const [client] = await tx
          .select({ companyName: clients.companyName })
          .from(clients)
          .where(eq(clients.id, auth.clientId));
        if (!client) throw notFound();
        // Issue #27: the invited user starts in the inviter's language (and can change it).
        const [inviter] = await tx
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, auth.userId));
        const language = inviter?.language ?? 'en';
        const [user] = await tx
          .insert(users)
          .values({
            clientId: auth.clientId,
            role: 'SUB',
            email: input.email,
            name: input.name,
            function: input.function,
            passwordHash,
            mustChangePassword: true,
            language,
            temporaryPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_DAYS * 86_400_000),
          })
          .returning();
        await enqueueMail(
          tx,
          input.email,
          invitationMail(
            {
              name: input.name,
              inviterCompany: client.companyName,
              email: input.email,
              temporaryPassword,
              link: `${this.deps.publicUrl}${appPaths.login()}`,
            },
            language,
          ),
        );
        await audit(tx, {
          actorUserId: auth.userId,
          clientId: auth.clientId,
          action: 'subuser.created',
          details: { subUserId: user!.id },
        });
        return user!;
      });
      this.deps.mailQueued();
      return toSubUser(created);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(serverMessages.emailTaken);
      throw err;
    }
  }

  private async tellOwnerOfInvitation(
    auth: ClientAuth,
    input: z.output<typeof createSubUserSchema>,
    owner: typeof users.$inferSelect,
  ): Promise<SubUser> {
    await this.db.transaction(async (tx) => {
      const [client] = await tx
        .select({ companyName: clients.companyName })
        .from(clients)
        .where(eq(clients.id, auth.clientId));
      if (!client) throw notFound();
      await enqueueMail(
        tx,
        owner.email,
        invitationToExistingAccountMail(
          { name: owner.name, inviterCompany: client.companyName },
          owner.language,
        ),
      );
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: auth.clientId,
        action: 'subuser.invitation_to_existing_account',
        details: { userId: owner.id },
      });
    });
    this.deps.mailQueued();
    return {
      id: randomUUID(),
      name: input.name,
      email: input.email,
      function: input.function,
      isSubUser: true,
      confirmed: false,
    };
  }

  async listSubUsers(auth: ClientAuth): Promise<SubUser[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(and(eq(users.clientId, auth.clientId), eq(users.role, 'SUB')))
      .orderBy(users.name);
    return rows.map(toSubUser);
  }

  /** Deleting the user cascades to its sessions, so its tokens stop working at once. */
  async deleteSubUser(auth: ClientAuth, subUserId: string): Promise<void> {
    if (!isUuid(subUserId)) throw notFound(serverMessages.userNotFound);
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.id, subUserId), eq(users.clientId, auth.clientId), eq(users.role, 'SUB')))
        .returning({ id: users.id, email: users.email });
      // Another client's user, a main user or an unknown id all look the same: not found.
      if (deleted.length === 0) throw notFound(serverMessages.userNotFound);
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: auth.clientId,
        action: 'subuser.deleted',
        details: { subUserId },
      });
    });
    this.deps.sessions.dropUser(subUserId);
  }
}

function toSubUser(row: typeof users.$inferSelect): SubUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    function: row.function,
    isSubUser: true,
    confirmed: !row.mustChangePassword,
  };
}
