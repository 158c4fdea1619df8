import {
  type EuOriginConfirmed,
  euOriginFigureLabelIn,
  formatNumberIn,
  type Locale,
  translate,
} from '@pharmatrace/domain';
import { renderPdf } from '../../lib/pdf';

/**
 * The one-page label certificate (issue #14): the product, the confirmed European-origin figures
 * per stage, the date, and the verification code anyone can check at /api/labels/verify/{code}.
 * In the user's language (issue #27): numbers as the language writes them, dates dd/mm/yyyy.
 */
export function labelCertificatePdf(
  label: {
    productName: string;
    kind: 'ORIGIN' | 'SUBSTANCE';
    confirmed: EuOriginConfirmed;
  },
  locale: Locale = 'en',
): Promise<Buffer> {
  const { confirmed } = label;
  // PDFKit's standard fonts have no narrow no-break space (French grouping): a no-break space instead.
  const number = (value: number) => formatNumberIn(locale, value).replace(/\u202f/g, '\u00a0');
  const outside = (f: { eu: number; unknown: number }) => Math.max(0, 100 - f.eu - f.unknown);
  const code = confirmed.verificationCode ?? '';
  return renderPdf({
    title: translate(locale, 'certificate.title'),
    subject: translate(locale, 'certificate.subject', { product: label.productName }),
    sections: [
      {
        rows: [
          [translate(locale, 'certificate.product'), label.productName],
          [translate(locale, 'certificate.type'), translate(locale, `kind.${label.kind}.subject`)],
          [translate(locale, 'certificate.confirmedOn'), confirmed.confirmedAt.slice(0, 10)],
          [translate(locale, 'certificate.verificationCode'), confirmed.verificationCode ?? '-'],
        ],
      },
      {
        heading: translate(locale, 'certificate.shares'),
        rows: confirmed.figures.map(
          (f) =>
            [
              euOriginFigureLabelIn(locale, f),
              translate(locale, 'certificate.share', {
                eu: number(f.eu),
                outside: number(outside(f)),
                unknown: number(f.unknown),
              }),
            ] as const,
        ),
      },
      {
        paragraphs: [
          translate(locale, 'certificate.method', { version: confirmed.rulesVersion }),
          translate(locale, 'certificate.check', { code }),
        ],
      },
    ],
  });
}
