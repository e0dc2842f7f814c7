import { describe, expect, test } from 'vitest';
import { fail, fakeServer, heldReply, ok, writes } from './fake-server.ts';

const json = async (res: Response): Promise<unknown> => res.json();

describe('the fetch fake', () => {
  test('answers by method and path, any query, and records what was sent', async () => {
    const server = fakeServer({ 'GET /api/v1/tag': ok([]), 'POST /api/v1/tag': ok({ id: 1 }, 201) });
    expect(await json(await fetch('/api/v1/tag?x=1'))).toEqual({ success: true, data: [] });
    const created = await fetch('/api/v1/tag', { method: 'POST', body: JSON.stringify({ name: 'draft' }) });
    expect(created.status).toBe(201);
    expect(server.sent).toEqual([
      { method: 'GET', url: '/api/v1/tag?x=1', body: undefined },
      { method: 'POST', url: '/api/v1/tag', body: { name: 'draft' } },
    ]);
    expect(writes(server.sent).map((r) => r.method)).toEqual(['POST']);
  });

  test('a route with a query string wins over the bare path', async () => {
    fakeServer({ 'GET /api/v1/tally?works%5B%5D=12': ok(['twelve']), 'GET /api/v1/tally': ok(['all']) });
    expect(await json(await fetch('/api/v1/tally?works%5B%5D=12'))).toEqual({ success: true, data: ['twelve'] });
    expect(await json(await fetch('/api/v1/tally?works%5B%5D=3'))).toEqual({ success: true, data: ['all'] });
  });

  test('replies may be functions of the request, changed between steps, or held until the test sends them', async () => {
    const held = heldReply();
    const server = fakeServer({ 'PATCH /api/v1/me': (request) => ok(request.body), 'DELETE /api/v1/me': held.answer });
    expect(await json(await fetch('/api/v1/me', { method: 'PATCH', body: JSON.stringify({ a: 1 }) }))).toEqual({ success: true, data: { a: 1 } });

    server.replies['PATCH /api/v1/me'] = fail('SERVER_ERROR', 'Down.', 500);
    expect((await fetch('/api/v1/me', { method: 'PATCH', body: '{}' })).status).toBe(500);

    let answered = false;
    const pending = fetch('/api/v1/me', { method: 'DELETE' }).then((res) => ((answered = true), res));
    await Promise.resolve();
    expect(answered).toBe(false);
    held.send(ok(null));
    expect((await pending).status).toBe(200);
  });

  test('a route without a reply is a 404 naming it', async () => {
    fakeServer();
    const res = await fetch('/api/v1/nothing');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'No reply for GET /api/v1/nothing.' } });
  });

  test('multipart bodies are kept as FormData', async () => {
    const server = fakeServer({ 'POST /api/v1/project/5/cover': ok(null) });
    const form = new FormData();
    form.append('cover', new File(['x'], 'c.png'));
    await fetch('/api/v1/project/5/cover', { method: 'POST', body: form });
    expect(server.sent[0]?.body).toBe(form);
  });
});
