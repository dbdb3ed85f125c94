/**
 * Table cards on A4: four per page (2 x 2, cut along the grey lines), each with the restaurant's
 * name, the table ('Mesa 7', or its name: 'Varanda 1'), the QR code of that table's menu
 * (`?mesa=7`), printed at 6 cm, above the 5 x 5 cm minimum of the usage tips, and the table's code
 * when the restaurant asks for it (decision 0042).
 */
import { isLocalAddress, localAddressPrintNote } from '../../../domain/menu/public-address';
import { menuUrl } from '../../../domain/menu/qr-code';
import { A4, CM, type Doc, drawQr, finish, newDocument, pdfText } from '../../lib/pdf';

const COLUMNS = 2;
const ROWS = 2;
const QR_SIZE = 6 * CM;

function drawCard(doc: Doc, x: number, y: number, width: number, height: number, card: CardText) {
  doc
    .save()
    .lineWidth(0.5)
    .dash(4, { space: 4 })
    .strokeColor('#a8a29e')
    .rect(x, y, width, height)
    .stroke()
    .restore();
  const inner = width - 40;
  doc.fillColor('#1c1917').font('Helvetica-Bold').fontSize(18);
  doc.text(card.restaurant, x + 20, y + 28, {
    width: inner,
    align: 'center',
    lineBreak: false,
    ellipsis: true,
  });
  // A name ('Varanda 10') shrinks to stay on one line above the QR code.
  doc.font('Helvetica-Bold').fontSize(34);
  doc.fontSize(Math.min(34, (34 * inner) / doc.widthOfString(card.title))).fillColor('#c2410c');
  doc.text(card.title, x + 20, y + 58, { width: inner, align: 'center', lineBreak: false });
  drawQr(doc, card.url, x + (width - QR_SIZE) / 2, y + 108, QR_SIZE);
  doc.font('Helvetica').fontSize(11).fillColor('#44403c');
  doc.text('Aponte a câmera do celular para ver o cardápio e fazer seu pedido.', x + 20, y + 118 + QR_SIZE, {
    width: inner,
    align: 'center',
  });
  if (card.code) {
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#1c1917');
    doc.text(`Código da mesa: ${card.code}`, x + 20, doc.y + 6, { width: inner, align: 'center' });
  }
  if (card.localNote) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#b91c1c');
    doc.text(card.localNote, x + 20, doc.y + 6, { width: inner, align: 'center' });
  }
}

interface CardText {
  restaurant: string;
  title: string;
  url: string;
  /** The table's code, printed when the restaurant requires it on orders from the QR code. */
  code: string | null;
  /** Printed when the address is local (PUBLIC_URL unset): such a card helps no diner. */
  localNote: string | null;
}

export async function tableCardsPdf(options: {
  publicUrl: string;
  restaurantId: string;
  restaurantName: string;
  /** Each card's table: its label (what `?mesa=` carries), its title and its code to print, if any. */
  tables: { label: string; title: string; code: string | null }[];
}): Promise<Buffer> {
  const doc = await newDocument(`Mesas - ${options.restaurantName}`);
  const margin = 30;
  const width = (A4.width - margin * 2) / COLUMNS;
  const height = (A4.height - margin * 2) / ROWS;
  const perPage = COLUMNS * ROWS;
  options.tables.forEach((table, index) => {
    if (index > 0 && index % perPage === 0) doc.addPage();
    const slot = index % perPage;
    const x = margin + (slot % COLUMNS) * width;
    const y = margin + Math.floor(slot / COLUMNS) * height;
    drawCard(doc, x, y, width, height, {
      restaurant: pdfText(options.restaurantName),
      title: pdfText(table.title),
      code: table.code,
      url: menuUrl(options.publicUrl, options.restaurantId, table.label),
      localNote: isLocalAddress(options.publicUrl) ? pdfText(localAddressPrintNote(options.publicUrl)) : null,
    });
  });
  return finish(doc);
}
