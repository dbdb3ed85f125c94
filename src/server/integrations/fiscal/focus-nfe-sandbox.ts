/**
 * A stand-in Focus NFe (issue 35, decision 0056): a real HTTP server on loopback answering the paths,
 * fields, status codes and error shape of Focus NFe's v2 API for the NFC-e and the Empresas API. The
 * tests drive it through `test/fakes/focus-nfe.ts` (which adds its controls); `npm start` runs it as the
 * homologação sandbox when no Focus account is configured, so the demo issues NFC-e without one. It
 * issues nothing valid: its keys, QR codes and XMLs are for testing only.
 *
 * Sources (quoted in `docs/research/issue-35-till-and-nfce.md` §1, "DOC" there), from GitHub
 * `FocusNFe/api-doc` @ 44bce5aa (2026-02-17):
 * - `source/index.html.md`: hosts; HTTP Basic with the token as user and an empty password, or
 *   `?token=`; the reference (`[A-Za-z0-9_]`, reusable after an authorization error only); the error
 *   shape `{codigo, mensagem, erros?}` and table (400 requisicao_invalida, 400 nfe_cancelada, 403
 *   permissao_negada, 404 nao_encontrado, 415, 422 nfe_nao_autorizada / nfe_autorizada /
 *   em_processamento, 429); a 2xx does not mean authorized.
 * - `source/includes/_limite-requisicoes.md`: 100 requests a minute per token, headers
 *   `Rate-Limit-Limit`, `Rate-Limit-Remaining`, `Rate-Limit-Reset`, then 429.
 * - `source/includes/_nfce.md`: `POST /v2/nfce?ref=` (required fields of "Geral", "Itens",
 *   "Pagamento", "Transportador"; `items` or `itens`), `GET /v2/nfce/REF[?completa=1]`, `DELETE
 *   /v2/nfce/REF` with `{"justificativa"}` (15 to 255 characters, 30 minutes), the answers
 *   `autorizado` / `erro_autorizacao` (591 for a CSOSN under CRT 3) / `cancelado` / `erro_cancelamento`,
 *   `chave_nfe` with its `NFe` prefix, `qrcode_url`, `url_consulta_nf`, `caminho_xml_nota_fiscal`,
 *   `caminho_danfe` (HTML), the automatic offline contingency (`contingencia_offline`,
 *   `contingencia_offline_efetivada`), "Status API" (400 ref_ausente, 422 empresa_nao_configurada).
 * - `source/includes/_empresas.md`: `POST /v2/empresas` (flat, or under `empresa`), `GET` and `PUT
 *   /v2/empresas/ID`, production only, the partner's token (401 with an empty body otherwise), the
 *   answer's `id`, `token_producao`, `token_homologacao`, `certificado_valido_ate`,
 *   `certificado_valido_de`, `certificado_cnpj`; 422 `erro_validacao` on the certificate with its three
 *   verbatim messages; `dry_run=1`.
 * - gist acras/795f29db5ad9a7b337c2 (Focus's author, 2015): the shape of `protocolo_nota_fiscal`.
 * - Rules from outside Focus's text (dossier §1.8, §3.3, §3.4, marked WEB there): SEFAZ 777 (NCM
 *   incompleto), 501 (cancel past the window), 703/704 (emission time ahead / late), 301 (uso
 *   denegado); the access key's layout (cUF, AAMM, CNPJ, model 65, series, number, tpEmis 1 or 9, cNF,
 *   mod-11 check digit) and the QR code v2 `p=chave|2|tpAmb|idCSC|SHA-1(…+CSC)`.
 *
 * Where the sources are silent, this stand-in is strict and says so:
 * - it cannot read a real PKCS#12: it installs only its own stand-in certificate
 *   (`standInCertificate`), and answers any other file with the documented "Houve um erro ao instalar
 *   o certificado" error; a missing required company field is 422 `erro_validacao` naming the field
 *   (its wording is ours); a company without a certificate cannot issue (422 empresa_nao_configurada);
 * - the 415's `codigo` and the 429's body are not documented: the 415 says only `mensagem`, the 429
 *   has an empty body; the 403's and 404's messages beyond the documented ones are ours;
 * - money values must be strings with two decimals, quantities strings with up to four;
 * - a contingency note not yet effected cannot be cancelled (422 nfe_nao_autorizada);
 * - a denied reference cannot be sent again (422 nfe_autorizada: the reference is spent);
 * - the QR code and consumer query URLs point at this server (`/sefaz/UF/nfce/…`), not at a SEFAZ;
 * - the XML and DANFE files are served without the token, as the doc's full-URL download implies.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type SandboxEnvironment = 'homologacao' | 'producao';

/** How the stand-in behaves: 'sefaz-down' answers in offline contingency, 'provider-down' 503, 'slow' late. */
export type SandboxMode = 'normal' | 'sefaz-down' | 'provider-down' | 'connection-reset' | 'slow';

export interface SandboxCompany {
  id: string;
  cnpj: string;
  nome: string;
  nomeFantasia: string;
  inscricaoEstadual: string;
  uf: string;
  municipio: string;
  /** 1 Simples Nacional, 2 excesso de sublimite, 3 regime normal, 4 MEI. */
  regimeTributario: number;
  csc: Partial<Record<SandboxEnvironment, { id: string; token: string }>>;
  certificate: { cnpj: string; validFrom: string; validUntil: string } | null;
  tokens: Record<SandboxEnvironment, string>;
  nextNumber: Record<SandboxEnvironment, number>;
  record: Record<string, unknown>;
}

