import {
  type CarbonDetail,
  carbonContactFromWire,
  carbonContactToWire,
  type TreeNodeDraft,
} from '@pharmatrace/domain';

/**
 * What the first-part wizard holds (spec 001 §2, §3 'Carbon footprint'), under the names people
 * read: the contact's function and e-mail are mapped from and to the spec's swapped wire names
 * in one place (carbonContactFromWire / carbonContactToWire), so nobody ever sees them swapped.
 */
export type CarbonFormValues = {
  name: string;
  cas: string;
  reactionNumber: number | null;
  reactionNumberWithInformation: number | null;
  reactionNumberWithoutInformation: number | null;
  /** Spec 001 §4 'the production-data yes/no'; not sent: the supplier fields say it. */
  hasProductionData: boolean;
  nameOfSupplier: string;
  productionCountry: string;
  contactName: string;
  contactFunction: string;
  contactEmail: string;
  productUse: string;
  companyActivity: string;
  annualVolume: string;
  comments: string;
  molecularStructureFile: string | null;
  molecularSyntheticRouteFile: string | null;
  processFlowDiagramFile: string | null;
  writtenReport: boolean;
  tree: TreeNodeDraft | null;
};

/** The shape of CarbonFormValues, for the copies kept in local storage: bump it when it changes. */
export const CARBON_FORM_VERSION = 1;

export function toCarbonFormValues(detail?: CarbonDetail): CarbonFormValues {
  const contact = carbonContactFromWire(detail ?? {});
  const hasSupplier = Boolean(detail?.nameOfSupplier || detail?.productionCountry);
  return {
    name: detail?.name ?? '',
    cas: detail?.cas ?? '',
    reactionNumber: detail?.reactionNumber ?? 0,
    reactionNumberWithInformation: detail?.reactionNumberWithInformation ?? 0,
    reactionNumberWithoutInformation: detail?.reactionNumberWithoutInformation ?? 0,
    hasProductionData: !hasSupplier,
    nameOfSupplier: detail?.nameOfSupplier ?? '',
    productionCountry: detail?.productionCountry ?? '',
    contactName: detail?.reportDataContactPersonName ?? '',
    contactFunction: contact.contactFunction,
    contactEmail: contact.contactEmail,
    productUse: detail?.reportDataProductUse ?? '',
    companyActivity: detail?.reportDataCompanyActivity ?? '',
    annualVolume: detail?.reportDataProcessAndVolume ?? '',
    comments: detail?.reportDataComments ?? '',
    molecularStructureFile: detail?.reportDataDownloadMolecularStructure ?? null,
    molecularSyntheticRouteFile: detail?.reportDataDownloadMolecularSyntheticRoute ?? null,
    processFlowDiagramFile: detail?.reportDataDownloadProcessFlowDiagram ?? null,
    writtenReport: detail?.reportDataWrittenReport ?? false,
    tree: detail?.tree ?? null,
  };
}

/** Step 1 under its wire names (carbon/create_without_production and validate_without_production/{id}). */
export function toCarbonStep1Body(values: CarbonFormValues): Record<string, unknown> {
  return {
    name: values.name,
    cas: values.cas,
    reactionNumber: values.reactionNumber,
    reactionNumberWithInformation: values.reactionNumberWithInformation,
    reactionNumberWithoutInformation: values.reactionNumberWithoutInformation,
    nameOfSupplier: values.hasProductionData ? '' : values.nameOfSupplier,
    productionCountry: values.hasProductionData ? null : values.productionCountry || null,
  };
}

/** The whole first part under its wire names (draft/create, update/{id}, create, validate/{id}). */
export function toCarbonBody(values: CarbonFormValues, wizardStep?: number): Record<string, unknown> {
  return {
    ...toCarbonStep1Body(values),
    reportDataContactPersonName: values.contactName,
    ...carbonContactToWire({ contactFunction: values.contactFunction, contactEmail: values.contactEmail }),
    reportDataProductUse: values.productUse,
    reportDataCompanyActivity: values.companyActivity,
    reportDataProcessAndVolume: values.annualVolume,
    reportDataComments: values.comments,
    reportDataWrittenReport: values.writtenReport,
    reportDataDownloadMolecularStructure: values.molecularStructureFile,
    reportDataDownloadMolecularSyntheticRoute: values.molecularSyntheticRouteFile,
    reportDataDownloadProcessFlowDiagram: values.processFlowDiagramFile,
    tree: values.tree,
    ...(wizardStep === undefined ? {} : { wizardStep }),
  };
}
