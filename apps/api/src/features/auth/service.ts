import {
  type AuthenticationResult,
  type CodeDeliveryResponse,
  type changePasswordSchema,
  type createPasswordSubUserSchema,
  type createSubUserSchema,
  type LoginResponse,
  type loginSchema,
  type registerSchema,
  type resetPasswordSchema,
  type SubUser,
  serverMessages,
} from '@pharmatrace/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clients, oneTimeCodes, users } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { isUuid } from '../../lib/ids';
import { enqueueMail } from '../../mail/outbox';
import { confirmationMail, invitationMail, passwordChangedMail, resetCodeMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { checkCode, isLatestConsumedCode, issueCode } from './codes';
import { maskEmail } from './mask-email';
import { hashPassword, verifyPassword } from './passwords';
import {
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from './sessions';
import { AuthThrottle } from './throttle';
import type { TokenService } from './tokens';

/** An invited sub-user's temporary password expires after this long. */
const TEMPORARY_PASSWORD_DAYS = 7;

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenService;
  throttle: AuthThrottle;
  publicUrl: string;
  /** Called after a transaction queued e-mail, so it goes out now rather than at the next poll. */
  mailQueued: () => void;
}

/** Every account and session flow of spec 000 §4 and issue #3. Handlers stay thin; rules live here. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private findUserByEmail(email: string) {
    return this.db
      .select()
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .then((rows) => rows[0]);
  }

  private link(path: string) {
    return `${this.deps.publicUrl}${path}`;
  }

  // ---- registration and confirmation ----

  async register(input: z.output<typeof registerSchema>): Promise<{ message: string; destination: string }> {
    if (await this.findUserByEmail(input.email)) throw conflict(serverMessages.emailTaken);
    const code = this.deps.tokens.newSixDigitCode();
    const passwordHash = await hashPassword(input.password);
    try {
      await this.db.transaction(async (tx) => {
        const [client] = await tx
          .insert(clients)
          .values({
            companyName: input.companyName,
            contactName: input.contactName,
            phone: input.phone,
            email: input.email,
            companyLegalName: input.companylegalName,
            addressLine1: input.addressLine1,
            addressLine2: input.addressLine2,
            addressLine3: input.addressLine3,
            accountType: input.accountType,
            acceptedTermsAt: new Date(),
          })
          .returning({ id: clients.id });
        const [user] = await tx
          .insert(users)
          .values({
            clientId: client!.id,
            role: 'MAIN',
            email: input.email,
            name: input.contactName,
            passwordHash,
          })
          .returning({ id: users.id });
        await issueCode(tx, this.deps.tokens, user!.id, 'CONFIRM', code);
        await enqueueMail(
          tx,
          input.email,
          confirmationMail({
            name: input.contactName,
            code,
            link: this.link(`/confirm_user/${encodeURIComponent(input.email)}/${code}`),
          }),
        );
        await audit(tx, {
          actorUserId: user!.id,
          clientId: client!.id,
          action: 'client.registered',
          details: { accountType: input.accountType },
        });
      });
    } catch (err) {
      // Two registrations racing for one e-mail: the unique index decides.
      if (isUniqueViolation(err)) throw conflict(serverMessages.emailTaken);
      throw err;
    }
    this.deps.mailQueued();
    return {
      message: 'Account created, a confirmation e-mail was sent.',
      destination: maskEmail(input.email),
    };
  }

  async confirmUser(email: string, code: string): Promise<{ message: string }> {
    const user = await this.findUserByEmail(email);
    const failure = () => badRequest(serverMessages.expiredCode);
    if (!user) throw failure();
    if (user.confirmedAt) {
      // A second click on the same link is not an error for the person clicking it.
      if (await isLatestConsumedCode(this.db, this.deps.tokens, user.id, 'CONFIRM', code.trim()))
        return { message: 'Account already confirmed.' };
      throw failure();
    }
    const result = await checkCode(this.db, this.deps.tokens, user.id, 'CONFIRM', code.trim());
    if (result === 'mismatch') throw badRequest(serverMessages.invalidCode);
    if (result === 'expired') throw failure();
    await this.db
      .update(users)
      .set({ confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return { message: 'Account confirmed.' };
  }

  // ---- login and sessions ----

  async login(input: z.output<typeof loginSchema>, ip: string): Promise<LoginResponse> {
    const keys = [AuthThrottle.accountKey(input.email), AuthThrottle.ipKey(ip)];
    await this.deps.throttle.assertAllowed(keys);
    const user = await this.findUserByEmail(input.email);
    // Always verify a hash, even for an unknown e-mail: same answer, similar time.
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) {
      await this.deps.throttle.recordFailure(keys);
      throw badRequest(serverMessages.incorrectCredentials);
    }
    await this.deps.throttle.reset([keys[0]!]);

    if (user.mustChangePassword) {
      if (user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt.getTime() < Date.now()) {
        throw badRequest('Temporary password has expired and must be reset by an administrator.');
      }
      const session = this.deps.tokens.newRefreshToken();
      await issueCode(this.db, this.deps.tokens, user.id, 'CHALLENGE', session);
      return { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: session };
    }
    if (!user.confirmedAt) {
      await this.resendConfirmationIfNeeded(user.id, user.email, user.name);
      throw badRequest(serverMessages.userNotConfirmed);
    }
    const result = await startSession(this.db, this.deps.tokens, user, input.keepLogged);
    return { AuthenticationResult: result };
  }

  /** An unconfirmed user whose code has expired gets a fresh confirmation e-mail on login. */
  private async resendConfirmationIfNeeded(userId: string, email: string, name: string) {
    const [live] = await this.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, 'CONFIRM'),
          sql`${oneTimeCodes.consumedAt} is null`,
          sql`${oneTimeCodes.expiresAt} > now()`,
          sql`${oneTimeCodes.failedAttempts} < 5`,
        ),
      )
      .limit(1);
    if (live) return;
    const code = this.deps.tokens.newSixDigitCode();
    await this.db.transaction(async (tx) => {
      await issueCode(tx, this.deps.tokens, userId, 'CONFIRM', code);
      await enqueueMail(
        tx,
        email,
        confirmationMail({
          name,
          code,
          link: this.link(`/confirm_user/${encodeURIComponent(email)}/${code}`),
        }),
      );
    });
    this.deps.mailQueued();
  }

  refresh(refreshToken: string): Promise<AuthenticationResult> {
    return rotateRefreshToken(this.db, this.deps.tokens, refreshToken);
  }

  /** Ends the session named by the refresh token, or else the caller's current one. */
  async logout(refreshToken: string | undefined, auth: AuthContext | null): Promise<void> {
    const sessionId = refreshToken
      ? await sessionOfRefreshToken(this.db, this.deps.tokens, refreshToken)
      : (auth?.sessionId ?? null);
    if (sessionId) await revokeSession(this.db, sessionId, 'logout');
  }

  // ---- passwords ----

  /** Same answer for known and unknown e-mails (no account enumeration). */
  async forgotPassword(email: string, ip: string): Promise<CodeDeliveryResponse> {
    // Each request counts: it stops a script from flooding someone's mailbox.
    const keys = [`forgot:${email}`, AuthThrottle.ipKey(ip)];
    await this.deps.throttle.assertAllowed(keys);
    await this.deps.throttle.recordFailure(keys);
    const user = await this.findUserByEmail(email);
    if (user && user.role !== 'STAFF') {
      const code = this.deps.tokens.newSixDigitCode();
      await this.db.transaction(async (tx) => {
        await issueCode(tx, this.deps.tokens, user.id, 'RESET', code);
        await enqueueMail(
          tx,
          user.email,
          resetCodeMail({
            name: user.name,
            code,
            link: this.link(`/set_password?email=${encodeURIComponent(user.email)}`),
          }),
        );
      });
      this.deps.mailQueued();
    }
    return {
      CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    };
  }

  async resetPassword(input: z.output<typeof resetPasswordSchema>, ip: string): Promise<{ message: string }> {
    const keys = [AuthThrottle.accountKey(input.email), AuthThrottle.ipKey(ip)];
    await this.deps.throttle.assertAllowed(keys);
    const user = await this.findUserByEmail(input.email);
    const result = user
      ? await checkCode(this.db, this.deps.tokens, user.id, 'RESET', input.code)
      : 'expired';
    if (!user || result !== 'ok') {
      await this.deps.throttle.recordFailure(keys);
      throw badRequest(result === 'mismatch' ? serverMessages.invalidCode : serverMessages.expiredCode);
    }
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set(chosenPasswordValues(passwordHash)).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, 'password reset');
      await enqueueMail(
        tx,
        user.email,
        passwordChangedMail({ name: user.name, link: this.link('/forgot_password') }),
      );
      await audit(tx, { actorUserId: user.id, clientId: user.clientId, action: 'user.password_reset' });
    });
    await this.deps.throttle.reset([keys[0]!]);
    this.deps.mailQueued();
    return { message: 'Password changed.' };
  }

  async changePassword(
    auth: AuthContext,
    input: z.output<typeof changePasswordSchema>,
  ): Promise<{ message: string }> {
    const keys = [AuthThrottle.accountKey(auth.email)];
    await this.deps.throttle.assertAllowed(keys);
    const [user] = await this.db.select().from(users).where(eq(users.id, auth.userId));
    if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
      await this.deps.throttle.recordFailure(keys);
      throw badRequest(serverMessages.incorrectCredentials);
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, 'password changed', auth.sessionId);
      await enqueueMail(
        tx,
        user.email,
        passwordChangedMail({ name: user.name, link: this.link('/forgot_password') }),
      );
      await audit(tx, { actorUserId: user.id, clientId: user.clientId, action: 'user.password_changed' });
    });
    this.deps.mailQueued();
    return { message: 'Password changed.' };
  }

  // ---- sub-users ----

  async isSubUser(auth: AuthContext): Promise<{ isSubUser: boolean }> {
    return { isSubUser: auth.role === 'SUB' };
  }

  async createPasswordForSubUser(
    input: z.output<typeof createPasswordSubUserSchema>,
  ): Promise<AuthenticationResult> {
    const user = await this.findUserByEmail(input.email);
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

  async createSubUser(auth: AuthContext, input: z.output<typeof createSubUserSchema>): Promise<SubUser> {
    if (await this.findUserByEmail(input.email)) throw conflict(serverMessages.emailTaken);
    const temporaryPassword = this.deps.tokens.newTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    try {
      const created = await this.db.transaction(async (tx) => {
        const [client] = await tx
          .select({ companyName: clients.companyName })
          .from(clients)
          .where(eq(clients.id, auth.clientId!));
        if (!client) throw notFound();
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
            temporaryPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_DAYS * 86_400_000),
          })
          .returning();
        await enqueueMail(
          tx,
          input.email,
          invitationMail({
            name: input.name,
            inviterCompany: client.companyName,
            email: input.email,
            temporaryPassword,
            link: this.link('/login'),
          }),
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

  async listSubUsers(auth: AuthContext): Promise<SubUser[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(and(eq(users.clientId, auth.clientId!), eq(users.role, 'SUB')))
      .orderBy(users.name);
    return rows.map(toSubUser);
  }

  /** Deleting the user cascades to its sessions, so its tokens stop working at once. */
  async deleteSubUser(auth: AuthContext, subUserId: string): Promise<void> {
    if (!isUuid(subUserId)) throw notFound('User not found');
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.id, subUserId), eq(users.clientId, auth.clientId!), eq(users.role, 'SUB')))
        .returning({ id: users.id, email: users.email });
      // Another client's user, a main user or an unknown id all look the same: not found.
      if (deleted.length === 0) throw notFound('User not found');
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: auth.clientId,
        action: 'subuser.deleted',
        details: { subUserId },
      });
    });
  }

  /** STAFF_EMAIL/STAFF_PASSWORD: make sure this staff account exists (idempotent). */
  async ensureStaffUser(email: string, password: string): Promise<'created' | 'updated'> {
    const normalized = email.trim().toLowerCase();
    const existing = await this.findUserByEmail(normalized);
    if (existing && existing.role !== 'STAFF') {
      throw new AppError('CONFLICT', `STAFF_EMAIL ${normalized} belongs to a client account`);
    }
    if (existing && (await verifyPassword(existing.passwordHash, password))) return 'updated';
    const passwordHash = await hashPassword(password);
    if (existing) {
      await this.db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, existing.id));
      return 'updated';
    }
    await this.db
      .insert(users)
      .values({
        role: 'STAFF',
        email: normalized,
        name: 'Pharmatrace staff',
        passwordHash,
        confirmedAt: new Date(),
      })
      .onConflictDoNothing();
    return 'created';
  }
}

/**
 * The user chose a password of their own (reset code or first-login challenge): any temporary
 * password is gone, and receiving the code or invitation proved the address, so the account
 * counts as confirmed.
 */
function chosenPasswordValues(passwordHash: string) {
  return {
    passwordHash,
    mustChangePassword: false,
    temporaryPasswordExpiresAt: null,
    confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
    updatedAt: sql`now()`,
  };
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
