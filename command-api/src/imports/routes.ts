import type { FastifyInstance } from 'fastify';
import { importRoutes } from '@inkpace/contracts/api/import';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import { startImport } from './start-import.ts';

export function registerImportCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, importRoutes.start, auth, async ({ request, caller }) => startImport(deps, caller, request, metaFrom(request, caller)));
}
