/**
 * A fake ViaCEP: a real local HTTP server answering `GET /ws/{cep}/json/` as viacep.com.br
 * documents it (viacep.com.br, "Validação do CEP" and "Formatos de Retorno"):
 * - 01001000 -> 200 with the page's own example, Praça da Sé (fields cep, logradouro, complemento,
 *   bairro, localidade, uf, ibge, gia, ddd, siafi);
 * - 99999999, the page's example of a well-formed CEP that does not exist -> 200 `{"erro": "true"}`;
 * - a malformed CEP (not 8 digits) -> 400, as the page states (it gives no body: we send none).
 * Any other CEP is answered as not found. `slow()` holds answers back, to test the time-out (the
 * docs are silent on latency).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

export async function startFakeViaCep() {
  let delayMs = 0;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const match = /^\/ws\/([^/]*)\/json\/$/.exec(request.url ?? '');
    const answer = () => {
      if (!match || !/^\d{8}$/.test(match[1]!)) {
        response.writeHead(400).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(match[1] === '01001000' ? SE : { erro: 'true' }));
    };
    if (delayMs) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    slow(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
