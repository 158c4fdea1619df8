import PDFDocument from 'pdfkit';

/**
 * The documents the portal generates (demo reports, invoices and pricing, the client's account
 * summary), written with pdfkit, a maintained PDF library (decision 0016), instead of assembling
 * PDF objects by hand. One simple layout: a title, an optional notice, then sections of label and
 * value rows or plain paragraphs.
 */
export interface PdfSection {
  heading?: string;
  /** Label and value pairs, one row each. */
  rows?: readonly (readonly [string, string])[];
  paragraphs?: readonly string[];
}

export interface PdfContent {
  title: string;
  /** A line under the title in the accent colour, e.g. 'DEMONSTRATION DOCUMENT'. */
  notice?: string;
  sections: readonly PdfSection[];
  /** Document information (author, subject): shown by PDF readers. */
  subject?: string;
}

const MARGIN = 56;
const LABEL_WIDTH = 190;

/** Renders the document to a Buffer (pdfkit writes a stream; it is small, so it is collected). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: content.title, Author: 'Pharmatrace', Subject: content.subject ?? content.title },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - MARGIN * 2;
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b3d2e').text(content.title, { width });
    if (content.notice)
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor('#b45309').text(content.notice);
    doc.moveDown(0.5);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#0b3d2e')
      .lineWidth(1)
      .stroke();
    doc.fillColor('#111111');

    for (const section of content.sections) {
      doc.moveDown(1);
      if (section.heading)
        doc.font('Helvetica-Bold').fontSize(13).text(section.heading, MARGIN).moveDown(0.4);
      for (const [label, value] of section.rows ?? []) {
        const top = doc.y;
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
        const afterLabel = doc.y;
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(value || '-', MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
        doc.y = Math.max(afterLabel, doc.y) + 3;
      }
      for (const paragraph of section.paragraphs ?? []) {
        doc.font('Helvetica').fontSize(10).text(paragraph, MARGIN, doc.y, { width }).moveDown(0.5);
      }
    }
    doc.end();
  });
}
