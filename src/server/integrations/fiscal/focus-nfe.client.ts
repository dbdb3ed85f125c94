/**
 * Focus NFe's v2 API behind Comanda's `FiscalProvider` (issue 35, decisions 0052 and 0056): a thin
 * client over `fetch`, as the other integrations are. Everything it sends and reads is quoted in
 * `docs/research/issue-35-till-and-nfce.md` §1 from Focus's published documentation (GitHub
 * `FocusNFe/api-doc`, `source/index.html.md`, `source/includes/_nfce.md`, `_empresas.md`,
 * `_limite-requisicoes.md`).
 *
 * - Hosts: homologação and produção each have their own (configuration); the Empresas API works on
 *   the production host only, with Comanda's reseller token.
 * - Authentication: HTTP Basic with the token as the user name and an empty password.
 * - `issue`: `POST /v2/nfce?ref=REF&completa=1`; whatever the 2xx code, the answer's `status` says
 *   what happened. A reference already authorized or being processed (422 `nfe_autorizada`,
 *   `em_processamento`) is read back with `get`: nothing is issued twice.
 * - A 5xx, a 429 (the rate limit, 100 requests a minute per token), a network error or a timeout is
 *   `unreachable`: the sale goes on and the receipt is sent again later with the same reference.
 *   Any other 4xx is `refused`, with the provider's message.
 *
 * No log line carries a token, a CPF or a payload: only the operation, our reference, the HTTP
 * status and Focus's error code.
 */
import { allocateByWeight } from '../../../domain/bills/allocation';
import { CRT, type FiscalEnvironment } from '../../../domain/fiscal/fiscal-profile';
import { HOMOLOGATION_TEXT, type NfceDocument } from '../../../domain/fiscal/nfce';
import type { ReceiptStatus } from '../../../domain/fiscal/receipt-status';
import { centsToDecimal } from '../../../domain/money/money';
import type {
  A1Certificate,
  CompanyRegistration,
  FiscalIssuer,
  FiscalProvider,
  ProviderAnswer,
  ProviderReceipt,
  RegisteredCompany,
} from './fiscal-provider';

/** The published hosts (api-doc `index.html.md`, "Ambiente"). */
export const FOCUS_NFE_HOMOLOGATION_URL = 'https://homologacao.focusnfe.com.br';
export const FOCUS_NFE_PRODUCTION_URL = 'https://api.focusnfe.com.br';

export interface FocusNfeLogger {
  warn(details: object, message: string): void;
}

export interface FocusNfeOptions {
  homologationUrl: string;
  productionUrl: string;
  /** Comanda's own account token at Focus, for the Empresas API (production only). */
  resellerToken: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
  logger?: FocusNfeLogger;
}

/** What Focus answers about one NFC-e (api-doc `_nfce.md`, "Envio", "Consulta", "Campos de retorno"). */
interface FocusNfceAnswer {
  ref?: string;
  status?: string;
  status_sefaz?: string;
  mensagem_sefaz?: string;
  chave_nfe?: string;
  numero?: string;
  serie?: string;
  caminho_xml_nota_fiscal?: string;
  caminho_xml_cancelamento?: string;
  qrcode_url?: string;
  url_consulta_nf?: string;
  numero_protocolo?: string;
  contingencia_offline?: boolean;
  contingencia_offline_efetivada?: boolean;
  protocolo_nota_fiscal?: { numero_protocolo?: string; data_recebimento?: string } | null;
}

/** Focus's error shape (api-doc `index.html.md`, "Erros"). */
interface FocusError {
  codigo?: string;
  mensagem?: string;
  erros?: { codigo?: string; mensagem?: string; campo?: string }[];
}

/** Focus's NFC-e statuses in Comanda's words (`processando_autorizacao` only from SDKs: poll it). */
export function receiptStatusOf(answer: FocusNfceAnswer): ReceiptStatus | null {
  switch (answer.status) {
    case 'autorizado':
      return answer.contingencia_offline === true && answer.contingencia_offline_efetivada !== true
        ? 'contingencia'
        : 'autorizada';
    case 'erro_autorizacao':
      return 'rejeitada';
    case 'denegado':
      return 'denegada';
    case 'cancelado':
      return 'cancelada';
    case 'processando_autorizacao':
      return 'pendente';
    default:
      return null;
  }
}

