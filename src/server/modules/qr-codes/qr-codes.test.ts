import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { createQrCodesService } from './qr-codes.service';

const PUBLIC_URL = 'https://cardapio.exemplo.com.br';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  owner = await registerOwner(ctx.app, { name: 'Pizzaria Bella Napoli' });
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: cookie ? { cookie } : {} });
const base = () => `/restaurants/${owner.restaurant.id}`;

function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/**
 * The text a PDF draws, from its content streams (pdfkit writes it as hex strings), no spaces.
 * Each stream is cut by its declared /Length: a compressed stream may end in a byte '\r', which a
 * search for 'endstream' would take for the line break and cut off.
 */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/<<([^<>]*\/Length (\d+)[^<>]*)>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[2]));
    return match[1]!.includes('/FlateDecode')
      ? inflateSync(bytes).toString('latin1')
      : bytes.toString('latin1');
  });
  return streams
    .flatMap((content) => [...content.matchAll(/<([0-9a-f]+)>/gi)])
    .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
    .join('')
    .replace(/\s/g, '');
}
const squash = (text: string) => text.replace(/\s/g, '');

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function setTables(tableCount: number, extra: { tableCodeRequired?: boolean } = {}) {
  await ctx.app.inject({
    method: 'PUT',
    url: `/api${base()}/order-settings`,
    headers: { cookie: owner.cookie },
    payload: {
      acceptsPickup: true,
      acceptsDelivery: true,
      acceptsTable: true,
      acceptsCash: true,
      acceptsCard: true,
      acceptsPix: false,
      tableCount,
      halfAndHalfPricing: 'highest',
      ...extra,
    },
  });
}

