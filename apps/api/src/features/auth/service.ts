import {
  type AuthenticationResult,
  appPaths,
  type CodeDeliveryResponse,
  type changePasswordSchema,
  type Locale,
  type LoginResponse,
  type loginSchema,
  type Phrase,
  type registerSchema,
  type resetPasswordSchema,
  said,
  serverMessages,
} from '@pharmatrace/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clients, oneTimeCodes, users } from '../../db/schema';
import { answerOf, badRequest, conflict, unauthorized } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { enqueueMail } from '../../mail/outbox';
import {
  confirmationMail,
  passwordChangedMail,
  registrationAttemptMail,
  resetCodeMail,
} from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import type { AuthLimits } from './attempt-limits';
import { checkCode, isLatestConsumedCode, issueCode, MAX_CODE_ATTEMPTS, NO_USER_ID } from './codes';
import { maskEmail } from './mask-email';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionCache } from './session-cache';
import {
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from './sessions';
import type { TokenService } from './tokens';
import { chosenPasswordValues, findUserByEmail } from './users';

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenService;
  limits: AuthLimits;
  publicUrl: string;
  /** Called after a transaction queued e-mail, so it goes out now rather than at the next poll. */
  mailQueued: () => void;
  /**
   * This process's cache of live sessions: each revocation below drops it here as soon as it is
   * committed, before answering (other instances learn of it through the database's NOTIFY).
   */
  sessions: SessionCache;
}

