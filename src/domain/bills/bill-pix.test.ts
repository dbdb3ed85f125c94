import { describe, expect, it } from 'vitest';
import type { BillSplit } from './bill-part';
import type { BillPayment } from './bill-payments';
import { billPartTitle, pixLinkIssue, pixOutcome } from './bill-pix';
import { wholeBill } from './bill-split';

const split: BillSplit = {
  method: 'equal',
  note: null,
  parts: [
    { id: 'part-1', label: 'Parte 1', amountCents: 3667 },
    { id: 'part-2', label: 'Parte 2', amountCents: 3666 },
    { id: 'part-3', label: 'Parte 3', amountCents: 3666 },
  ],
};
const cash = (partId: string, amountCents: number): BillPayment => ({
  partId,
  method: 'cash',
  amountCents,
  receivedCents: amountCents,
  changeCents: 0,
});

describe('a PIX link for a part', () => {
  it('is for what an unpaid part still owes', () => {
    expect(pixLinkIssue(split, [], 'part-2')).toEqual({ ok: true, dueCents: 3666 });
    expect(pixLinkIssue(split, [cash('part-2', 1000)], 'part-2')).toEqual({ ok: true, dueCents: 2666 });
  });

  it('is refused for an unknown or paid part', () => {
    expect(pixLinkIssue(split, [], 'part-9')).toMatchObject({ ok: false, status: 404 });
    expect(pixLinkIssue(split, [cash('part-1', 3667)], 'part-1')).toEqual({
      ok: false,
      status: 409,
      error: 'Esta parte já está paga.',
    });
  });

  it("names the part as the diner reads it: 'Mesa 7 — parte 2 de 3'", () => {
    expect(billPartTitle('Mesa 7', split, 'part-2')).toBe('Mesa 7 — parte 2 de 3');
    expect(billPartTitle('Mesa 7', wholeBill(10_999), 'part-1')).toBe('Mesa 7');
    expect(billPartTitle('Varanda', split, 'part-4')).toBeNull();
  });
});

describe('what an approved PIX does to its part', () => {
  const approved = { status: 'approved', currency: 'BRL', amountCents: 3666 };
  const link = { amountCents: 3666 };

  it('is recorded when it is exactly what the part owes', () => {
    expect(pixOutcome(approved, link, { dueCents: 3666 }, true)).toEqual({
      kind: 'record',
      amountCents: 3666,
    });
  });

  it('waits while Mercado Pago has not approved it', () => {
    for (const status of ['pending', 'in_process', 'cancelled', 'rejected'])
      expect(pixOutcome({ ...approved, status }, link, { dueCents: 3666 }, true)).toEqual({ kind: 'wait' });
  });

  it('is kept aside, with the reason in Portuguese, when the amount or the part differs', () => {
    expect(pixOutcome({ ...approved, amountCents: 1000 }, link, { dueCents: 3666 }, true)).toEqual({
      kind: 'problem',
      problem: 'PIX recebido de R$ 10,00, diferente dos R$ 36,66 da parte: confira no Mercado Pago.',
    });
    expect(pixOutcome({ ...approved, currency: 'USD' }, link, { dueCents: 3666 }, true).kind).toBe('problem');
    expect(pixOutcome(approved, link, { dueCents: 0 }, true)).toMatchObject({
      kind: 'problem',
      problem: expect.stringMatching(/devolva pelo Mercado Pago/),
    });
    expect(pixOutcome(approved, link, { dueCents: 3666 }, false).kind).toBe('problem');
    expect(pixOutcome(approved, link, null, true).kind).toBe('problem');
    expect(pixOutcome(approved, link, { dueCents: 5000 }, true)).toEqual({
      kind: 'problem',
      problem: 'PIX de R$ 36,66 recebido, mas a parte agora deve R$ 50,00: registre o pagamento à mão.',
    });
  });
});
