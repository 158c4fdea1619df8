import {
  authenticationResultSchema,
  changePasswordSchema,
  codeDeliveryResponseSchema,
  confirmUserSchema,
  createPasswordSubUserSchema,
  createSubUserSchema,
  forgotPasswordSchema,
  isSubUserResponseSchema,
  languageSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
  subUserListSchema,
  subUserSchema,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf, clientAuthOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import type { AuthService } from './service';
import type { SubUserService } from './sub-users';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['auth'];

/** Spec 000 §7 and 001 §7 auth calls. Each handler reads the request and calls the service. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; subUsers: SubUserService }> = async (
  app,
  { auth, subUsers },
) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        body: registerSchema,
        response: { 201: messageResponseSchema.extend({ destination: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await auth.register(request.body, request.ip, request.body.language ?? requestLocale(request))),
  );

  app.post(
    '/auth/confirm-user',
    { schema: { tags, body: confirmUserSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => auth.confirmUser(request.body.email, request.body.code, request.ip),
  );

  app.post(
    '/auth/login',
    { schema: { tags, body: loginSchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        body: refreshTokenSchema,
        response: { 200: z.object({ AuthenticationResult: authenticationResultSchema }), ...errors },
      },
    },
    async (request) => ({ AuthenticationResult: await auth.refresh(request.body.RefreshToken) }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        description:
          'Revokes the session of the given refresh token (or of the access token sent). Always answers 204.',
        // The spec's client may send no body at all: then the access token names the session.
        body: z.object({ RefreshToken: z.string().max(500).optional() }).nullish(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // A logout with an expired access token must still end the session named by the refresh token.
      await auth.logout(request.body?.RefreshToken, await app.optionalAuth(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags, body: forgotPasswordSchema, response: { 200: codeDeliveryResponseSchema, ...errors } },
    },
    async (request) => auth.forgotPassword(request.body.email, request.ip),
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => auth.resetPassword(request.body),
  );

  app.post(
    '/auth/change_password',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, body: changePasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => auth.changePassword(authOf(request), request.body),
  );

  // Issue #27: the language of the user's screens, e-mails and PDFs.
  app.get(
    '/auth/language',
    {
      onRequest: app.requireAuth('any'),
      schema: { tags, response: { 200: languageSchema, ...errors } },
    },
    async (request) => auth.language(authOf(request)),
  );

  app.put(
    '/auth/language',
    {
      onRequest: app.requireAuth('any'),
      schema: { tags, body: languageSchema, response: { 200: languageSchema, ...errors } },
    },
    async (request) => auth.setLanguage(authOf(request), request.body.language),
  );

  app.get(
    '/auth/is-sub-user',
    {
      onRequest: app.requireAuth('any'),
      schema: { tags, response: { 200: isSubUserResponseSchema, ...errors } },
    },
    async (request) => subUsers.isSubUser(authOf(request)),
  );

  app.post(
    '/auth/create-password-sub-user',
    {
      schema: {
        tags,
        body: createPasswordSubUserSchema,
        response: { 200: z.object({ AuthenticationResult: authenticationResultSchema }), ...errors },
      },
    },
    async (request) => ({ AuthenticationResult: await subUsers.createPasswordForSubUser(request.body) }),
  );

  app.post(
    '/auth/create-sub-user',
    {
      onRequest: app.requireAuth('main'),
      schema: { tags, body: createSubUserSchema, response: { 201: subUserSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await subUsers.createSubUser(clientAuthOf(request), request.body)),
  );

  app.get(
    '/auth/sub-users',
    {
      onRequest: app.requireAuth('main'),
      schema: { tags, response: { 200: subUserListSchema, ...errors } },
    },
    async (request) => subUsers.listSubUsers(clientAuthOf(request)),
  );

  app.delete(
    '/auth/sub-user/:id',
    {
      onRequest: app.requireAuth('main'),
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await subUsers.deleteSubUser(clientAuthOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/check',
    {
      onRequest: app.requireAuth('staff'),
      schema: { tags: ['admin'], response: { 200: z.object({ isAdmin: z.literal(true) }), ...errors } },
    },
    async () => ({ isAdmin: true as const }),
  );
};