describe('GET /restaurants/:id/qr-code', () => {
  it('answers a PNG QR that decodes to the menu URL built from PUBLIC_URL', async () => {
    const response = await get(`${base()}/qr-code`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const { qrCodeDataUrl, menuUrl } = response.json();
    expect(menuUrl).toBe(`${PUBLIC_URL}/menu/${owner.restaurant.id}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(qrCodeDataUrl)).toBe(menuUrl);
    expect(response.json().fileName).toBe('qr-cardapio-pizzaria-bella-napoli.png');
    expect(response.json().publicUrlIsLocal).toBe(false);
  });

  it('says when the public address is local (no PUBLIC_URL: localhost), so the tab can warn', async () => {
    // The service as the app builds it when PUBLIC_URL is unset (config's default).
    const local = createQrCodesService(ctx.app.db, 'http://localhost:3000');
    const answer = await local.qrCode(owner.restaurant.id);
    expect(answer).toMatchObject({
      publicUrlIsLocal: true,
      menuUrl: `http://localhost:3000/menu/${owner.restaurant.id}`,
    });
  });

  it('prints the warning on the table cards and the A4 menu when the address is local, never otherwise', async () => {
    await setTables(2);
    const note = squash(
      'Atenção: este QR code abre http://localhost:3000, que não funciona no celular dos clientes.',
    );
    const local = createQrCodesService(ctx.app.db, 'http://localhost:3000');
    expect(pdfText(await local.tableCards(owner.restaurant.id, {}))).toContain(note);
    expect(pdfText(await local.printableMenu(owner.restaurant.id))).toContain(note);
    const published = await get(`${base()}/qr-code/tables.pdf`, owner.cookie);
    expect(pdfText(published.rawPayload)).toContain(squash('Aponte a câmera do celular'));
    expect(pdfText(published.rawPayload)).not.toContain(squash('Atenção: este QR code'));
  });

  it('makes one table’s code carry ?mesa=N', async () => {
    await setTables(10);
    const { qrCodeDataUrl, menuUrl } = (await get(`${base()}/qr-code?mesa=7`, owner.cookie)).json();
    expect(menuUrl).toBe(`${PUBLIC_URL}/menu/${owner.restaurant.id}?mesa=7`);
    expect(decodeQr(qrCodeDataUrl)).toBe(menuUrl);
  });

  it.each(['0', 'abc', '11', '501'])('refuses the table %s with 400', async (mesa) => {
    await setTables(10);
    const response = await get(`${base()}/qr-code?mesa=${mesa}`, owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('answers 401 anonymous and 403 to another owner', async () => {
    expect((await get(`${base()}/qr-code`)).statusCode).toBe(401);
    expect((await get(`${base()}/qr-code`, other.cookie)).statusCode).toBe(403);
  });
});

describe('printable PDFs', () => {
  it('prints table cards on A4, four per page', async () => {
    await setTables(5);
    const response = await get(`${base()}/qr-code/tables.pdf`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('mesas-qr-code.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(response.rawPayload)).toBe(2);
    expect(response.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const range = await get(`${base()}/qr-code/tables.pdf?from=2&to=3`, owner.cookie);
    expect(pageCount(range.rawPayload)).toBe(1);
  });

  it('prints a card for each table the owner set, named ones too, with its code when orders need it', async () => {
    await setTables(2);
    const named = await ctx.app.inject({
      method: 'POST',
      url: `/api${base()}/tables`,
      headers: { cookie: owner.cookie },
      payload: { label: 'Varanda 1', area: 'Varanda', seats: 4 },
    });
    expect(named.statusCode).toBe(201);
    const whole = pdfText((await get(`${base()}/qr-code/tables.pdf`, owner.cookie)).rawPayload);
    expect(whole).toContain('Mesa1');
    expect(whole).toContain('Mesa2');
    expect(whole).toContain('Varanda1');
    expect(whole).not.toContain('Códigodamesa');
    // A range asks for numbered tables only.
    const ranged = pdfText((await get(`${base()}/qr-code/tables.pdf?from=2&to=2`, owner.cookie)).rawPayload);
    expect(ranged).toContain('Mesa2');
    expect(ranged).not.toContain('Varanda1');
    expect(ranged).not.toContain('Mesa1');

    await setTables(2, { tableCodeRequired: true });
    const tables = (
      (await get(`${base()}/tables`, owner.cookie)).json() as { isActive: boolean; code: string }[]
    ).filter((table) => table.isActive);
    expect(tables).toHaveLength(3);
    const coded = pdfText((await get(`${base()}/qr-code/tables.pdf`, owner.cookie)).rawPayload);
    for (const table of tables) {
      expect(table.code).toMatch(/^[A-Z0-9]{4}$/);
      expect(coded).toContain(`Códigodamesa:${table.code}`);
    }
    await setTables(2, { tableCodeRequired: false });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api${base()}/tables/${(named.json() as { id: string }).id}`,
      headers: { cookie: owner.cookie },
    });
  });

  it('refuses table cards without tables, in Portuguese', async () => {
    await setTables(0);
    const response = await get(`${base()}/qr-code/tables.pdf`, owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Defina o número de mesas na aba Visual antes de gerar os cartões.');
  });

  it('prints the live menu, accents and all', async () => {
    for (const item of [
      {
        name: 'Pizza Margherita',
        price: '54,90',
        category: 'Pizzas',
        description: 'Muçarela de búfala e manjericão 🍕',
      },
      { name: 'Guaraná', price: '7', category: 'Bebidas' },
    ]) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api${base()}/menu`,
        headers: { cookie: owner.cookie },
        payload: item,
      });
    }
    const response = await get(`${base()}/qr-code/menu.pdf`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(pageCount(response.rawPayload)).toBeGreaterThanOrEqual(1);
  });

  it.each(['tables.pdf', 'menu.pdf'])('guards %s', async (file) => {
    expect((await get(`${base()}/qr-code/${file}`)).statusCode).toBe(401);
    expect((await get(`${base()}/qr-code/${file}`, other.cookie)).statusCode).toBe(403);
  });
});
