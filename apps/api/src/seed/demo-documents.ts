import {
  type FootprintResultDetail,
  formatFootprintHeadline,
  headlineOfResultDetail,
  type ProjectKind,
} from '@pharmatrace/domain';
import { renderPdf } from '../lib/pdf';

/**
 * The demonstration documents (reports, invoices, pricing, subscription invoices), written with
 * the same PDF library as the client's account summary (lib/pdf.ts). Each says it is a
 * demonstration and holds nothing real.
 */

const notice = 'DEMONSTRATION DOCUMENT - not a real report or invoice';
const kindNames: Record<ProjectKind, string> = {
  ORIGIN: 'European origin label, drug product',
  SUBSTANCE: 'Origin label, drug substance',
  CARBON: 'Carbon footprint study',
  MEDICINE: 'Medicine footprint study',
};

export function demoReportPdf(
  kind: ProjectKind,
  name: string,
  company: string,
  footprint?: FootprintResultDetail,
) {
  return renderPdf({
    title: `Report: ${name}`,
    notice,
    subject: kindNames[kind],
    sections: [
      {
        rows: [
          ['Service', kindNames[kind]],
          ['Product', name],
          ['Client', company],
          ['Issued by', 'Pharmatrace'],
          ...(footprint
            ? ([
                [
                  'Carbon footprint',
                  `${formatFootprintHeadline(headlineOfResultDetail(footprint))}, per kg of product`,
                ],
              ] as const)
            : []),
        ],
      },
      {
        heading: 'Conclusion',
        paragraphs: [
          kind === 'CARBON'
            ? 'The cradle-to-gate carbon footprint above was computed from the production data the client provided and the plants of its route of synthesis.'
            : 'The origin of the product was established from the route of synthesis and the manufacturing plants the client declared.',
        ],
      },
    ],
  });
}

export function demoInvoicePdf(name: string, company: string, amount: string) {
  return renderPdf({
    title: `Invoice: ${name}`,
    notice,
    subject: 'Invoice',
    sections: [
      {
        rows: [
          ['Client', company],
          ['Service', name],
          ['Amount', `${amount} EUR excl. VAT`],
        ],
      },
    ],
  });
}

export function demoSubscriptionInvoicePdf(year: number, company: string, amount: string) {
  return renderPdf({
    title: `Pharmatrace subscription invoice ${year}`,
    notice,
    subject: 'Subscription invoice',
    sections: [
      {
        rows: [
          ['Client', company],
          ['Period', `01/01/${year} - 31/12/${year}`],
          ['Amount', `${amount} EUR excl. VAT`],
        ],
      },
    ],
  });
}

export function demoPricingPdf(company: string) {
  return renderPdf({
    title: 'Pharmatrace pricing',
    notice: 'DEMONSTRATION DOCUMENT',
    subject: 'Pricing',
    sections: [
      {
        heading: `Prices for ${company}`,
        rows: [
          ['Origin label, drug product', 'quotation on request'],
          ['Origin label, drug substance', 'quotation on request'],
          ['Carbon footprint study', 'quotation on request'],
        ],
      },
    ],
  });
}
