import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, serverMessage } from './api-client';

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('turns a failed answer into "<status>: <body>" and keeps the server message', async () => {
    answer(401, '{"error":"E-mail ou senha incorretos"}');
    const error = await api
      .post('/api/auth/login', { email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"error":"E-mail ou senha incorretos"}');
    expect((error as ApiError).status).toBe(401);
    expect(serverMessage(error)).toBe('E-mail ou senha incorretos');
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(api.get('/api/plans')).rejects.toThrow('503: Service Unavailable');
  });

  it('exposes per-field messages', async () => {
    answer(400, '{"error":"Dados inválidos","fields":{"email":"E-mail inválido"}}');
    const error = (await api.post('/api/restaurants', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ email: 'E-mail inválido' });
  });

  it('reads no server message from a non-JSON body', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await api.get('/api/plans').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: <html>Bad gateway</html>');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('sends cookies, and a JSON body with its content type only when there is a payload', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    await api.post('/api/auth/login', { email: 'a@b.co' });
    await api.post('/api/auth/logout');
    const [withBody, withoutBody] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(withBody[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
    expect(withoutBody[1].credentials).toBe('include');
    expect(withoutBody[1].headers).toBeUndefined();
    expect(withoutBody[1].body).toBeUndefined();
  });

  it('parses JSON answers and treats an empty 204 as undefined', async () => {
    answer(200, '[{"id":"p1"}]');
    await expect(api.get('/api/plans')).resolves.toEqual([{ id: 'p1' }]);
    answer(204, '');
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});