export interface SandboxNote {
  ref: string;
  companyId: string;
  environment: SandboxEnvironment;
  /** The answer of `GET /v2/nfce/REF` (without `completa`). */
  answer: Record<string, unknown>;
  request: Record<string, unknown>;
  /** When SEFAZ authorized it (or the contingency was effected): the cancel window starts there. */
  authorizedAt: Date | null;
  protocol: { numero_protocolo: string; data_recebimento: string } | null;
  cancelProtocol: string | null;
  justification: string | null;
  /** How many times an authorization was made for this reference (never more than one). */
  authorizations: number;
  issuedAt: Date;
  totalCents: number;
}

export interface SandboxRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A controllable clock: the real time plus an offset the tests move. */
export class SandboxClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}

/** IBGE codes of the states (cUF), the access key's first two digits. */
const UF_CODES: Record<string, string> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
};

/** The mod-11 check digit of the access key (weights 2..9 from the right; characters as ASCII − 48). */
export function accessKeyCheckDigit(first43: string): string {
  let sum = 0;
  let weight = 2;
  for (let index = first43.length - 1; index >= 0; index--) {
    sum += (first43.charCodeAt(index) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

export function accessKey(input: {
  uf: string;
  at: Date;
  cnpj: string;
  series: number;
  number: number;
  emission: 1 | 9;
  code: number;
}): string {
  const local = new Date(input.at.getTime() - 3 * 3_600_000);
  const yymm = `${String(local.getUTCFullYear() % 100).padStart(2, '0')}${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
  const first43 = `${UF_CODES[input.uf] ?? '35'}${yymm}${input.cnpj}65${String(input.series).padStart(3, '0')}${String(input.number).padStart(9, '0')}${input.emission}${String(input.code).padStart(8, '0')}`;
  return `${first43}${accessKeyCheckDigit(first43)}`;
}

const STAND_IN_MAGIC = 'COMANDA-FOCUS-SANDBOX-CERTIFICATE';

/**
 * A certificate this stand-in installs (it reads no real PKCS#12): base64 of a marked JSON text with
 * the CNPJ and validity, and its password. Any other file is refused as Focus refuses a bad one.
 */
export function standInCertificate(
  cnpj: string,
  validUntil: Date,
  validFrom = new Date(validUntil.getTime() - 365 * 86_400_000),
): { pfxBase64: string; password: string } {
  const password = 'sandbox';
  const text = JSON.stringify({
    magic: STAND_IN_MAGIC,
    cnpj,
    validFrom: validFrom.toISOString(),
    validUntil: validUntil.toISOString(),
    password,
  });
  return { pfxBase64: Buffer.from(text).toString('base64'), password };
}

const CERTIFICATE_ERRORS = {
  install:
    'Arquivo certificado base64 Houve um erro ao instalar o certificado, verifique se a senha está correto e o arquivo está no formato PFX ou P12 codificado em base64',
  otherCnpj: 'Arquivo certificado base64 Certificado não pertence ao CNPJ informado',
  expired: 'Arquivo certificado base64 Certificado com prazo de validade vencido',
};

/** Focus's Brasília time form: 2015-11-19T13:54:31-03:00. */
function brasilia(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

const MONEY = /^\d+\.\d{2}$/;
const QUANTITY = /^\d+(\.\d{1,4})?$/;
const cents = (value: string) => Math.round(Number(value) * 100);

class Refusal {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {}
}

const invalid = (field: string) =>
  new Refusal(400, { codigo: 'requisicao_invalida', mensagem: `Parâmetro "${field}" não informado` });

export interface FocusNfeSandboxOptions {
  /** Tokens accepted on the Empresas API (Comanda's partner account); one is made when none given. */
  resellerTokens?: string[];
  /**
   * Where the sandbox keeps its companies and notes between runs (the demo's restaurant keeps its
   * tokens and receipts across restarts of `npm start`); in memory only when absent.
   */
  stateFile?: string;
}

export class FocusNfeSandbox {
  readonly clock = new SandboxClock();
  readonly requests: SandboxRequest[] = [];
  readonly notes = new Map<string, SandboxNote>();
  readonly companies = new Map<string, SandboxCompany>();
  readonly resellerTokens: Set<string>;
  mode: SandboxMode = 'normal';
  /** How late a 'slow' answer comes (the note is authorized at once, the answer after this). */
  slowMs = 1_500;
  /** Requests a minute per token before 429 (Focus: 100). */
  rateLimit = 100;
  /** The largest difference between `data_emissao` and the clock SEFAZ accepts; null: no check. */
  maxEmissionSkewMs: number | null = 5 * 60_000;
  /** The next authorization attempt is denied (SEFAZ 301), for the tests of `denegado`. */
  denyNext = false;
  baseUrl = '';
  private server: Server | null = null;
  private readonly windows = new Map<string, { start: number; used: number }>();
  private readonly stateFile: string | null;

  constructor(options: FocusNfeSandboxOptions = {}) {
    this.resellerTokens = new Set(options.resellerTokens ?? [randomBytes(24).toString('hex')]);
    this.stateFile = options.stateFile ?? null;
  }

  /** Loads the saved state; answers the port the sandbox had, so the links it gave still work. */
  private load(): number | null {
    if (!this.stateFile) return null;
    let text: string;
    try {
      text = readFileSync(this.stateFile, 'utf8');
    } catch {
      return null;
    }
    const state = JSON.parse(text) as {
      port?: number;
      companies: SandboxCompany[];
      notes: (Omit<SandboxNote, 'authorizedAt' | 'issuedAt'> & {
        key: string;
        authorizedAt: string | null;
        issuedAt: string;
      })[];
    };
    for (const company of state.companies) this.companies.set(company.id, company);
    for (const { key, ...note } of state.notes)
      this.notes.set(key, {
        ...note,
        authorizedAt: note.authorizedAt ? new Date(note.authorizedAt) : null,
        issuedAt: new Date(note.issuedAt),
      });
    return state.port ?? null;
  }

  /** Writes the state down (a new file renamed over the old one, so a crash leaves one whole). */
  save(): void {
    if (!this.stateFile) return;
    const state = {
      port: this.baseUrl ? Number(new URL(this.baseUrl).port) : undefined,
      companies: [...this.companies.values()],
      notes: [...this.notes.entries()].map(([key, note]) => ({ key, ...note })),
    };
    mkdirSync(path.dirname(this.stateFile), { recursive: true });
    const draft = `${this.stateFile}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify(state), { mode: 0o600 });
    renameSync(draft, this.stateFile);
  }

  get resellerToken(): string {
    return [...this.resellerTokens][0]!;
  }

  async start(port = 0): Promise<this> {
    const previousPort = this.load();
    this.server = createServer((req, res) => {
      this.handle(req, res)
        .then(() => {
          if (req.method !== 'GET') this.save();
        })
        .catch((error: Error) => {
          if (!res.headersSent) send(res, 500, { codigo: 'erro_interno', mensagem: error.message });
        });
    });
    const listen = (at: number) =>
      new Promise<void>((resolve, reject) => {
        const server = this.server!;
        const failed = (error: Error) => reject(error);
        server.once('error', failed);
        server.listen(at, '127.0.0.1', () => {
          server.off('error', failed);
          resolve();
        });
      });
    if (port === 0 && previousPort) await listen(previousPort).catch(() => listen(0));
    else await listen(port);
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Registers a company directly (what `POST /v2/empresas` does), for seeds and tests. */
  addCompany(input: {
    cnpj: string;
    regimeTributario: number;
    uf: string;
    nome?: string;
    inscricaoEstadual?: string;
    csc?: SandboxCompany['csc'];
    certificate?: SandboxCompany['certificate'] | null;
  }): SandboxCompany {
    const now = this.clock.now();
    const company: SandboxCompany = {
      id: String(randomInt(10_000, 99_999_999)),
      cnpj: input.cnpj,
      nome: input.nome ?? 'Restaurante de Testes Ltda',
      nomeFantasia: input.nome ?? 'Restaurante de Testes',
      inscricaoEstadual: input.inscricaoEstadual ?? '',
      uf: input.uf,
      municipio: '',
      regimeTributario: input.regimeTributario,
      csc: input.csc ?? { homologacao: { id: '1', token: 'A'.repeat(36) } },
      certificate:
        input.certificate === undefined
          ? {
              cnpj: input.cnpj,
              validFrom: now.toISOString(),
              validUntil: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
            }
          : input.certificate,
      tokens: { homologacao: randomBytes(20).toString('hex'), producao: randomBytes(20).toString('hex') },
      nextNumber: { homologacao: 1, producao: 1 },
      record: {},
    };
    this.companies.set(company.id, company);
    this.save();
    return company;
  }

  /** The note of a reference (whatever company issued it). */
  note(ref: string): SandboxNote | undefined {
    return [...this.notes.values()].find((note) => note.ref === ref);
  }

  /** SEFAZ is back: every note issued in contingency is transmitted and becomes definitive. */
  effectContingencies(): number {
    let effected = 0;
    for (const note of this.notes.values()) {
      if (note.answer.contingencia_offline === true && note.answer.contingencia_offline_efetivada === false) {
        note.answer.contingencia_offline_efetivada = true;
        note.answer.status_sefaz = '100';
        note.answer.mensagem_sefaz = 'Autorizado o uso da NF-e';
        this.protocolize(note, this.clock.now(), false);
        effected++;
      }
    }
    if (effected > 0) this.save();
    return effected;
  }

  private companyOfToken(token: string): { company: SandboxCompany; environment: SandboxEnvironment } | null {
    for (const company of this.companies.values()) {
      if (company.tokens.homologacao === token) return { company, environment: 'homologacao' };
      if (company.tokens.producao === token) return { company, environment: 'producao' };
    }
    return null;
  }

  private tokenOf(req: IncomingMessage, query: Record<string, string>): string {
    const header = req.headers.authorization ?? '';
    if (header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      return colon >= 0 ? decoded.slice(0, colon) : decoded;
    }
    return query.token ?? '';
  }

  /** Counts the request against the token's minute; false when over the limit. */
  private spend(token: string, res: ServerResponse): boolean {
    const now = this.clock.now().getTime();
    let window = this.windows.get(token);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, used: 0 };
      this.windows.set(token, window);
    }
    window.used++;
    res.setHeader('Rate-Limit-Limit', String(this.rateLimit));
    res.setHeader('Rate-Limit-Remaining', String(Math.max(0, this.rateLimit - window.used)));
    res.setHeader('Rate-Limit-Reset', String(Math.max(0, Math.ceil((window.start + 60_000 - now) / 1000))));
    return window.used <= this.rateLimit;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const query = Object.fromEntries(url.searchParams.entries());
    const text = await readText(req);
    let body: unknown = text;
    let jsonError = false;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        jsonError = true;
      }
    } else body = undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers, body });

    if (this.mode === 'connection-reset') {
      req.socket.destroy();
      return;
    }
    if (this.mode === 'provider-down') {
      send(res, 503, { codigo: 'erro_interno', mensagem: 'Serviço indisponível' });
      return;
    }
    // Files and the consumer's pages carry no token (the doc downloads the XML by its full URL).
    if (req.method === 'GET' && this.serveFile(url.pathname, res)) return;

    const token = this.tokenOf(req, query);
    const path = url.pathname.replace(/\/$/, '');
    if (path.startsWith('/v2/empresas')) {
      if (!this.resellerTokens.has(token)) {
        res.writeHead(401);
        res.end();
        return;
      }
      if (!this.spend(token, res)) {
        tooMany(res);
        return;
      }
      this.answer(res, () => this.empresas(req.method ?? '', path, query, body, jsonError));
      return;
    }
    const issuer = this.companyOfToken(token);
    if (!issuer) {
      send(res, 403, { codigo: 'permissao_negada', mensagem: 'Token de acesso inválido ou bloqueado' });
      return;
    }
    if (!this.spend(token, res)) {
      tooMany(res);
      return;
    }
    if (req.method === 'POST' && path === '/v2/nfce') {
      if (jsonError) {
        send(res, 415, { mensagem: 'JSON inválido' });
        return;
      }
      const result = this.issue(issuer.company, issuer.environment, query, body);
      if (result instanceof Refusal) {
        sendRefusal(res, result);
        return;
      }
      if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs));
      if (res.destroyed || res.writableEnded) return;
      send(res, 201, this.view(result, query.completa === '1'));
      return;
    }
    const match = /^\/v2\/nfce\/([^/]+)$/.exec(path);
    if (match) {
      const ref = decodeURIComponent(match[1]!);
      const note = this.notes.get(this.key(issuer.company, issuer.environment, ref));
      if (req.method === 'GET') {
        if (!note) {
          sendRefusal(res, notFound());
          return;
        }
        send(res, 200, this.view(note, query.completa === '1'));
        return;
      }
      if (req.method === 'DELETE') {
        if (jsonError) {
          send(res, 415, { mensagem: 'JSON inválido' });
          return;
        }
        this.answer(res, () => this.cancel(note, body));
        return;
      }
    }
    sendRefusal(res, notFound('Recurso não encontrado'));
  }

  private answer(res: ServerResponse, run: () => { status: number; body: unknown } | Refusal): void {
    const result = run();
    if (result instanceof Refusal) {
      sendRefusal(res, result);
      return;
    }
    send(res, result.status, result.body);
  }

  private key(company: SandboxCompany, environment: SandboxEnvironment, ref: string): string {
    return `${company.id}/${environment}/${ref}`;
  }

  private view(note: SandboxNote, complete: boolean): Record<string, unknown> {
    if (!complete) return { ...note.answer };
    return {
      ...note.answer,
      requisicao_nota_fiscal: note.request,
      protocolo_nota_fiscal: note.protocol
        ? {
            versao: '4.00',
            ambiente: note.environment === 'producao' ? '1' : '2',
            versao_aplicativo: 'SANDBOX-COMANDA',
            chave_nfe: String(note.answer.chave_nfe ?? '').replace(/^NFe/, ''),
            data_recebimento: note.protocol.data_recebimento,
            numero_protocolo: note.protocol.numero_protocolo,
            digest_value: createHash('sha1').update(String(note.answer.chave_nfe)).digest('base64'),
            status: '100',
            motivo: 'Autorizado o uso da NF-e',
          }
        : null,
      requisicao_cancelamento: note.cancelProtocol ? { justificativa: note.justification ?? '' } : null,
      protocolo_cancelamento: note.cancelProtocol
        ? {
            numero_protocolo: note.cancelProtocol,
            status: '135',
            motivo: 'Evento registrado e vinculado a NF-e',
          }
        : null,
    };
  }

  /** SEFAZ's protocol for the note; `counted` when it is a new authorization (not an effected one). */
  private protocolize(note: SandboxNote, at: Date, counted = true): void {
    note.authorizedAt = at;
    if (counted) note.authorizations++;
    note.protocol = {
      numero_protocolo: `1${UF_CODES[this.companies.get(note.companyId)?.uf ?? 'SP'] ?? '35'}${String(at.getTime()).slice(-12)}`,
      data_recebimento: brasilia(at),
    };
  }

  private issue(
    company: SandboxCompany,
    environment: SandboxEnvironment,
    query: Record<string, string>,
    raw: unknown,
  ): SandboxNote | Refusal {
    const ref = query.ref ?? '';
    if (!ref) return new Refusal(400, { codigo: 'ref_ausente', mensagem: 'Parâmetro "ref" não informado' });
    if (!/^[A-Za-z0-9_]+$/.test(ref))
      return new Refusal(400, {
        codigo: 'requisicao_invalida',
        mensagem: 'Parâmetro "ref" não pode conter caracteres especiais',
      });
    if (!raw || typeof raw !== 'object') return invalid('natureza_operacao');
    const body = raw as Record<string, unknown>;
    const key = this.key(company, environment, ref);
    const existing = this.notes.get(key);
    if (existing && existing.answer.status !== 'erro_autorizacao')
      return new Refusal(422, {
        codigo: 'nfe_autorizada',
        mensagem: 'Foi solicitado o processamento de uma nota já autorizada',
      });
    for (const field of [
      'natureza_operacao',
      'data_emissao',
      'presenca_comprador',
      'cnpj_emitente',
      'modalidade_frete',
      'local_destino',
    ])
      if (typeof body[field] !== 'string' || body[field] === '') return invalid(field);
    const items = (body.items ?? body.itens) as Record<string, unknown>[] | undefined;
    if (!Array.isArray(items) || items.length === 0) return invalid('items');
    const payments = body.formas_pagamento as Record<string, unknown>[] | undefined;
    if (!Array.isArray(payments) || payments.length === 0) return invalid('formas_pagamento');
    if (body.cnpj_emitente !== company.cnpj)
      return new Refusal(403, { codigo: 'permissao_negada', mensagem: 'CNPJ do emitente não autorizado' });
    const csc = company.csc[environment];
    if (!csc)
      return new Refusal(422, {
        codigo: 'empresa_nao_configurada',
        mensagem: 'É necessário informar o CSC e id_token para emitir NFCe neste ambiente',
      });
    if (!company.certificate)
      return new Refusal(422, {
        codigo: 'empresa_nao_configurada',
        mensagem: 'É necessário enviar o certificado digital da empresa',
      });
    if (!['1', '4'].includes(String(body.presenca_comprador))) return invalid('presenca_comprador');
    if (body.presenca_comprador === '4')
      for (const field of [
        'nome_transportador',
        'inscricao_estadual_transportador',
        'endereco_transportador',
        'municipio_transportador',
        'uf_transportador',
      ])
        if (typeof body[field] !== 'string' || body[field] === '') return invalid(field);
    if (body.presenca_comprador === '4' && !body.cnpj_transportador && !body.cpf_transportador)
      return invalid('cnpj_transportador');
    if (body.cpf_destinatario !== undefined && !/^(\d{11})?$/.test(String(body.cpf_destinatario)))
      return new Refusal(400, {
        codigo: 'requisicao_invalida',
        mensagem: 'Parâmetro "cpf_destinatario" inválido',
      });
    if (body.cnpj_destinatario)
      return new Refusal(400, {
        codigo: 'requisicao_invalida',
        mensagem: 'NFCe não pode ser emitida para CNPJ (Ajuste SINIEF 11/2025)',
      });

    let totalCents = 0;
    let ncmIssue: number | null = null;
    let csosnIssue: number | null = null;
    for (const [index, item] of items.entries()) {
      const itemRequired = [
        'numero_item',
        'codigo_ncm',
        'codigo_produto',
        'descricao',
        'quantidade_comercial',
        'quantidade_tributavel',
        'cfop',
        'valor_unitario_comercial',
        'valor_unitario_tributavel',
        'unidade_comercial',
        'unidade_tributavel',
        'icms_origem',
        'icms_situacao_tributaria',
      ];
      const situation = String(item.icms_situacao_tributaria ?? '');
      if (situation === '00')
        itemRequired.push('icms_aliquota', 'icms_base_calculo', 'icms_modalidade_base_calculo');
      for (const field of itemRequired)
        if (typeof item[field] !== 'string' || item[field] === '') return invalid(`items[${index}].${field}`);
      for (const field of [
        'valor_unitario_comercial',
        'valor_unitario_tributavel',
        'valor_bruto',
        'valor_desconto',
        'valor_frete',
        'valor_total_tributos',
      ])
        if (item[field] !== undefined && !MONEY.test(String(item[field])))
          return new Refusal(400, {
            codigo: 'requisicao_invalida',
            mensagem: `Parâmetro "items[${index}].${field}" inválido`,
          });
      for (const field of ['quantidade_comercial', 'quantidade_tributavel'])
        if (!QUANTITY.test(String(item[field])))
          return new Refusal(400, {
            codigo: 'requisicao_invalida',
            mensagem: `Parâmetro "items[${index}].${field}" inválido`,
          });
      if (String(item.numero_item) !== String(index + 1))
        return new Refusal(400, {
          codigo: 'requisicao_invalida',
          mensagem: `Parâmetro "items[${index}].numero_item" inválido`,
        });
      const gross = Math.round(
        Number(item.quantidade_comercial) * cents(String(item.valor_unitario_comercial)),
      );
      if (item.valor_bruto !== undefined && Math.abs(cents(String(item.valor_bruto)) - gross) > 1)
        return new Refusal(400, {
          codigo: 'requisicao_invalida',
          mensagem: `Parâmetro "items[${index}].valor_bruto" não confere com quantidade e valor unitário`,
        });
      totalCents +=
        gross -
        (item.valor_desconto ? cents(String(item.valor_desconto)) : 0) +
        (item.valor_frete ? cents(String(item.valor_frete)) : 0);
      if (!/^\d{8}$/.test(String(item.codigo_ncm)) && ncmIssue === null) ncmIssue = index + 1;
      const csosn = ['101', '102', '103', '201', '202', '203', '300', '400', '500', '900'].includes(
        situation,
      );
      if (csosn && company.regimeTributario === 3 && csosnIssue === null) csosnIssue = index + 1;
    }
    let paidCents = 0;
    for (const [index, payment] of payments.entries()) {
      if (typeof payment.forma_pagamento !== 'string' || !/^\d{1,2}$/.test(payment.forma_pagamento))
        return invalid(`formas_pagamento[${index}].forma_pagamento`);
      if (typeof payment.valor_pagamento !== 'string' || !MONEY.test(payment.valor_pagamento))
        return invalid(`formas_pagamento[${index}].valor_pagamento`);
      if (payment.forma_pagamento === '99') {
        const description = String(payment.descricao_pagamento ?? '');
        if (description.length < 2 || description.length > 60)
          return invalid(`formas_pagamento[${index}].descricao_pagamento`);
      }
      paidCents += cents(payment.valor_pagamento);
    }
    const changeCents = payments.reduce(
      (sum, payment) => sum + cents(String(payment.troco ?? payment.valor_troco ?? '0')),
      cents(String(body.valor_troco ?? '0')),
    );

    const now = this.clock.now();
    const note: SandboxNote = existing ?? {
      ref,
      companyId: company.id,
      environment,
      answer: {},
      request: body,
      authorizedAt: null,
      protocol: null,
      cancelProtocol: null,
      justification: null,
      authorizations: 0,
      issuedAt: now,
      totalCents,
    };
    note.request = body;
    note.issuedAt = now;
    note.totalCents = totalCents;
    this.notes.set(key, note);
    const base = { cnpj_emitente: company.cnpj, ref };
    const reject = (code: string, message: string) => {
      note.answer = { ...base, status: 'erro_autorizacao', status_sefaz: code, mensagem_sefaz: message };
      return note;
    };

    const emitted = Date.parse(String(body.data_emissao));
    if (Number.isNaN(emitted) || !/[+-]\d{2}:\d{2}$|Z$/.test(String(body.data_emissao)))
      return invalid('data_emissao');
    if (this.maxEmissionSkewMs !== null && this.mode !== 'sefaz-down') {
      if (emitted - now.getTime() > this.maxEmissionSkewMs)
        return reject('703', 'Rejeicao: Data-Hora de Emissao posterior ao horario de recebimento');
      if (now.getTime() - emitted > this.maxEmissionSkewMs)
        return reject('704', 'Rejeicao: Data-Hora de Emissao atrasada');
    }
    if (ncmIssue !== null)
      return reject('777', `Rejeicao: Obrigatoria a informacao do NCM completo [nItem:${ncmIssue}]`);
    if (csosnIssue !== null)
      return reject(
        '591',
        `Informado CSOSN para emissor que nao e do Simples Nacional (CRT diferente de 1). [nItem:${csosnIssue}]`,
      );
    if (paidCents > totalCents && changeCents === 0)
      return reject(
        '866',
        'Rejeicao: Ausencia de troco quando o valor dos pagamentos informados for maior que o total da nota',
      );
    if (paidCents - changeCents < totalCents)
      return reject('865', 'Rejeicao: Total dos pagamentos menor que o total da nota');

    const contingency = this.mode === 'sefaz-down';
    const series = 1;
    const number = company.nextNumber[environment]++;
    const key44 = accessKey({
      uf: company.uf,
      at: new Date(emitted),
      cnpj: company.cnpj,
      series,
      number,
      emission: contingency ? 9 : 1,
      code: randomInt(10_000_000, 99_999_999),
    });
    const tpAmb = environment === 'producao' ? '1' : '2';
    const hash = createHash('sha1')
      .update(`${key44}|2|${tpAmb}|${Number(csc.id)}${csc.token}`)
      .digest('hex')
      .toUpperCase();
    const month = brasilia(new Date(emitted)).slice(0, 7).replace('-', '');
    const uf = company.uf.toLowerCase();
    const denied = this.denyNext;
    this.denyNext = false;
    note.answer = {
      ...base,
      status: denied ? 'denegado' : 'autorizado',
      status_sefaz: denied ? '301' : '100',
      mensagem_sefaz: denied ? 'Uso Denegado: Irregularidade fiscal do emitente' : 'Autorizado o uso da NF-e',
      chave_nfe: `NFe${key44}`,
      numero: String(number),
      serie: String(series),
      caminho_xml_nota_fiscal: `/arquivos_development/${company.cnpj}/${month}/XMLs/${key44}-nfe.xml`,
      caminho_danfe: `/notas_fiscais_consumidor/NFe${key44}.html`,
      qrcode_url: `${this.baseUrl}/sefaz/${uf}/nfce/qrcode?p=${key44}|2|${tpAmb}|${Number(csc.id)}|${hash}`,
      url_consulta_nf: `${this.baseUrl}/sefaz/${uf}/nfce/consulta`,
      ...(contingency ? { contingencia_offline: true, contingencia_offline_efetivada: false } : {}),
    };
    if (denied) return note;
    if (contingency) {
      // Authorized offline by the provider; SEFAZ's protocol comes when it is effected.
      note.authorizedAt = null;
      note.authorizations++;
      return note;
    }
    this.protocolize(note, now);
    return note;
  }

  private cancel(note: SandboxNote | undefined, raw: unknown): { status: number; body: unknown } | Refusal {
    const justification =
      raw && typeof raw === 'object' ? (raw as Record<string, unknown>).justificativa : undefined;
    if (typeof justification !== 'string' || justification.length < 15 || justification.length > 255)
      return new Refusal(400, {
        codigo: 'requisicao_invalida',
        mensagem: 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres',
      });
    if (!note) return notFound();
    if (note.answer.status === 'cancelado')
      return new Refusal(400, { codigo: 'nfe_cancelada', mensagem: 'Nota fiscal já cancelada' });
    if (
      note.answer.status !== 'autorizado' ||
      !note.authorizedAt ||
      note.answer.contingencia_offline_efetivada === false
    )
      return new Refusal(422, { codigo: 'nfe_nao_autorizada', mensagem: 'Nota fiscal não autorizada' });
    const now = this.clock.now();
    if (now.getTime() - note.authorizedAt.getTime() > 30 * 60_000)
      return {
        status: 200,
        body: {
          status: 'erro_cancelamento',
          status_sefaz: '501',
          mensagem_sefaz: 'Rejeicao: Prazo de Cancelamento superior ao previsto na Legislacao',
        },
      };
    const xml = String(note.answer.caminho_xml_nota_fiscal).replace(/-nfe\.xml$/, '-can.xml');
    note.cancelProtocol = `1${String(now.getTime()).slice(-14)}`;
    note.justification = justification;
    note.answer = {
      ...note.answer,
      status: 'cancelado',
      status_sefaz: '135',
      mensagem_sefaz: 'Evento registrado e vinculado a NF-e',
      caminho_xml_cancelamento: xml,
      numero_protocolo: note.cancelProtocol,
    };
    return {
      status: 200,
      body: {
        status_sefaz: '135',
        mensagem_sefaz: 'Evento registrado e vinculado a NF-e',
        status: 'cancelado',
        caminho_xml_cancelamento: xml,
        numero_protocolo: note.cancelProtocol,
      },
    };
  }

  private empresas(
    method: string,
    path: string,
    query: Record<string, string>,
    raw: unknown,
    jsonError: boolean,
  ): { status: number; body: unknown } | Refusal {
    const match = /^\/v2\/empresas(?:\/([^/]+))?$/.exec(path);
    if (!match) return notFound('Recurso não encontrado');
    const id = match[1] ? decodeURIComponent(match[1]) : null;
    if (method === 'GET') {
      if (!id)
        return {
          status: 200,
          body: [...this.companies.values()].map((company) => this.companyRecord(company)),
        };
      const company = this.companies.get(id);
      return company
        ? { status: 200, body: this.companyRecord(company) }
        : notFound('Empresa não encontrada');
    }
    if ((method !== 'POST' || id) && (method !== 'PUT' || !id)) return notFound('Recurso não encontrado');
    if (jsonError || !raw || typeof raw !== 'object')
      return new Refusal(400, {
        codigo: 'parametros_invalidos',
        mensagem: 'Existe um problema no JSON recebido',
      });
    const wrapped = raw as Record<string, unknown>;
    const fields = (
      wrapped.empresa && typeof wrapped.empresa === 'object' ? wrapped.empresa : wrapped
    ) as Record<string, unknown>;
    const existing = id ? this.companies.get(id) : undefined;
    if (id && !existing) return notFound('Empresa não encontrada');
    const merged = { ...(existing?.record ?? {}), ...fields };
    const validation = (campo: string, mensagem: string) =>
      new Refusal(422, {
        codigo: 'erro_validacao',
        mensagem: 'Erro de validação',
        erros: [{ codigo: 'erro_validacao', mensagem, campo }],
      });
    for (const field of [
      'nome',
      'nome_fantasia',
      'inscricao_estadual',
      'cnpj',
      'regime_tributario',
      'email',
      'telefone',
      'logradouro',
      'numero',
      'bairro',
      'cep',
      'municipio',
      'uf',
    ])
      if (merged[field] === undefined || merged[field] === null || String(merged[field]).trim() === '')
        return validation(field, `${field} não pode ficar em branco`);
    const cnpj = String(merged.cnpj).replace(/\D/g, '');
    const regime = Number(merged.regime_tributario);
    if (![1, 2, 3, 4].includes(regime)) return validation('regime_tributario', 'regime_tributario inválido');
    if (!existing && [...this.companies.values()].some((company) => company.cnpj === cnpj))
      return validation('cnpj', 'CNPJ já cadastrado');
    let certificate = existing?.certificate ?? null;
    if (fields.arquivo_certificado_base64 !== undefined) {
      const read = readStandIn(
        String(fields.arquivo_certificado_base64),
        String(fields.senha_certificado ?? ''),
      );
      if (!read) return validation('arquivo_certificado_base64', CERTIFICATE_ERRORS.install);
      if (read.cnpj !== cnpj) return validation('arquivo_certificado_base64', CERTIFICATE_ERRORS.otherCnpj);
      if (Date.parse(read.validUntil) < this.clock.now().getTime())
        return validation('arquivo_certificado_base64', CERTIFICATE_ERRORS.expired);
      certificate = read;
    }
    const csc: SandboxCompany['csc'] = { ...(existing?.csc ?? {}) };
    for (const environment of ['homologacao', 'producao'] as const) {
      const token = merged[`csc_nfce_${environment}`];
      const tokenId = merged[`id_token_nfce_${environment}`];
      if (token && tokenId) csc[environment] = { id: String(tokenId), token: String(token) };
    }
    const target = existing ?? {
      ...this.addCompanyDraft(cnpj),
    };
    target.cnpj = cnpj;
    target.nome = String(merged.nome);
    target.nomeFantasia = String(merged.nome_fantasia);
    target.inscricaoEstadual = String(merged.inscricao_estadual);
    target.uf = String(merged.uf).toUpperCase();
    target.municipio = String(merged.municipio);
    target.regimeTributario = regime;
    target.csc = csc;
    target.certificate = certificate;
    const { arquivo_certificado_base64: _file, senha_certificado: _password, ...kept } = merged;
    target.record = kept;
    if (query.dry_run !== '1') this.companies.set(target.id, target);
    return { status: existing ? 200 : 201, body: this.companyRecord(target) };
  }

  private addCompanyDraft(cnpj: string): SandboxCompany {
    return {
      id: String(randomInt(10_000, 99_999_999)),
      cnpj,
      nome: '',
      nomeFantasia: '',
      inscricaoEstadual: '',
      uf: '',
      municipio: '',
      regimeTributario: 1,
      csc: {},
      certificate: null,
      tokens: { homologacao: randomBytes(20).toString('hex'), producao: randomBytes(20).toString('hex') },
      nextNumber: { homologacao: 1, producao: 1 },
      record: {},
    };
  }

  private companyRecord(company: SandboxCompany): Record<string, unknown> {
    return {
      ...company.record,
      id: Number(company.id),
      nome: company.nome,
      nome_fantasia: company.nomeFantasia,
      cnpj: company.cnpj,
      inscricao_estadual: company.inscricaoEstadual,
      uf: company.uf,
      municipio: company.municipio,
      regime_tributario: String(company.regimeTributario),
      habilita_nfce: true,
      csc_nfce_producao: company.csc.producao?.token ?? null,
      id_token_nfce_producao: company.csc.producao?.id ?? null,
      csc_nfce_homologacao: company.csc.homologacao?.token ?? null,
      id_token_nfce_homologacao: company.csc.homologacao?.id ?? null,
      certificado_valido_ate: company.certificate ? brasilia(new Date(company.certificate.validUntil)) : null,
      certificado_valido_de: company.certificate ? brasilia(new Date(company.certificate.validFrom)) : null,
      certificado_cnpj: company.certificate?.cnpj ?? null,
      token_producao: company.tokens.producao,
      token_homologacao: company.tokens.homologacao,
    };
  }

  /** The XML, the DANFE (HTML) and the consumer's pages the answers point at. */
  private serveFile(path: string, res: ServerResponse): boolean {
    const xml = /^\/arquivos_development\/[^/]+\/\d{6}\/XMLs\/(\d{44})-(nfe|can)\.xml$/.exec(path);
    const danfe = /^\/notas_fiscais_consumidor\/NFe(\d{44})\.html$/.exec(path);
    const key = xml?.[1] ?? danfe?.[1];
    if (key) {
      const note = [...this.notes.values()].find((item) => item.answer.chave_nfe === `NFe${key}`);
      if (!note || (xml?.[2] === 'can' && !note.cancelProtocol)) {
        sendRefusal(res, notFound('Arquivo não encontrado'));
        return true;
      }
      if (xml) {
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        res.end(xml[2] === 'can' ? this.cancelXml(note, key) : this.noteXml(note, key));
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>DANFE NFC-e ${key}</title><body><p>DANFE NFC-e (ambiente de testes do Comanda, sem valor fiscal)</p><p>Chave de acesso: ${key}</p></body></html>`,
        );
      }
      return true;
    }
    if (/^\/sefaz\/[a-z]{2}\/nfce\/(qrcode|consulta)$/.test(path)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Consulta NFC-e</title><body><p>Consulta de NFC-e do ambiente de testes do Comanda: esta nota não tem valor fiscal e não está na SEFAZ.</p></body></html>',
      );
      return true;
    }
    return false;
  }

  private noteXml(note: SandboxNote, key: string): string {
    const request = note.request;
    const tpAmb = note.environment === 'producao' ? '1' : '2';
    const tpEmis = key.charAt(34);
    const protocol = note.protocol
      ? `<protNFe versao="4.00"><infProt><tpAmb>${tpAmb}</tpAmb><chNFe>${key}</chNFe><dhRecbto>${note.protocol.data_recebimento}</dhRecbto><nProt>${note.protocol.numero_protocolo}</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>`
      : '';
    return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${key}" versao="4.00"><ide><mod>65</mod><serie>${note.answer.serie}</serie><nNF>${note.answer.numero}</nNF><dhEmi>${escapeXml(String(request.data_emissao))}</dhEmi><tpEmis>${tpEmis}</tpEmis><tpAmb>${tpAmb}</tpAmb></ide><emit><CNPJ>${escapeXml(String(request.cnpj_emitente))}</CNPJ></emit><total><ICMSTot><vNF>${(note.totalCents / 100).toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe>${protocol}</nfeProc>`;
  }

  private cancelXml(note: SandboxNote, key: string): string {
    return `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento><infEvento><chNFe>${key}</chNFe><tpEvento>110111</tpEvento></infEvento></evento><retEvento><infEvento><cStat>135</cStat><nProt>${note.cancelProtocol}</nProt></infEvento></retEvento></procEventoNFe>`;
  }
}

function readStandIn(
  base64: string,
  password: string,
): { cnpj: string; validFrom: string; validUntil: string } | null {
  try {
    const parsed = JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as Record<string, unknown>;
    if (parsed.magic !== STAND_IN_MAGIC || parsed.password !== password) return null;
    return {
      cnpj: String(parsed.cnpj),
      validFrom: String(parsed.validFrom),
      validUntil: String(parsed.validUntil),
    };
  } catch {
    return null;
  }
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const notFound = (mensagem = 'Nota fiscal não encontrada') =>
  new Refusal(404, { codigo: 'nao_encontrado', mensagem });

function tooMany(res: ServerResponse): void {
  res.writeHead(429);
  res.end();
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function sendRefusal(res: ServerResponse, refusal: Refusal): void {
  if (refusal.body === null) {
    res.writeHead(refusal.status);
    res.end();
    return;
  }
  send(res, refusal.status, refusal.body);
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