/**
 * The account and session flows of spec 000 §4 and issue #3: registration, confirmation, login,
 * sessions and passwords. Sub-users are SubUserService's (sub-users.ts), the staff account at
 * start StaffBootstrap's (staff-bootstrap.ts). Handlers stay thin; rules live here.
 */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private findUserByEmail(email: string) {
    return findUserByEmail(this.db, email);
  }

  private link(path: string) {
    return `${this.deps.publicUrl}${path}`;
  }

  private get limits() {
    return this.deps.limits;
  }

  // ---- registration and confirmation ----

  /**
   * Spec 000 §8: a taken address answers 409 'Email taken'. To not reveal it sooner than a new
   * address would, the password is hashed either way (the slow part of both answers), and the
   * address's owner is told that someone tried (issue #8).
   */
  async register(
    input: z.output<typeof registerSchema>,
    ip: string,
    /** The language chosen on the page (issue #27): the new user's, for its e-mails and PDFs. */
    language: Locale,
  ): Promise<{ message: string; said?: Phrase; destination: string }> {
    await this.limits.registrationsByIp.consume(ip);
    await this.limits.mailsByAddress.consume(input.email);
    const passwordHash = await hashPassword(input.password);
    const existing = await this.findUserByEmail(input.email);
    if (existing) {
      await enqueueMail(
        this.db,
        existing.email,
        registrationAttemptMail(
          { name: existing.name, link: this.link(appPaths.forgotPassword()) },
          existing.language,
        ),
      );
      this.deps.mailQueued();
      throw conflict(serverMessages.emailTaken);
    }
    const code = this.deps.tokens.newSixDigitCode();
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
            language,
          })
          .returning({ id: users.id });
        await issueCode(tx, this.deps.tokens, user!.id, 'CONFIRM', code);
        await enqueueMail(
          tx,
          input.email,
          confirmationMail(
            {
              name: input.contactName,
              code,
              link: this.link(appPaths.confirmUser(input.email, code)),
            },
            language,
          ),
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
      ...answerOf(said('server.accountCreated')),
      destination: maskEmail(input.email),
    };
  }

  /**
   * Every failure answers the same words whether or not the address has an account, after the
   * same queries. Tries are limited per e-mail (growing lockouts) and count as failures of the
   * client's address until one succeeds.
   */
  async confirmUser(email: string, code: string, ip: string): Promise<{ message: string; said?: Phrase }> {
    await this.limits.failuresByIp.consume(ip);
    await this.limits.confirm.consume(email);
    const user = await this.findUserByEmail(email);
    const succeeded = async (message: string) => {
      await Promise.all([this.limits.confirm.forget(email), this.limits.failuresByIp.refund(ip)]);
      return { message };
    };
    if (user?.confirmedAt) {
      // A second click on the same link is not an error for the person clicking it.
      if (await isLatestConsumedCode(this.db, this.deps.tokens, user.id, 'CONFIRM', code.trim()))
        return succeeded('Account already confirmed.');
      throw badRequest(serverMessages.expiredCode);
    }
    const result = await checkCode(this.db, this.deps.tokens, user?.id ?? NO_USER_ID, 'CONFIRM', code.trim());
    if (!user || result !== 'ok') throw badRequest(serverMessages.expiredCode);
    await this.db
      .update(users)
      .set({ confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return succeeded('Account confirmed.');
  }

  // ---- login and sessions ----

  async login(input: z.output<typeof loginSchema>, ip: string): Promise<LoginResponse> {
    // Counted before the password is checked: a burst gets at most the allowed number of checks.
    await this.limits.failuresByIp.consume(ip);
    await this.limits.login.consume(input.email);
    const user = await this.findUserByEmail(input.email);
    // Always verify a hash, even for an unknown e-mail: same answer, similar time.
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) throw badRequest(serverMessages.incorrectCredentials);
    await Promise.all([this.limits.login.forget(input.email), this.limits.failuresByIp.refund(ip)]);

    if (user.mustChangePassword) {
      if (user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt.getTime() < Date.now()) {
        throw badRequest(serverMessages.temporaryPasswordExpired);
      }
      const session = this.deps.tokens.newRefreshToken();
      await issueCode(this.db, this.deps.tokens, user.id, 'CHALLENGE', session);
      return { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: session };
    }
    if (!user.confirmedAt) {
      await this.resendConfirmationIfNeeded(user.id, user.email, user.name, user.language);
      throw badRequest(serverMessages.userNotConfirmed);
    }
    const result = await startSession(this.db, this.deps.tokens, user, input.keepLogged);
    return { AuthenticationResult: result };
  }

  /** An unconfirmed user whose code has expired gets a fresh confirmation e-mail on login. */
  private async resendConfirmationIfNeeded(userId: string, email: string, name: string, language: Locale) {
    const [live] = await this.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, 'CONFIRM'),
          sql`${oneTimeCodes.consumedAt} is null`,
          sql`${oneTimeCodes.expiresAt} > now()`,
          lt(oneTimeCodes.failedAttempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .limit(1);
    // Counted like every e-mail to this address; past the limit it is just not sent (the login
    // answer stays 'User is not confirmed.'), so logins cannot flood the mailbox.
    if (live || (await this.limits.mailsByAddress.tryConsume(email))) return;
    const code = this.deps.tokens.newSixDigitCode();
    await this.db.transaction(async (tx) => {
      await issueCode(tx, this.deps.tokens, userId, 'CONFIRM', code);
      await enqueueMail(
        tx,
        email,
        confirmationMail(
          {
            name,
            code,
            link: this.link(appPaths.confirmUser(email, code)),
          },
          language,
        ),
      );
    });
    this.deps.mailQueued();
  }

  refresh(refreshToken: string): Promise<AuthenticationResult> {
    return rotateRefreshToken(this.db, this.deps.tokens, refreshToken, (sessionId) =>
      this.deps.sessions.dropSession(sessionId),
    );
  }

  /** Ends the session named by the refresh token, or else the caller's current one. */
  async logout(refreshToken: string | undefined, auth: AuthContext | null): Promise<void> {
    const sessionId = refreshToken
      ? await sessionOfRefreshToken(this.db, this.deps.tokens, refreshToken)
      : (auth?.sessionId ?? null);
    if (sessionId) {
      await revokeSession(this.db, sessionId, 'logout');
      this.deps.sessions.dropSession(sessionId);
    }
  }

  // ---- language (issue #27) ----

  /** The language of the caller's screens, e-mails and PDFs. */
  async language(auth: AuthContext): Promise<{ language: Locale }> {
    const [user] = await this.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, auth.userId));
    if (!user) throw unauthorized(serverMessages.sessionEnded);
    return user;
  }

  async setLanguage(auth: AuthContext, language: Locale): Promise<{ language: Locale }> {
    await this.db.update(users).set({ language, updatedAt: sql`now()` }).where(eq(users.id, auth.userId));
    return { language };
  }

  // ---- passwords ----

  /** Same answer for known and unknown e-mails (no account enumeration). */
  async forgotPassword(email: string, ip: string): Promise<CodeDeliveryResponse> {
    // Per requesting address and e-mail, per e-mail, and a slow lane (ResetCodeLimits): a
    // stranger can neither flood the mailbox nor keep its owner from a code.
    await this.limits.resetCodes.consume(ip, email);
    const user = await this.findUserByEmail(email);
    if (user && user.role !== 'STAFF') {
      const code = this.deps.tokens.newSixDigitCode();
      await this.db.transaction(async (tx) => {
        await issueCode(tx, this.deps.tokens, user.id, 'RESET', code);
        await enqueueMail(
          tx,
          user.email,
          resetCodeMail(
            {
              name: user.name,
              code,
              link: this.link(appPaths.setPassword(user.email)),
            },
            user.language,
          ),
        );
      });
      this.deps.mailQueued();
    }
    return {
      CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    };
  }

  /**
   * One answer for every failure (unknown address, wrong, used, expired or exhausted code), after
   * the same query: the answer never tells whether the address has an account. A code dies after
   * MAX_CODE_ATTEMPTS tries and a new one needs an e-mail (limited per address), so no IP limit
   * is needed here, and none can block an office's resets.
   */
  async resetPassword(
    input: z.output<typeof resetPasswordSchema>,
  ): Promise<{ message: string; said?: Phrase }> {
    const user = await this.findUserByEmail(input.email);
    const result = await checkCode(this.db, this.deps.tokens, user?.id ?? NO_USER_ID, 'RESET', input.code);
    if (!user || result !== 'ok') throw badRequest(serverMessages.expiredCode);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set(chosenPasswordValues(passwordHash)).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, 'password reset');
      await enqueueMail(
        tx,
        user.email,
        passwordChangedMail({ name: user.name, link: this.link(appPaths.forgotPassword()) }, user.language),
      );
      await audit(tx, { actorUserId: user.id, clientId: user.clientId, action: 'user.password_reset' });
    });
    this.deps.sessions.dropUser(user.id);
    // Proving the mailbox ends any lockout: an attacker's wrong guesses cannot keep the owner out.
    await this.limits.login.forget(user.email);
    this.deps.mailQueued();
    return answerOf(said('server.passwordChanged'));
  }

  async changePassword(
    auth: AuthContext,
    input: z.output<typeof changePasswordSchema>,
  ): Promise<{ message: string; said?: Phrase }> {
    await this.limits.changePassword.consume(auth.userId);
    const [user] = await this.db.select().from(users).where(eq(users.id, auth.userId));
    if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
      throw badRequest(serverMessages.incorrectCredentials);
    }
    await this.limits.changePassword.forget(auth.userId);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, 'password changed', auth.sessionId);
      await enqueueMail(
        tx,
        user.email,
        passwordChangedMail({ name: user.name, link: this.link(appPaths.forgotPassword()) }, user.language),
      );
      await audit(tx, { actorUserId: user.id, clientId: user.clientId, action: 'user.password_changed' });
    });
    // Drops the caller's own session too: it is simply read again on its next request.
    this.deps.sessions.dropUser(user.id);
    this.deps.mailQueued();
    return answerOf(said('server.passwordChanged'));
  }
}
