import { z } from 'zod';
import { routeTables } from './index.ts';
import { failureEnvelope, pendingWrite, successEnvelope, type RouteDef } from './route.ts';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_HOURS } from '../rules/import/limits.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../rules/idempotency-key.ts';

type JsonSchema = Record<string, unknown>;

const schemaOf = (s: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;

function parameters(def: RouteDef): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [['path', def.params], ['query', def.query]] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, s] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s });
    }
  }
  return out;
}

/** The optional Idempotency-Key of every signed-in write (infra/src/http/idempotency.ts); public routes ignore it. */
const idempotencyKeyParameter: JsonSchema = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: `A name for this write: the same request sent again with it within ${IDEMPOTENCY_KEY_TTL_HOURS} hours by the same writer (session or API key) gets the first answer again, with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`, and writes nothing. The key on a different request answers 422 IDEMPOTENCY_KEY_REUSED; while the first request still runs a repeat waits for its answer, then 409.`,
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '^[\\x21-\\x7e]+$' },
};

/** The success of a route: its JSON envelope, or the file it answers (bytes, saved under the file's name). */
function success(def: RouteDef): JsonSchema {
  if (!def.file) return { description: 'Success', content: { 'application/json': { schema: schemaOf(successEnvelope(def.response), 'output') } } };
  return {
    description: `The file ${def.file.fileName}`,
    headers: { 'Content-Disposition': { schema: { type: 'string', example: `attachment; filename="${def.file.fileName}"` } } },
    content: { [def.file.contentType]: { schema: { type: 'string', format: 'binary' } } },
  };
}

const takesIdempotencyKey = (def: RouteDef) => def.method !== 'GET' && def.access !== 'public' && !def.answerHoldsSecret;

/** The OpenAPI 3.1 document of the API, generated from the route tables (served at /api/docs). */
export function openApiDocument(info: { version: string; serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [tag, table] of Object.entries(routeTables)) {
    for (const [name, def] of Object.entries(table)) {
      const path = def.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const status = String(def.status ?? 200);
      const operation: JsonSchema = {
        operationId: `${tag.replace(/\W/g, '')}_${name}`,
        summary: def.summary,
        tags: [tag],
        parameters: takesIdempotencyKey(def) ? [...parameters(def), idempotencyKeyParameter] : parameters(def),
        security: def.access === 'user' ? [{ BearerAuth: [] }, { SessionCookie: [] }] : def.access === 'public' ? [] : [{ SessionCookie: [] }],
        responses: {
          [status]: success(def),
          default: { description: 'Failure', content: { 'application/json': { schema: schemaOf(failureEnvelope, 'output') } } },
        },
      };
      if (def.method !== 'GET' && status !== '202') {
        (operation.responses as JsonSchema)['202'] = {
          description: 'Stored, but not visible yet: read it again after Retry-After seconds; do not send it again',
          content: { 'application/json': { schema: schemaOf(successEnvelope(pendingWrite), 'output') } },
        };
      }
      if (def.upload) {
        const fields = Object.fromEntries((def.upload.textFields ?? []).map((name) => [name, { type: 'string' }]));
        const properties = { [def.upload.field]: { type: 'string', format: 'binary' }, ...fields };
        operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required: [def.upload.field] } } } };
      }
      if (def.body) operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(def.body, 'input') } } };
      (paths[path] ??= {})[def.method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Inkpace API', version: info.version },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: {
        BearerAuth: { type: 'http', scheme: 'bearer' },
        SessionCookie: { type: 'apiKey', in: 'cookie', name: 'inkpace_session' },
      },
    },
    paths,
  };
}
