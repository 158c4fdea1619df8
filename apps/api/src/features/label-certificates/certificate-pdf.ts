import { type EuOriginConfirmed, projectKindNames } from '@pharmatrace/domain';
import { renderPdf } from '../../lib/pdf';

/**
 * The one-page label certificate (issue #14): the product, the confirmed European-origin figures
 * per stage, the date, and the verification code anyone can check at /api/labels/verify/{code}.
 */
export function labelCertificatePdf(label: {
  productName: string;
  kind: 'ORIGIN' | 'SUBSTANCE';
  confirmed: EuOriginConfirmed;
}): Promise<Buffer> {
  const { confirmed } = label;
  const outside = (f: { eu: number; unknown: number }) => Math.max(0, 100 - f.eu - f.unknown);
  return renderPdf({
    title: 'European origin label certificate',
    subject: `European origin of ${label.productName}`,
    sections: [
      {
        rows: [
          ['Product', label.productName],
          ['Type', projectKindNames[label.kind].subject],
          ['Confirmed on', confirmed.confirmedAt.slice(0, 10)],
          ['Verification code', confirmed.verificationCode ?? '-'],
        ],
      },
      {
        heading: 'Share made in the EU/EEA, per stage',
        rows: confirmed.figures.map(
          (f) => [f.label, `${f.eu} % EU/EEA, ${outside(f)} % outside, ${f.unknown} % unknown`] as const,
        ),
      },
      {
        paragraphs: [
          `Figures weighted by the manufacturers' percentages, by the rules of version ${confirmed.rulesVersion}, and confirmed by the Pharmatrace team.`,
          `Check this certificate: GET /api/labels/verify/${confirmed.verificationCode ?? ''} on the Pharmatrace portal answers the same figures while the label stands.`,
        ],
      },
    ],
  });
}
