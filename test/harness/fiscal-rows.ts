/**
 * Fiscal rows written straight to the database for the DANFE and fiscal report tests (issue 35):
 * a restaurant's fiscal profile and receipts in any status, as the issuing module (h64's
 * receipts.*) stores them after the provider answers. The document is the domain's own
 * (domain/fiscal/danfe.fixtures.ts); the key, protocol and URLs are in the shapes of Focus NFe's
 * published samples (docs/research/issue-35-till-and-nfce.md §1.6).
 */
import { sampleDanfe } from '../../src/domain/fiscal/danfe.fixtures';
import type { ReceiptStatus } from '../../src/domain/fiscal/receipt-status';
import type { Db } from '../../src/server/db/client';
import { fiscalProfiles, fiscalReceipts } from '../../src/server/db/schema';
import { encryptSecret } from '../../src/server/lib/crypto';

/** The CSC token is stored as the app stores it (encrypted with its key), so reading it back works. */
export async function insertFiscalProfile(db: Db, restaurantId: string, encryptionKey: string) {
  await db
    .insert(fiscalProfiles)
    .values({
      restaurantId,
      cnpj: '12345678000195',
      stateRegistration: '110042490114',
      legalName: 'Cantina da Praça Comércio de Alimentos Ltda',
      state: 'SP',
      regime: 'simples',
      environment: 'homologacao',
      cscId: '1',
      cscTokenEncrypted: encryptSecret(encryptionKey, 'A1B2C3D4E5F6G7H8I9J0'),
    })
    .onConflictDoNothing();
}

let sequence = 0;

/** A 44-digit access key, distinct per call. */
export function accessKeyFor(n: number): string {
  // cUF, AAMM, CNPJ, model 65, series, number, tpEmis 1, cNF and a check digit (not computed).
  return `352612${'12345678000195'}65001${String(n).padStart(9, '0')}1${String(n).padStart(8, '0')}0`;
}

export async function insertReceipt(
  db: Db,
  restaurantId: string,
  sale: { orderId?: string; billId?: string },
  overrides: Partial<typeof fiscalReceipts.$inferInsert> & { status?: ReceiptStatus } = {},
) {
  sequence += 1;
  const { document } = sampleDanfe({}, { homologation: true });
  const status = overrides.status ?? 'autorizada';
  const issued = status === 'autorizada' || status === 'contingencia' || status === 'cancelada';
  const key = accessKeyFor(sequence);
  const [row] = await db
    .insert(fiscalReceipts)
    .values({
      restaurantId,
      ref: `${sale.billId ? 'bill' : 'order'}_${sequence}_${Date.now()}`,
      saleKind: sale.billId ? 'bill' : 'order',
      orderId: sale.billId ? null : (sale.orderId ?? null),
      billId: sale.billId ?? null,
      status,
      environment: 'homologacao',
      totalCents: document.totalCents,
      document: { ...document, ref: `ref_${sequence}` },
      ...(issued && {
        number: String(100 + sequence),
        series: '1',
        accessKey: `NFe${key}`,
        protocol: `1352600000${String(sequence).padStart(5, '0')}`,
        authorizedAt: new Date(),
        consultUrl: 'https://www.homologacao.nfce.fazenda.sp.gov.br/consulta',
        qrCodeUrl: `https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|2|1|5E26A1B2C3D4E5F60718293A4B5C6D7E8F907F08`,
        xml: `<nfeProc versao="4.00"><NFe><infNFe Id="NFe${key}"/></NFe></nfeProc>`,
      }),
      ...overrides,
    })
    .returning();
  return row!;
}
