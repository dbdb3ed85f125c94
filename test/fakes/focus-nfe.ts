/**
 * A fake Focus NFe for the tests: the stand-in server of
 * `src/server/integrations/fiscal/focus-nfe-sandbox.ts` (a real HTTP server on loopback speaking the
 * v2 NFC-e and Empresas APIs as Focus publishes them), with the tests' controls. Its sources are named
 * in that file's header: GitHub `FocusNFe/api-doc` @ 44bce5aa, `source/index.html.md`,
 * `source/includes/_nfce.md`, `_empresas.md`, `_limite-requisicoes.md`, quoted in
 * `docs/research/issue-35-till-and-nfce.md` §1 (its §1.13 checklist is what this fake follows).
 *
 * Controls:
 * - `fake.mode = 'sefaz-down'` answers in offline contingency (`autorizado`, `contingencia_offline`,
 *   not `efetivada`, tpEmis 9 in the key); `fake.effectContingencies()` is SEFAZ coming back;
 * - `fake.mode = 'provider-down'` (503 on everything), `'connection-reset'` (the socket is dropped),
 *   `'slow'` (the note is authorized at once, the answer comes `fake.slowMs` later);
 * - `fake.clock.advance(ms)` / `.set(date)` moves the fake's time (the 30-minute cancel window, the
 *   5-minute emission rule, the rate-limit minute);
 * - `fake.rateLimit`, `fake.denyNext`, `fake.maxEmissionSkewMs`;
 * - `fake.addCompany({...})` registers a restaurant and gives its tokens; `fake.notes`, `fake.note(ref)`
 *   (with `authorizations`, how many times a reference was authorized), `fake.requests`.
 *
 * Point the client's `homologationUrl` and `productionUrl` at `fake.baseUrl` (one server answers
 * both; the token says which environment) and its `resellerToken` at `fake.resellerToken`.
 */
import { FocusNfeSandbox, standInCertificate } from '../../src/server/integrations/fiscal/focus-nfe-sandbox';

export { standInCertificate };

export class FakeFocusNfe extends FocusNfeSandbox {
  /** The requests made to one path (`/v2/nfce`, `/v2/nfce/REF`, `/v2/empresas`…). */
  requestsTo(path: string) {
    return this.requests.filter((request) => request.path === path);
  }

  /** The Basic-auth user (the token) a request was sent with. */
  static tokenOf(headers: { authorization?: string }): string | null {
    const header = headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return null;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return decoded.endsWith(':') ? decoded.slice(0, -1) : null;
  }
}

export async function startFakeFocusNfe(): Promise<FakeFocusNfe> {
  return new FakeFocusNfe().start();
}
