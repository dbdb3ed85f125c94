/**
 * What Comanda asks of a fiscal API (issue 35, decision 0052), whichever provider answers: Focus NFe
 * first, Nuvem Fiscal or PlugNotas possible as a second adapter. Orders, bills and the till know only
 * this interface and the statuses of `domain/fiscal/receipt-status.ts`; the provider is configuration.
 *
 * Every call answers a `ProviderAnswer`: either what the provider said about the receipt, in our
 * words, or `unreachable` (no answer, a 5xx, a 429, a timeout: the sale goes on, the receipt stays
 * `pendente` and is sent again later with the same reference), or `refused` (a 4xx about the request
 * itself, with the provider's message in Portuguese).
 */

import type { FiscalProfile } from '../../../domain/fiscal/fiscal-profile';
import type { NfceDocument } from '../../../domain/fiscal/nfce';
import type { ReceiptStatus } from '../../../domain/fiscal/receipt-status';

/** What the provider holds for one receipt, read back in Comanda's words. */
export interface ProviderReceipt {
  ref: string;
  status: ReceiptStatus;
  /** The note's number and series, once numbered. */
  number: string | null;
  series: string | null;
  /** The 44-digit access key, without the provider's 'NFe' prefix. */
  accessKey: string | null;
  /** The content of the consumer's QR code (the SEFAZ URL with its parameters). */
  qrCodeUrl: string | null;
  /** The SEFAZ page where the consumer looks the note up by its key. */
  consultUrl: string | null;
  /** The authorization protocol and its time, which the DANFE prints. */
  protocol: string | null;
  authorizedAt: Date | null;
  /** Issued offline while SEFAZ was down and not yet confirmed by it. */
  contingency: boolean;
  /** SEFAZ's code and message on a rejection or denial (cStat, xMotivo). */
  sefazCode: string | null;
  sefazMessage: string | null;
  /** Where to download the authorized XML (and the cancellation's), for the accountant's zip. */
  xmlPath: string | null;
  cancelXmlPath: string | null;
}

export type ProviderAnswer<T = ProviderReceipt> =
  | { kind: 'answered'; value: T }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'refused'; httpStatus: number; code: string | null; message: string };

/** The restaurant as the provider knows it: its CNPJ and the environment its notes go to. */
export interface FiscalIssuer {
  profile: FiscalProfile;
  /** The provider's emission token for this restaurant and environment (stored encrypted by us). */
  token: string;
  /**
   * The restaurant's address, optional: a delivery by its own courier names the restaurant as the
   * transporter, whose address the note then carries.
   */
  address?: CompanyRegistration['address'] | null;
}

/**
 * What registering a restaurant at the provider needs. It is done with Comanda's own account at
 * the provider (the vendor's token, from configuration), never with a key the owner pastes.
 */
export interface CompanyRegistration {
  profile: FiscalProfile;
  tradeName: string;
  email: string | null;
  phone: string | null;
  address: { street: string; number: string; neighborhood: string; city: string; state: string; cep: string };
  /** The provider's id of the restaurant once registered (an update then), or null. */
  providerCompanyId: string | null;
}

export interface RegisteredCompany {
  providerCompanyId: string;
  /** The emission tokens the provider made for the restaurant, one per environment. */
  tokens: { homologacao: string; producao: string };
  /** What the provider read of the certificate: show its expiry instead of keeping the file. */
  certificateValidUntil: Date | null;
  certificateCnpj: string | null;
}

/** The A1 certificate, passed through to the provider and never kept by Comanda. */
export interface A1Certificate {
  /** The .pfx file, Base64. */
  pfxBase64: string;
  password: string;
}

export interface FiscalProvider {
  readonly name: string;
  /** Registers or updates the restaurant at the provider: CSC, regime, certificate when given. */
  registerCompany(
    company: CompanyRegistration,
    certificate: A1Certificate | null,
  ): Promise<ProviderAnswer<RegisteredCompany>>;
  /** Sends the note; `issuedAt` is the emission time (a retry sends its own time, not the sale's). */
  issue(issuer: FiscalIssuer, document: NfceDocument, issuedAt: Date): Promise<ProviderAnswer>;
  /** Reads a receipt back by our reference (after a timeout, an 'already issued', a contingency). */
  get(issuer: FiscalIssuer, ref: string): Promise<ProviderAnswer>;
  cancel(issuer: FiscalIssuer, ref: string, justification: string): Promise<ProviderAnswer>;
  /** Downloads an XML the provider holds (a receipt's `xmlPath` or `cancelXmlPath`). */
  downloadXml(issuer: FiscalIssuer, path: string): Promise<ProviderAnswer<string>>;
}
