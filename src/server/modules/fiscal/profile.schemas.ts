/**
 * The fiscal profile's requests and answers (issue 35, decision 0052). The answer never carries the
 * CSC token nor the provider's emission tokens: only whether they are set.
 */
import { z } from 'zod';
import { FISCAL_ENVIRONMENTS, TAX_REGIMES } from '../../../domain/fiscal/fiscal-profile';
import { FISCAL_ISSUE_MODES } from '../../db/schema/fiscal';
import { isoDateTime } from '../../lib/answer-schemas';

const anId = z.string().min(1).max(64);
export const restaurantParams = z.object({ id: anId });

/** Text fields are checked by the domain (checkFiscalProfile); here only their type and a sane length. */
const text = (message: string, max: number) => z.string({ error: message }).max(max, message);

export const profileBody = z
  .object({
    cnpj: text('Informe o CNPJ', 30),
    stateRegistration: text('Informe a inscrição estadual', 30),
    legalName: text('Informe a razão social', 120),
    state: text('Escolha o estado (UF)', 2),
    regime: text('Escolha o regime tributário', 20),
    environment: text('Escolha o ambiente', 20),
    cscId: text('Informe o identificador do CSC', 12),
    cscToken: text('Informe o código CSC', 64)
      .optional()
      .describe('Vazio ou ausente numa atualização: mantém o CSC já salvo.'),
    issueMode: z
      .enum(FISCAL_ISSUE_MODES, { error: 'Escolha como emitir: automaticamente ou com um botão' })
      .optional()
      .describe('automatico: ao receber o pagamento; manual: com um botão. Padrão: automatico.'),
    askCpfAtCheckout: z
      .boolean({ error: 'Informe se pergunta o CPF no pedido online' })
      .optional()
      .describe('Perguntar "CPF na nota?" no pedido online. Padrão: não.'),
  })
  .strict();
export type ProfileBody = z.infer<typeof profileBody>;

export const profileView = z
  .object({
    cnpj: z.string().describe('14 caracteres [0-9A-Z], sem pontuação.'),
    stateRegistration: z.string(),
    legalName: z.string(),
    state: z.string(),
    regime: z.enum(TAX_REGIMES),
    environment: z.enum(FISCAL_ENVIRONMENTS),
    cscId: z.string(),
    cscTokenSet: z.boolean().describe('Se o código CSC está salvo (ele nunca volta na resposta).'),
    issueMode: z.enum(FISCAL_ISSUE_MODES),
    askCpfAtCheckout: z.boolean(),
    nfceRequired: z.boolean().describe('Se as vendas pedem NFC-e (o MEI é dispensado).'),
    provider: z.string(),
    registered: z.boolean().describe('Se o restaurante já está cadastrado no provedor de notas fiscais.'),
    tokensSet: z.boolean().describe('Se os tokens de emissão do provedor estão salvos.'),
    certificate: z
      .object({ validUntil: isoDateTime.nullable(), cnpj: z.string().nullable() })
      .nullable()
      .describe('O que o provedor leu do certificado A1 (o arquivo não é guardado).'),
    updatedAt: isoDateTime,
  })
  .describe('O perfil fiscal do restaurante.');
export type ProfileView = z.infer<typeof profileView>;

export const profileAnswer = profileView.nullable().describe('O perfil fiscal, ou null se não há.');

/** The A1 certificate as Base64 JSON (a .pfx of a few KB), passed to the provider and never kept. */
export const certificateBody = z
  .object({
    pfxBase64: z
      .string({ error: 'Envie o arquivo do certificado (.pfx)' })
      .min(1, 'Envie o arquivo do certificado (.pfx)')
      .max(80_000, 'O certificado deve ter no máximo 50 KB.')
      .describe('O arquivo .pfx (ou .p12) em Base64, até 50 KB.'),
    password: z
      .string({ error: 'Informe a senha do certificado' })
      .min(1, 'Informe a senha do certificado')
      .max(200, 'Senha longa demais'),
  })
  .strict();
