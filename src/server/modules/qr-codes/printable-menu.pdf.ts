/**
 * The printable menu (A4), generated from the live menu each time, so paper and screen never
 * disagree: the restaurant's name and contacts, each category with its items, prices and options,
 * and the QR code of the digital menu at the end.
 */

import { formatBRL, formatPhone } from '../../../domain/format/format';
import type { MenuItemView } from '../../../domain/menu/menu-api';
import { isLocalAddress, localAddressPrintNote } from '../../../domain/menu/public-address';
import { parseCents } from '../../../domain/money/money';
import { optionGroupLead } from '../../../domain/orders/option-answers';
import { A4, CM, type Doc, drawQr, finish, newDocument, pdfText } from '../../lib/pdf';

const brl = (decimal: string) => formatBRL(parseCents(decimal) ?? 0);
const CONTENT_WIDTH = A4.width - 80;

function ensureRoom(doc: Doc, needed: number) {
  if (doc.y + needed > A4.height - 50) doc.addPage();
}

function optionsLine(item: MenuItemView): string {
  return item.optionGroups
    .map((group) => {
      const choices = group.options
        .map((option) => (Number(option.price) > 0 ? `${option.name} (+${brl(option.price)})` : option.name))
        .join(', ');
      return `${optionGroupLead(group.name)}${choices}`;
    })
    .join(' · ');
}

function drawItem(doc: Doc, item: MenuItemView) {
  const price = pdfText(brl(item.price));
  ensureRoom(doc, 40);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#1c1917');
  doc.text(pdfText(item.name), 40, top, { width: CONTENT_WIDTH - 90 });
  const afterName = doc.y;
  doc.text(price, 40, top, { width: CONTENT_WIDTH, align: 'right' });
  doc.y = afterName;
  doc.font('Helvetica').fontSize(10).fillColor('#44403c');
  if (item.description) doc.text(pdfText(item.description), 40, doc.y, { width: CONTENT_WIDTH - 90 });
  const options = optionsLine(item);
  if (options) doc.fillColor('#78716c').text(pdfText(options), 40, doc.y, { width: CONTENT_WIDTH - 90 });
  doc.moveDown(0.6);
}

export async function printableMenuPdf(options: {
  restaurant: { name: string; address: string; whatsapp: string; description: string | null };
  items: MenuItemView[];
  menuUrl: string;
}): Promise<Buffer> {
  const { restaurant, items } = options;
  const doc = await newDocument(`Cardápio - ${restaurant.name}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor('#1c1917')
    .text(pdfText(restaurant.name), { align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor('#44403c');
  doc.text(pdfText(`${restaurant.address} · WhatsApp ${formatPhone(restaurant.whatsapp)}`), {
    align: 'center',
  });
  if (restaurant.description) doc.moveDown(0.3).text(pdfText(restaurant.description), { align: 'center' });
  doc.moveDown(1.2);

  let category: string | null | undefined;
  for (const item of items) {
    if (item.category !== category) {
      category = item.category;
      ensureRoom(doc, 70);
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(16).fillColor('#c2410c');
      doc.text(pdfText(category ?? 'Outros'), 40, doc.y);
      const lineY = doc.y + 2;
      doc
        .moveTo(40, lineY)
        .lineTo(A4.width - 40, lineY)
        .lineWidth(0.7)
        .strokeColor('#fdba74')
        .stroke();
      doc.y = lineY + 8;
    }
    drawItem(doc, item);
  }
  if (items.length === 0) doc.font('Helvetica').fontSize(12).text('Cardápio em breve!', { align: 'center' });

  const qr = 4 * CM;
  ensureRoom(doc, qr + 40);
  doc.moveDown(1);
  const y = doc.y;
  drawQr(doc, options.menuUrl, (A4.width - qr) / 2, y, qr);
  doc.font('Helvetica').fontSize(10).fillColor('#44403c');
  doc.text('Peça pelo cardápio digital: aponte a câmera para o QR code.', 40, y + qr + 6, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  const origin = new URL(options.menuUrl).origin;
  if (isLocalAddress(origin)) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#b91c1c');
    doc.text(pdfText(localAddressPrintNote(origin)), 40, doc.y + 6, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  }
  return finish(doc);
}
