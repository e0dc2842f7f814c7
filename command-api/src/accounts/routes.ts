import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { SESSION_MAX_MS } from '@inkpace/contracts/rules/account';
import { registerRoute, SESSION_COOKIE, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import {
  changePassword, deleteOwnAccount, requestPasswordReset, resendVerification, resetPassword, signUp, updateAccount, updateSettings, verifyEmail,
} from './commands.ts';
import { endSession, login } from './sessions.ts';
import { removeAvatar, uploadAvatar } from './avatars.ts';

export interface AccountRouteOptions {
  secureCookies: boolean;
}

export function registerAccountCommands(
  app: FastifyInstance,
  deps: CommandDeps,
  auth: AuthResolvers,
  options: AccountRouteOptions,
): void {
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: options.secureCookies, path: '/' };
  const clearSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookie);
  const limited = { rateLimited: true };

  registerRoute(app, accountRoutes.signUp, auth, async ({ body, request, caller }) =>
    signUp(deps, body, metaFrom(request, caller)), limited);

  registerRoute(app, accountRoutes.login, auth, async ({ body, request, reply, caller }) => {
    const { user, token } = await login(deps, body, metaFrom(request, caller));
    // A session presented at login is replaced, never reused.
    if (caller?.kind === 'session') await endSession(deps, caller.sessionId, metaFrom(request, caller));
    reply.setCookie(SESSION_COOKIE, token, { ...cookie, maxAge: Math.floor(SESSION_MAX_MS / 1000) });
    return user;
  }, limited);

  registerRoute(app, accountRoutes.logout, auth, async ({ request, reply, caller }) => {
    if (caller?.kind === 'session') await endSession(deps, caller.sessionId, metaFrom(request, caller));
    clearSession(reply);
    return null;
  });

  registerRoute(app, accountRoutes.resendVerification, auth, async ({ request, caller }) => {
    await resendVerification(deps, caller.userUuid, metaFrom(request, caller));
    return null;
  }, limited);

  registerRoute(app, accountRoutes.verifyEmail, auth, async ({ params, request, caller }) => {
    await verifyEmail(deps, params.token, metaFrom(request, caller));
    return null;
  }, limited);

  registerRoute(app, accountRoutes.changePassword, auth, async ({ body, request, caller }) => {
    await changePassword(deps, caller.userUuid, caller.kind === 'session' ? caller.sessionId : null, body, metaFrom(request, caller));
    return null;
  }, limited);

  registerRoute(app, accountRoutes.requestReset, auth, async ({ body, request, caller }) => {
    await requestPasswordReset(deps, body.username, metaFrom(request, caller));
    return null;
  }, limited);

  registerRoute(app, accountRoutes.resetPassword, auth, async ({ params, body, request, caller }) => {
    await resetPassword(deps, params.token, body.newPassword, metaFrom(request, caller));
    return null;
  }, limited);

  registerRoute(app, accountRoutes.updateMe, auth, async ({ body, request, caller }) =>
    updateAccount(deps, caller.userUuid, body, metaFrom(request, caller)));

  registerRoute(app, accountRoutes.updateSettings, auth, async ({ body, request, caller }) =>
    updateSettings(deps, caller.userUuid, body, metaFrom(request, caller)));

  registerRoute(app, accountRoutes.uploadAvatar, auth, async ({ request, caller }) =>
    uploadAvatar(deps, caller.userUuid, request, metaFrom(request, caller)));

  registerRoute(app, accountRoutes.removeAvatar, auth, async ({ request, caller }) =>
    removeAvatar(deps, caller.userUuid, metaFrom(request, caller)));

  registerRoute(app, accountRoutes.deleteMe, auth, async ({ request, reply, caller }) => {
    await deleteOwnAccount(deps, caller.userUuid, metaFrom(request, caller));
    clearSession(reply);
    return null;
  });
}
