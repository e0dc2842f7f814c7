import type { FastifyRequest } from 'fastify';
import { correlationIdOf, type Caller } from '@inkpace/infra/http';
import type { EventMetadata } from '@inkpace/contracts/events/event';

/** Who caused a command and through what (the schema version is added per event when it is stored). */
export type CommandMeta = Omit<EventMetadata, 'schemaVersion'>;

/** Event metadata for a command issued over HTTP: who, through which session or key, in which request. */
export function metaFrom(request: FastifyRequest, caller: Caller | null): CommandMeta {
  const meta: CommandMeta = {
    actor: caller ? { type: 'user', id: caller.userUuid } : { type: 'anonymous' },
    requestId: request.id,
    correlationId: correlationIdOf(request),
  };
  if (caller?.kind === 'session') meta.sessionId = caller.sessionId;
  if (caller?.kind === 'apiKey') meta.apiKeyId = caller.apiKeyId;
  return meta;
}

/** Metadata for commands the system issues itself (workers, CLI), caused by an event or a job. */
export function systemMeta(causationId: string, correlationId = causationId): CommandMeta {
  return { actor: { type: 'system' }, causationId, correlationId };
}

/** Commands on admin-only routes: the actor is recorded as an administrator, for the audit trail. */
export function adminMetaFrom(request: FastifyRequest, caller: Caller): CommandMeta {
  return { ...metaFrom(request, caller), actor: { type: 'admin', id: caller.userUuid } };
}
