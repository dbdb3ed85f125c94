/**
 * Where a sale's NFC-e stands in Comanda (issue 35, decision 0052), whatever the provider says in
 * its own words, and the SEFAZ rejections a restaurant meets most, in Portuguese with what to fix.
 *
 * `pendente`: to be sent (the provider or the link was down; it is sent again with the same
 * reference, once). `contingencia`: authorized offline by the provider while SEFAZ was down, to be
 * confirmed within 24 h. `autorizada`, `rejeitada` (may be corrected and sent again with the same
 * reference), `denegada` (final), `cancelada`.
 */
export const RECEIPT_STATUSES = [
  'pendente',
  'contingencia',
  'autorizada',
  'rejeitada',
  'denegada',
  'cancelada',
] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  pendente: 'Aguardando envio',
  contingencia: 'Emitida em contingência',
  autorizada: 'Autorizada',
  rejeitada: 'Rejeitada',
  denegada: 'Denegada',
  cancelada: 'Cancelada',
};

/** A receipt the diner can be handed (its DANFE and QR code are valid). */
export const isIssued = (status: ReceiptStatus): boolean =>
  status === 'autorizada' || status === 'contingencia';

/** A receipt that may be sent again under the same reference. */
export const canResend = (status: ReceiptStatus): boolean => status === 'pendente' || status === 'rejeitada';

/** What to fix for SEFAZ's most frequent rejections (cStat); the provider's message otherwise. */
const ADVICE: Record<string, string> = {
  '108': 'A SEFAZ está fora do ar. A nota será enviada de novo automaticamente.',
  '109': 'A SEFAZ está fora do ar. A nota será enviada de novo automaticamente.',
  '204': 'Esta nota já foi autorizada antes (duplicidade). Atualize a situação da nota.',
  '382': 'O CFOP de um item não combina com o CST. Confira os dados fiscais do item.',
  '383': 'A situação do ICMS (CSOSN) de um item não é válida. Confira os dados fiscais do item.',
  '386': 'O CFOP de um item não combina com o CSOSN. Confira os dados fiscais do item.',
  '501': 'O prazo de cancelamento (30 minutos) já passou. Fale com seu contador.',
  '539': 'Já existe uma nota com este número e outra chave. Fale com o suporte do emissor.',
  '591':
    'Um item tem CSOSN, mas o regime do restaurante não é o Simples Nacional. Confira o regime no perfil fiscal.',
  '777': 'Um item está sem o NCM completo (8 dígitos). Confira os dados fiscais do item.',
  '866': 'Os pagamentos passam do total da nota sem troco informado.',
  '869': 'O troco informado não confere.',
};

export function rejectionAdvice(cStat: string | null, providerMessage: string | null): string {
  const known = cStat ? ADVICE[cStat] : undefined;
  if (known) return known;
  return providerMessage?.trim() ? `SEFAZ: ${providerMessage.trim()}` : 'A nota foi recusada. Tente de novo.';
}
