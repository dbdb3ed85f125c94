/**
 * The PDF of a report: A4 portrait (landscape when the table is wide), the restaurant's name, the
 * report's title and period, the summary figures, then the table with a header repeated on each
 * page and the totals row in bold.
 */
import { displayCell, generatedLine } from '../../../domain/reports/report-format';
import type { ReportData } from '../../../domain/reports/report-types';

type Table = Pick<ReportData, 'columns' | 'rows' | 'totals'>;

import { type Doc, finish, newDocument, pdfText } from '../../lib/pdf';

const ROW_HEIGHT = 18;
const FONT_SIZE = 9;

function header(doc: Doc, report: ReportData) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(pdfText(report.restaurantName));
  doc.font('Helvetica').fontSize(12).text(pdfText(report.title));
  doc
    .fontSize(10)
    .fillColor('#444444')
    .text(pdfText(`Período: ${report.period.label}`));
  doc.text(pdfText(generatedLine(report)));
  doc.moveDown(0.8);
}

function summary(doc: Doc, report: ReportData) {
  doc.fillColor('#111111').fontSize(10);
  for (const item of report.summary) {
    // Two texts placed side by side: pdfkit drops the trailing space of a `continued` segment, which
    // printed 'Vendas:R$ 233,50'.
    const label = pdfText(`${item.label}:`);
    const { x, y } = doc;
    doc.font('Helvetica');
    const offset = doc.widthOfString(`${label} `);
    doc.text(label, x, y, { lineBreak: false });
    doc.font('Helvetica-Bold').text(pdfText(displayCell(item.value, item.kind)), x + offset, y);
    doc.x = x;
  }
  doc.moveDown(0.8);
}

function table(doc: Doc, report: Table) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const first = report.columns[0]?.kind === 'text' ? 2 : 1;
  const weight = report.columns.reduce((sum, _column, index) => sum + (index === 0 ? first : 1), 0);
  const widths = report.columns.map((_column, index) => (width * (index === 0 ? first : 1)) / weight);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const labels = report.columns.map((column) => pdfText(column.label));
  // The header grows to fit its labels on up to two lines ('Pedidos entregues' over a narrow column);
  // body cells stay on one line, cut with an ellipsis.
  doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const headerLines = Math.min(
    2,
    Math.max(
      ...labels.map((label, index) =>
        Math.ceil(doc.heightOfString(label, { width: widths[index]! - 6 }) / doc.currentLineHeight()),
      ),
    ),
  );
  const headerHeight = ROW_HEIGHT + (headerLines - 1) * (FONT_SIZE + 2);

  const drawRow = (cells: string[], bold: boolean, shade?: string, height = ROW_HEIGHT) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    if (shade) doc.rect(left, y, width, height).fill(shade);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor('#111111');
    const lines = Math.round((height - ROW_HEIGHT) / (FONT_SIZE + 2)) + 1;
    let x = left;
    cells.forEach((cell, index) => {
      const align = report.columns[index]!.kind === 'text' ? 'left' : 'right';
      doc.text(pdfText(cell), x + 3, y + 5, {
        width: widths[index]! - 6,
        height: lines * (FONT_SIZE + 2),
        align,
        lineBreak: lines > 1,
        ellipsis: true,
      });
      x += widths[index]!;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .stroke('#d6d3d1');
    doc.x = left;
    doc.y = y + height;
  };
  const drawHeader = () => drawRow(labels, true, '#f1ede9', headerHeight);

  drawHeader();
  if (report.rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text('Nenhum dado no período.', left, doc.y + 6);
    doc.moveDown();
  }
  for (const row of report.rows) {
    drawRow(
      report.columns.map((column) => displayCell(row[column.key] ?? null, column.kind)),
      false,
    );
  }
  const totals = report.totals;
  // With no row, a totals row of zeros under 'Nenhum dado no período.' says nothing more.
  if (totals && report.rows.length > 0) {
    drawRow(
      report.columns.map((column) =>
        totals[column.key] == null ? '' : displayCell(totals[column.key]!, column.kind),
      ),
      true,
      '#fafaf9',
    );
  }
}

export async function renderReportPdf(report: ReportData): Promise<Buffer> {
  const doc = await newDocument(
    `${report.title} - ${report.restaurantName}`,
    report.columns.length > 6 ? 'landscape' : 'portrait',
  );
  header(doc, report);
  summary(doc, report);
  table(doc, report);
  // The dine-in report's further tables, each under its title.
  for (const section of report.sections ?? []) {
    if (doc.y + 3 * ROW_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.moveDown(1);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#111111')
      .text(pdfText(section.title), doc.page.margins.left, doc.y);
    doc.moveDown(0.4);
    table(doc, section);
  }
  return finish(doc);
}