/** The emission time as Focus's examples write it: local time in Brasília (-03:00), no milliseconds. */
export function focusDateTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/** A quantity as a decimal string: two places ("1.00"), four when it has more (a weighed item). */
function quantityText(quantity: number): string {
  const hundredths = quantity * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-9 ? quantity.toFixed(2) : quantity.toFixed(4);
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/**
 * The body of `POST /v2/nfce` for a note (api-doc `_nfce.md`, "Campos obrigatórios de uma NFCe",
 * "Itens", "Pagamento", "Transportador"): numbers as strings, the items in `items` (the name of the
 * JSON example and the JS and Python samples), the payments in `formas_pagamento` adding up to the
 * total with no change; totals left to Focus to sum.
 */
export function nfceBody(
  issuer: FiscalIssuer,
  document: NfceDocument,
  issuedAt: Date,
): Record<string, unknown> {
  const { profile } = issuer;
  const delivery = document.presence === 'entrega';
  const freights =
    document.freightCents > 0
      ? allocateByWeight(
          document.freightCents,
          document.lines.map((line) => line.grossCents),
        )
      : document.lines.map(() => 0);
  const items = document.lines.map((line, index) => {
    const freight = freights[index] ?? 0;
    const item: Record<string, string> = {
      numero_item: String(line.number),
      codigo_produto: line.code,
      descricao: document.homologation && index === 0 ? HOMOLOGATION_TEXT : line.description,
      codigo_ncm: line.tax.ncm,
      cfop: line.tax.cfop,
      quantidade_comercial: quantityText(line.quantity),
      quantidade_tributavel: quantityText(line.quantity),
      valor_unitario_comercial: centsToDecimal(line.unitCents),
      valor_unitario_tributavel: centsToDecimal(line.unitCents),
      valor_bruto: centsToDecimal(line.grossCents),
      valor_desconto: centsToDecimal(line.discountCents),
      unidade_comercial: 'UN',
      unidade_tributavel: 'UN',
      icms_origem: String(line.tax.origin),
      icms_situacao_tributaria: line.tax.situation,
    };
    if (line.tax.cest) item.cest = line.tax.cest;
    // Lei 12.741/2012's approximate taxes, per item as the api-doc's NFC-e example sends them
    // (`_nfce.md`, "valor_total_tributos":"24.29"); Focus sums the note's total (vTotTrib).
    if (line.totalTaxesCents != null) item.valor_total_tributos = centsToDecimal(line.totalTaxesCents);
    if (freight > 0) item.valor_frete = centsToDecimal(freight);
    if (line.tax.situation === '00') {
      // CST 00: the rate, the base (the operation's value: 3) and its amount.
      item.icms_modalidade_base_calculo = '3';
      item.icms_base_calculo = centsToDecimal(line.grossCents - line.discountCents + freight);
      item.icms_aliquota = (line.tax.icmsRatePercent ?? 0).toFixed(2);
    }
    return item;
  });
  const body: Record<string, unknown> = {
    natureza_operacao: 'VENDA AO CONSUMIDOR',
    cnpj_emitente: profile.cnpj,
    data_emissao: focusDateTime(issuedAt),
    presenca_comprador: delivery ? '4' : '1',
    // 0: freight on the emitter (its own courier); 9: no freight.
    modalidade_frete: delivery ? '0' : '9',
    local_destino: '1',
    indicador_inscricao_estadual_destinatario: '9',
    items,
    formas_pagamento: document.payments.map((payment) => ({
      forma_pagamento: payment.code,
      valor_pagamento: centsToDecimal(payment.amountCents),
      ...(payment.description ? { descricao_pagamento: payment.description } : {}),
    })),
  };
  if (document.cpf) body.cpf_destinatario = document.cpf;
  if (document.homologation) body.nome_destinatario = HOMOLOGATION_TEXT;
  if (delivery) {
    // A delivery by the restaurant's own courier: the restaurant is the transporter.
    body.cnpj_transportador = profile.cnpj;
    body.nome_transportador = profile.legalName;
    body.inscricao_estadual_transportador = profile.stateRegistration;
    body.uf_transportador = profile.state;
    if (issuer.address) {
      body.endereco_transportador = `${issuer.address.street}, ${issuer.address.number}`;
      body.municipio_transportador = issuer.address.city;
    }
  }
  return body;
}

/** The receipt in Comanda's words, from Focus's answer. */
export function receiptOf(ref: string, answer: FocusNfceAnswer, status: ReceiptStatus): ProviderReceipt {
  const protocol = answer.protocolo_nota_fiscal ?? null;
  const receivedAt = protocol?.data_recebimento ? new Date(protocol.data_recebimento) : null;
  return {
    ref: answer.ref ?? ref,
    status,
    number: str(answer.numero),
    series: str(answer.serie),
    accessKey: answer.chave_nfe ? answer.chave_nfe.replace(/^NFe/, '') : null,
    qrCodeUrl: str(answer.qrcode_url),
    consultUrl: str(answer.url_consulta_nf),
    protocol: str(protocol?.numero_protocolo),
    authorizedAt: receivedAt && !Number.isNaN(receivedAt.getTime()) ? receivedAt : null,
    contingency: status === 'contingencia',
    sefazCode: str(answer.status_sefaz),
    sefazMessage: str(answer.mensagem_sefaz),
    xmlPath: str(answer.caminho_xml_nota_fiscal),
    cancelXmlPath: str(answer.caminho_xml_cancelamento),
  };
}

type Raw =
  | { kind: 'http'; status: number; text: string; json: unknown }
  | { kind: 'unreachable'; reason: string };

const REFUSED_DEFAULT = 'O emissor fiscal recusou a requisição.';

/** The provider's message for a 4xx, in its own Portuguese (the first detailed error when listed). */
function refusal(status: number, json: unknown): ProviderAnswer<never> {
  const error = (json && typeof json === 'object' ? json : {}) as FocusError;
  const first = error.erros?.find((item) => item?.mensagem)?.mensagem;
  const message =
    first ??
    error.mensagem ??
    (status === 401 || status === 403 ? 'O token do emissor fiscal foi recusado.' : REFUSED_DEFAULT);
  return { kind: 'refused', httpStatus: status, code: error.codigo ?? null, message };
}

export function createFocusNfe(options: FocusNfeOptions): FiscalProvider {
  const doFetch = options.fetch ?? fetch;
  const hosts: Record<FiscalEnvironment, string> = {
    homologacao: options.homologationUrl.replace(/\/$/, ''),
    producao: options.productionUrl.replace(/\/$/, ''),
  };
  const log = (details: object, message: string) => options.logger?.warn(details, message);

  async function call(
    operation: string,
    host: string,
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    ref?: string,
  ): Promise<Raw> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${host}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError'
          ? 'timeout'
          : 'network';
      log({ provider: 'focus-nfe', operation, ref, reason }, 'fiscal provider unreachable');
      return { kind: 'unreachable', reason };
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const code = json && typeof json === 'object' ? ((json as FocusError).codigo ?? null) : null;
      log({ provider: 'focus-nfe', operation, ref, status: response.status, code }, 'fiscal provider error');
    }
    return { kind: 'http', status: response.status, text, json };
  }

  const transient = (status: number) => status >= 500 || status === 429;

  async function readNote(issuer: FiscalIssuer, ref: string): Promise<ProviderAnswer> {
    const raw = await call(
      'get',
      hosts[issuer.profile.environment],
      issuer.token,
      'GET',
      `/v2/nfce/${encodeURIComponent(ref)}?completa=1`,
      undefined,
      ref,
    );
    return noteAnswer(ref, raw);
  }

  function noteAnswer(ref: string, raw: Raw): ProviderAnswer {
    if (raw.kind === 'unreachable') return raw;
    if (transient(raw.status)) return { kind: 'unreachable', reason: `http ${raw.status}` };
    if (raw.status >= 400) return refusal(raw.status, raw.json);
    if (raw.status < 200 || raw.status >= 300 || !raw.json || typeof raw.json !== 'object')
      return { kind: 'unreachable', reason: 'resposta inválida' };
    const answer = raw.json as FocusNfceAnswer;
    const status = receiptStatusOf(answer);
    if (!status) return { kind: 'unreachable', reason: 'status desconhecido' };
    return { kind: 'answered', value: receiptOf(ref, answer, status) };
  }

  return {
    name: 'focus-nfe',

    async issue(issuer, document, issuedAt) {
      const ref = document.ref;
      const raw = await call(
        'issue',
        hosts[issuer.profile.environment],
        issuer.token,
        'POST',
        `/v2/nfce?ref=${encodeURIComponent(ref)}&completa=1`,
        nfceBody(issuer, document, issuedAt),
        ref,
      );
      if (raw.kind === 'http' && raw.status === 422) {
        const code = (raw.json as FocusError | null)?.codigo;
        // Already authorized, or still being processed, under this reference: read what Focus holds.
        if (code === 'nfe_autorizada' || code === 'em_processamento') return readNote(issuer, ref);
      }
      return noteAnswer(ref, raw);
    },

    get: readNote,

    async cancel(issuer, ref, justification) {
      const raw = await call(
        'cancel',
        hosts[issuer.profile.environment],
        issuer.token,
        'DELETE',
        `/v2/nfce/${encodeURIComponent(ref)}`,
        { justificativa: justification },
        ref,
      );
      if (raw.kind === 'unreachable') return raw;
      if (transient(raw.status)) return { kind: 'unreachable', reason: `http ${raw.status}` };
      // Cancelled already (400 nfe_cancelada): read the note, which says so.
      if (raw.status === 400 && (raw.json as FocusError | null)?.codigo === 'nfe_cancelada')
        return readNote(issuer, ref);
      if (raw.status >= 400) return refusal(raw.status, raw.json);
      const answer = (raw.json ?? {}) as FocusNfceAnswer;
      if (answer.status !== 'cancelado' && answer.status !== 'erro_cancelamento')
        return { kind: 'unreachable', reason: 'resposta inválida' };
      // The DELETE answers only the event; the note itself (number, key, protocol) is read back.
      const note = await readNote(issuer, ref);
      if (answer.status === 'cancelado') {
        if (note.kind === 'answered')
          return {
            kind: 'answered',
            value: {
              ...note.value,
              status: 'cancelada',
              cancelXmlPath: note.value.cancelXmlPath ?? str(answer.caminho_xml_cancelamento),
            },
          };
        return { kind: 'answered', value: receiptOf(ref, answer, 'cancelada') };
      }
      // erro_cancelamento (501 past the 30 minutes, or another SEFAZ refusal): the note stands.
      if (note.kind !== 'answered') return note;
      return {
        kind: 'answered',
        value: {
          ...note.value,
          sefazCode: str(answer.status_sefaz),
          sefazMessage: str(answer.mensagem_sefaz),
        },
      };
    },

    async downloadXml(issuer, path) {
      if (!path.startsWith('/') || path.startsWith('//'))
        return { kind: 'refused', httpStatus: 400, code: null, message: 'Caminho de arquivo inválido.' };
      const raw = await call('download', hosts[issuer.profile.environment], issuer.token, 'GET', path);
      if (raw.kind === 'unreachable') return raw;
      if (transient(raw.status)) return { kind: 'unreachable', reason: `http ${raw.status}` };
      if (raw.status >= 400) return refusal(raw.status, raw.json);
      return { kind: 'answered', value: raw.text };
    },

    async registerCompany(company, certificate) {
      if (!options.resellerToken)
        return {
          kind: 'refused',
          httpStatus: 401,
          code: null,
          message: 'O Comanda não tem uma conta de revenda no emissor fiscal configurada.',
        };
      const id = company.providerCompanyId;
      const raw = await call(
        'register-company',
        hosts.producao,
        options.resellerToken,
        id ? 'PUT' : 'POST',
        id ? `/v2/empresas/${encodeURIComponent(id)}` : '/v2/empresas',
        companyBody(company, certificate),
      );
      const answer = companyAnswer(raw);
      if (answer.kind !== 'answered' || (answer.value.tokens.homologacao && answer.value.tokens.producao))
        return answer;
      // The creation example shows no tokens; the company's own record does (`GET /v2/empresas/ID`).
      const read = companyAnswer(
        await call(
          'read-company',
          hosts.producao,
          options.resellerToken,
          'GET',
          `/v2/empresas/${encodeURIComponent(answer.value.providerCompanyId)}`,
        ),
      );
      return read.kind === 'answered' ? read : answer;
    },
  };

  function companyAnswer(raw: Raw): ProviderAnswer<RegisteredCompany> {
    if (raw.kind === 'unreachable') return raw;
    if (transient(raw.status)) return { kind: 'unreachable', reason: `http ${raw.status}` };
    if (raw.status >= 400) return refusal(raw.status, raw.json);
    const body = (raw.json ?? {}) as Record<string, unknown>;
    const id = str(body.id);
    if (!id) return { kind: 'unreachable', reason: 'resposta inválida' };
    const validUntil = str(body.certificado_valido_ate);
    const until = validUntil ? new Date(validUntil) : null;
    return {
      kind: 'answered',
      value: {
        providerCompanyId: id,
        tokens: { homologacao: str(body.token_homologacao) ?? '', producao: str(body.token_producao) ?? '' },
        certificateValidUntil: until && !Number.isNaN(until.getTime()) ? until : null,
        certificateCnpj: str(body.certificado_cnpj),
      },
    };
  }
}

/** The company as the Empresas API takes it (api-doc `_empresas.md`, "Campos"; the flat form of its example). */
export function companyBody(
  company: CompanyRegistration,
  certificate: A1Certificate | null,
): Record<string, unknown> {
  const { profile, address } = company;
  const environment = profile.environment;
  const body: Record<string, unknown> = {
    nome: profile.legalName,
    nome_fantasia: company.tradeName,
    cnpj: profile.cnpj,
    inscricao_estadual: profile.stateRegistration,
    regime_tributario: CRT[profile.regime],
    email: company.email ?? undefined,
    telefone: company.phone ?? undefined,
    logradouro: address.street,
    numero: address.number,
    bairro: address.neighborhood,
    municipio: address.city,
    uf: address.state,
    cep: address.cep.replace(/\D/g, ''),
    habilita_nfce: true,
    habilita_contingencia_offline_nfce: true,
    [`csc_nfce_${environment}`]: profile.cscToken,
    [`id_token_nfce_${environment}`]: profile.cscId,
  };
  if (certificate) {
    body.arquivo_certificado_base64 = certificate.pfxBase64;
    body.senha_certificado = certificate.password;
  }
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
