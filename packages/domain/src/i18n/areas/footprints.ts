import { carbonUploadFieldLabels } from '../../schemas/files';
import {
  footprintCategoryLabels,
  footprintEstimateMessages,
  footprintEstimateTexts,
} from '../../schemas/footprint-estimate';
import {
  byProductFields,
  finishedProductFields,
  type MassBalanceField,
  mainPurificationField,
  massBalanceLists,
  massBalanceMessages,
  massBalanceOptionLabels,
  packagingFields,
  processTypeField,
} from '../../schemas/mass-balance';
import type { French } from './french';

/**
 * The footprints screens' words (issue #27). English: the spec's strings, exactly; French: the field's
 * vocabulary. Each area has its own file so that screens are translated without touching the others.
 * The mass balance's labels, list titles, choices and messages are the domain's (mass-balance.ts),
 * read from there so that they stay defined once.
 */

const allFields: readonly MassBalanceField[] = [
  ...massBalanceLists.flatMap((list) => list.fields),
  ...byProductFields,
  ...packagingFields,
  ...finishedProductFields,
  processTypeField,
  mainPurificationField,
];

/** A label of the domain's field table; a field renamed there fails here, at load, not on screen. */
function fieldLabel(key: string, among: readonly MassBalanceField[] = allFields): string {
  const field = among.find((f) => f.key === key);
  if (!field) throw new Error(`No mass-balance field ${key}`);
  return field.label;
}
function listTitle(key: (typeof massBalanceLists)[number]['key']): string {
  const list = massBalanceLists.find((l) => l.key === key);
  if (!list) throw new Error(`No mass-balance list ${key}`);
  return list.title;
}
function option(value: string): string {
  const label = massBalanceOptionLabels[value];
  if (label === undefined) throw new Error(`No mass-balance option ${value}`);
  return label;
}
const cleanings = massBalanceLists.find((l) => l.key === 'carbonReactionCleanings')?.fields ?? [];
const solvents = massBalanceLists.find((l) => l.key === 'carbonReactionSolventRecyclings')?.fields ?? [];
const aqueous = massBalanceLists.find((l) => l.key === 'carbonReactionAqueousWastes')?.fields ?? [];

export const footprintsEn = {
  // The page around both wizards (spec 001 §2).
  'footprints.page.title': 'Carbon footprint',
  'footprints.page.loadingPlants': 'Loading your plants',
  'footprints.wizard.titleOf': 'Carbon footprint: {name}',
  'footprints.wizard.new': 'New carbon footprint',
  'footprints.action.next': 'Next step',
  'footprints.action.gotIt': 'Got it',
  'footprints.action.validateAmendments': 'Validate the amendments',

  // First part (spec 001 §2, §4).
  'footprints.firstPart.step.identify': 'Identify your product',
  'footprints.firstPart.step.information': 'Further information',
  'footprints.firstPart.step.methodology': 'Before step 3',
  'footprints.firstPart.step.tree': 'Build your synthetic route tree',
  'footprints.firstPart.step.submission': 'Final submission',
  'footprints.firstPart.validate': 'Validate',
  'footprints.firstPart.validateRoute': 'Validate your synthetic route',
  'footprints.firstPart.submit': 'Submit',
  'footprints.firstPart.sent': 'Your carbon footprint has been sent to our team',
  'footprints.firstPart.name': 'Name',
  'footprints.firstPart.cas': 'CAS number',
  'footprints.firstPart.productionData': 'Do you have production data for this product?',
  'footprints.firstPart.yes': 'Yes',
  'footprints.firstPart.no': 'No',
  'footprints.firstPart.supplier': 'Name of the supplier',
  'footprints.firstPart.productionCountry': 'Country of production',
  'footprints.firstPart.contactName': 'Contact person name',
  'footprints.firstPart.contactFunction': 'Contact person function',
  'footprints.firstPart.contactEmail': 'Contact person email',
  'footprints.firstPart.annualVolume': 'Annual volume',
  'footprints.firstPart.annualVolumeHint': 'In tons per year',
  'footprints.firstPart.productUse': 'Use of the product',
  'footprints.firstPart.companyActivity': "Description of your company's activity",
  'footprints.firstPart.comments': 'Comments',
  'footprints.firstPart.documents': 'Documents',
  'footprints.firstPart.writtenReport':
    'I would like a written report compliant with the GHG Protocol standard',
  'footprints.firstPart.treeOf': 'Synthetic route tree of {name}',
  'footprints.firstPart.treeOfProduct': 'Synthetic route tree of the product',
  'footprints.firstPart.staffSubmission':
    'Check the footprint, then complete its first part (the client is then asked for the mass balance) or send it back to the client to check your amendments.',
  'footprints.firstPart.clientSubmission':
    'Everything is ready. Send your footprint to our team: they will analyse your synthetic route and come back to you with a cost estimate.',

  // The step counters of step 1 (spec 001 §5).
  'footprints.counters.total': 'Number of synthetic steps',
  'footprints.counters.with': 'Steps with production information',
  'footprints.counters.without': 'Steps without production information',
  'footprints.counters.setTotalFirst': 'Set the number of synthetic steps first',

  // The documents of step 2 (spec 001 §2).
  'footprints.upload.reportDataDownloadMolecularStructure':
    carbonUploadFieldLabels.reportDataDownloadMolecularStructure,
  'footprints.upload.reportDataDownloadMolecularSyntheticRoute':
    carbonUploadFieldLabels.reportDataDownloadMolecularSyntheticRoute,
  'footprints.upload.reportDataDownloadProcessFlowDiagram':
    carbonUploadFieldLabels.reportDataDownloadProcessFlowDiagram,
  'footprints.upload.optional': '(optional)',
  'footprints.upload.uploaded': 'Uploaded file',
  'footprints.upload.loading': 'Loading…',
  'footprints.upload.replace': 'Replace',
  'footprints.upload.notInUseYet':
    'Uploaded, not in use yet: the footprint keeps {current} until you save the changes.',
  'footprints.upload.notInUseYetNone':
    'Uploaded, not in use yet: the footprint names it once you save the changes.',
  'footprints.upload.removedUntilSaved': 'The footprint keeps its file until you save the changes.',
  'footprints.upload.previous': 'its previous file',
  'footprints.upload.remove': 'Remove the file of {label}',
  'footprints.upload.choose': 'Choose a file',
  'footprints.upload.uploading': 'Uploading the file of {label}',

  // 'Before step 3' (ours: the spec gives no text).
  'footprints.methodology.intro':
    'We evaluate the cradle-to-gate carbon footprint of your product, following the GHG Protocol Product Life Cycle Accounting and Reporting Standard: from the extraction of the raw materials to your product leaving its last plant.',
  'footprints.methodology.next': 'Next: your synthetic route',
  'footprints.methodology.nextText':
    'Draw the route tree of your product: each precursor down to the materials you buy, and who makes each one, where, and in what share. Our team may add upstream steps to it.',
  'footprints.methodology.then': 'Then: a cost estimate',
  'footprints.methodology.thenText':
    'Once we have analysed the route, we send you a cost estimate for the study.',
  'footprints.methodology.later': 'Later: the mass balance',
  'footprints.methodology.laterText':
    'When you accept it, we open the second part, where you give the mass balance of each reaction and the information of its plant.',

  // Second part (spec 001 §2, §4; issue #11).
  'footprints.secondPart.step.intro': 'Introduction',
  'footprints.secondPart.step.beforeStep4': 'Before step 4',
  'footprints.secondPart.step.reaction': 'Mass balance: reaction {reaction}',
  'footprints.secondPart.step.plant': 'Plant: reaction {reaction}',
  'footprints.secondPart.step.save': 'Save',
  'footprints.secondPart.notSavedYet': 'Your data could not be saved yet.',
  'footprints.secondPart.validateData': 'Validate data for reaction {reaction}',
  'footprints.secondPart.unknownData': 'Unknown data for reaction {reaction}',
  'footprints.secondPart.send': 'Send my data',
  'footprints.secondPart.noReaction':
    'The synthetic route of this footprint has no reaction yet: our team will complete it before you can give its mass balance.',
  'footprints.secondPart.step4': 'Step 4 Mass balance and process information',
  'footprints.secondPart.step5': 'Step 5 Manufacturing plant information',
  'footprints.secondPart.reactionHeading': 'Synthetic route: reaction {reaction}',
  'footprints.secondPart.whichPlant':
    'Which of your plants runs the reaction that turns {precursor} into {product}? Pick it, or create it here if it is not in your list yet.',
  'footprints.secondPart.plantOf': 'Manufacturing plant of reaction {reaction}',
  'footprints.secondPart.staffSave':
    'Check the mass balance of the {count, plural, one {# reaction} other {# reactions}}, then complete the footprint or send it back to the client to check your amendments.',
  'footprints.secondPart.missingIntro':
    'Some data is still missing. You can complete it with the previous steps, or send the mass balance as it is: our team will ask you for what it needs.',
  'footprints.secondPart.missingList': 'Missing data',
  'footprints.secondPart.missingReaction': 'Reaction {reaction}',
  'footprints.secondPart.skipped': "{reaction}: skipped with 'Unknown data'",
  'footprints.secondPart.noPlant': '{reaction}: no manufacturing plant chosen',
  'footprints.secondPart.ready':
    'Everything is ready. Send the mass balance of your {count, plural, one {# reaction} other {# reactions}} to our team: they will review it and evaluate the carbon footprint of your product.',
  'footprints.secondPart.intro':
    'Our team has reviewed the synthetic route of {name}. To evaluate its carbon footprint, we now need the mass balance of each of its {count, plural, one {# reaction} other {# reactions}}, and the plant where each one runs.',
  'footprints.secondPart.introRecords':
    'Keep your batch records at hand. Everything you type is saved as you go: you can stop at any time and come back later from My Footprints.',
  'footprints.secondPart.methodIntro':
    'For each reaction, give the quantities of one batch, in the same unit throughout (kilograms, say). This is how a reaction is described:',
  'footprints.secondPart.methodTable': "What a reaction's mass balance holds",
  'footprints.secondPart.methodPart': 'Part',
  'footprints.secondPart.methodWhat': 'What to give',
  'footprints.secondPart.methodRawMaterials':
    'Everything that enters the reaction: the precursor first, then reagents, solvents and catalysts.',
  'footprints.secondPart.methodProcessType':
    'A chemical reaction, a blending, a purification, or another kind of step.',
  'footprints.secondPart.methodWastesTitle': 'Wastes',
  'footprints.secondPart.methodWastes':
    'What leaves the reaction other than the product: aqueous, organic and gas wastes, and how each is treated.',
  'footprints.secondPart.methodPurificationTitle': 'Purification',
  'footprints.secondPart.methodPurification':
    'The main purification of the product (distillation, filtration and drying, …) and the solvents recycled.',
  'footprints.secondPart.methodUnknown':
    "If you do not have the data of a reaction, choose 'Unknown data' on its page: our team will estimate it.",

  // Step 4, one reaction (spec 001 §3).
  'footprints.reaction.intro':
    '{precursor} is turned into {product}. Give the figures of one batch, from your batch records. Leave a line empty when it does not apply: only a line you start needs all its fields.',
  'footprints.reaction.thePrecursor': 'The precursor',
  'footprints.reaction.theProduct': 'the product',
  'footprints.reaction.unknown': 'You marked this reaction as unknown data. Validate it to send its figures.',
  'footprints.reaction.finishedProduct': 'Finished product',
  'footprints.reaction.byProduct': 'By-product',
  'footprints.reaction.packaging': 'Packaging',
  'footprints.reaction.cell': '{title}: {label}',
  'footprints.list.line': 'Line',
  'footprints.list.remove': 'Remove',
  'footprints.list.cell': '{title}, line {line}: {label}',
  'footprints.list.removeLine': 'Remove {title} line {line}',
  'footprints.list.addLineTo': 'Add a line to {title}',
  'footprints.list.addLine': 'Add a line',

  // The mass balance's field table (packages/domain mass-balance.ts).
  'footprints.mb.title.rawMaterials': listTitle('carbonReactionRawMaterials'),
  'footprints.mb.title.aqueousWastes': listTitle('carbonReactionAqueousWastes'),
  'footprints.mb.title.organicWastes': listTitle('carbonReactionOrganicWastes'),
  'footprints.mb.title.gasWastes': listTitle('carbonReactionGasWastes'),
  'footprints.mb.title.solventRecycling': listTitle('carbonReactionSolventRecyclings'),
  'footprints.mb.title.cleanings': listTitle('carbonReactionCleanings'),
  'footprints.mb.field.name': fieldLabel('name'),
  'footprints.mb.field.productionPlace': fieldLabel('productionPlace'),
  'footprints.mb.field.cas': fieldLabel('cas'),
  'footprints.mb.field.molecularWeight': fieldLabel('molecularWeight'),
  'footprints.mb.field.weightPerBatch': fieldLabel('weightPerBatch'),
  'footprints.mb.field.roughComposition': fieldLabel('roughComposition'),
  'footprints.mb.field.treatment': fieldLabel('type'),
  'footprints.mb.field.wasteWeightPerBatch': fieldLabel('weightPerBatch', aqueous),
  'footprints.mb.field.solventName': fieldLabel('solventName'),
  'footprints.mb.field.distillationSite': fieldLabel('distillationSite', solvents),
  'footprints.mb.field.recoveredWeightPerBatch': fieldLabel('recoveredWeightPerBatch'),
  'footprints.mb.field.quantityPerCleaning': fieldLabel('quantityPerCleaning', cleanings),
  'footprints.mb.field.batchesBetweenCleanings': fieldLabel('numberOfBatchesBetweenEachCleaning', cleanings),
  'footprints.mb.field.byProductsName': fieldLabel('byProductsName'),
  'footprints.mb.field.byProductsCas': fieldLabel('byProductsCas'),
  'footprints.mb.field.packagingType': fieldLabel('packagingType'),
  'footprints.mb.field.packagingMaterial': fieldLabel('packagingMaterial'),
  'footprints.mb.field.weightPerPackage': fieldLabel('packagingWeightPerPackage'),
  'footprints.mb.field.processType': processTypeField.label,
  'footprints.mb.field.mainPurification': mainPurificationField.label,
  'footprints.mb.option.PhysicoChemicalStation': option('PhysicoChemicalStation'),
  'footprints.mb.option.BioStation': option('BioStation'),
  'footprints.mb.option.Incineration': option('Incineration'),
  'footprints.mb.option.Sewer': option('Sewer'),
  'footprints.mb.option.DoNotKnow': option('DoNotKnow'),
  'footprints.mb.option.Filtration': option('Filtration'),
  'footprints.mb.option.NoTreatment': option('NoTreatment'),
  'footprints.mb.option.SameCountry': option('SameCountry'),
  'footprints.mb.option.Europe': option('Europe'),
  'footprints.mb.option.Asia': option('Asia'),
  'footprints.mb.option.MiddleEast': option('MiddleEast'),
  'footprints.mb.option.America': option('America'),
  'footprints.mb.option.No distillation': option('No distillation'),
  'footprints.mb.option.SameLocation': option('SameLocation'),
  'footprints.mb.option.LessThan200km': option('LessThan200km'),
  'footprints.mb.option.LessThan1000km': option('LessThan1000km'),
  'footprints.mb.option.MoreThan1000km': option('MoreThan1000km'),
  'footprints.mb.option.ChemicalReaction': option('ChemicalReaction'),
  'footprints.mb.option.Blending': option('Blending'),
  'footprints.mb.option.Purification': option('Purification'),
  'footprints.mb.option.Other': option('Other'),
  'footprints.mb.option.Distillation': option('Distillation'),
  'footprints.mb.option.FiltrationDrying': option('FiltrationDrying'),
  'footprints.mb.option.None': option('None'),
  // The rules' messages (spec 001 §5 'Mass balance'); the two built ones are checked against the domain's functions.
  'footprints.mb.message.molecularWeightNumber': massBalanceMessages.molecularWeightNumber,
  'footprints.mb.message.weightPerBatchNumber': massBalanceMessages.weightPerBatchNumber,
  'footprints.mb.message.weightPerBatchLowerNumber': massBalanceMessages.weightPerBatchLowerNumber,
  'footprints.mb.message.weightPerPackageNumber': massBalanceMessages.weightPerPackageNumber,
  'footprints.mb.message.recoveredWeightPerBatchNumber': massBalanceMessages.recoveredWeightPerBatchNumber,
  'footprints.mb.message.quantityPerCleaningNumber': massBalanceMessages.quantityPerCleaningNumber,
  'footprints.mb.message.batchesBetweenCleaningsNumber': massBalanceMessages.batchesBetweenCleaningsNumber,
  'footprints.mb.message.productionPlaceEmpty': massBalanceMessages.productionPlaceEmpty,
  'footprints.mb.message.molecularWeightEmpty': massBalanceMessages.molecularWeightEmpty,
  'footprints.mb.message.weightPerBatchEmpty': massBalanceMessages.weightPerBatchEmpty,
  'footprints.mb.message.molecularWeightRequired': massBalanceMessages.molecularWeightRequired,
  'footprints.mb.message.weightPerBatchRequired': massBalanceMessages.weightPerBatchRequired,
  'footprints.mb.message.required': '{label} is required',
  'footprints.mb.message.line': 'Line {line}: {message}',
  'footprints.mb.message.tooManyLines': massBalanceMessages.tooManyLines,
  // The bounds of a figure (issue #35), checked against the domain's functions.
  'footprints.mb.message.tooManyDigits': '{label} can have at most {digits} significant digits',
  'footprints.mb.message.outOfRange': '{label} must be 0 or from {min} to {max}',
  'footprints.mb.message.tooHeavy':
    "{label} can be at most {ratio} times the finished product's Weight per Batch",
  'footprints.mb.message.decimalComma':
    '{label}: write the decimals after a point (109.13), or send a number',

  // The estimates and the result (issue #23).
  'footprints.estimate.livePanelTitle': footprintEstimateTexts.livePanelTitle,
  'footprints.estimate.resultTitle': footprintEstimateTexts.resultTitle,
  'footprints.estimate.byReaction': footprintEstimateTexts.byReaction,
  'footprints.estimate.byCategory': footprintEstimateTexts.byCategory,
  'footprints.category.rawMaterials': footprintCategoryLabels.rawMaterials,
  'footprints.category.solvents': footprintCategoryLabels.solvents,
  'footprints.category.siteEnergy': footprintCategoryLabels.siteEnergy,
  'footprints.category.wasteTreatment': footprintCategoryLabels.wasteTreatment,
  'footprints.category.packaging': footprintCategoryLabels.packaging,
  'footprints.category.transport': footprintCategoryLabels.transport,
  'footprints.estimate.updating': 'Updating the estimate',
  'footprints.estimate.failed': 'The estimate could not be computed in your browser: {error}',
  'footprints.estimate.computing': 'Computing…',
  'footprints.estimate.needWeights':
    'Give the weight per batch of the finished product and of the raw materials to see an estimate.',
  // The headline of every footprint figure (issue #36): its value and its 95 % interval.
  'footprints.headline': '{value} {unit}, 95 % interval {low} to {high}',
  // The live panel's summary line and details (issues #36 and #39).
  'footprints.estimate.summaryCounts':
    '{warnings, plural, =0 {no warning} one {# warning} other {# warnings}} · {gaps, plural, =0 {no data gap} one {# data gap} other {# data gaps}}',
  'footprints.estimate.showDetails': 'Show details',
  'footprints.estimate.hideDetails': 'Hide details',
  'footprints.estimate.warningsTitle': 'Warnings',
  'footprints.estimate.gapsTitle': 'Data gaps',
  'footprints.estimate.heaviestLine': 'Heaviest raw material:',
  'footprints.estimate.heaviestLineValue': '{row} ({name}, {weight} kg)',
  'footprints.estimate.gapOwnerClient': 'Yours to give: type this figure to narrow the estimate.',
  'footprints.estimate.gapOwnerProvider':
    'For our team to fill: a factor we supply. There is nothing for you to type.',
  'footprints.estimate.thisReaction': 'This reaction',
  'footprints.estimate.driver': 'Reaction that weighs most',
  'footprints.estimate.driverValue': 'Reaction {reaction}: {name} ({share})',
  'footprints.estimate.rowShare': '{row}: {share}',
  'footprints.estimate.topRow': 'Row that weighs most',
  'footprints.estimate.liveNote':
    "Computed in your browser from what you type, with our method's public factors and {iterations} Monte Carlo iterations. Our team reviews your data and confirms the result.",
  'footprints.estimate.headlineDetails': '{iterations} Monte Carlo iterations · primary data {share} %',
  'footprints.estimate.primaryData': 'primary data {share} %',
  'footprints.estimate.part': 'Part',
  'footprints.estimate.share': 'Share',
  'footprints.estimate.reactionRow': 'Reaction {reaction}: {name}',
  'footprints.estimate.rowAt': 'Reaction {reaction}, {list}',
  'footprints.estimate.rowAtLine': 'Reaction {reaction}, {list} line {line}',
  'footprints.estimate.list.carbonReactionRawMaterials': 'raw materials',
  'footprints.estimate.list.carbonReactionAqueousWastes': 'aqueous wastes',
  'footprints.estimate.list.carbonReactionOrganicWastes': 'organic wastes',
  'footprints.estimate.list.carbonReactionGasWastes': 'gas wastes',
  'footprints.estimate.list.carbonReactionSolventRecyclings': 'solvent recycling',
  'footprints.estimate.list.carbonReactionCleanings': 'cleanings',
  'footprints.estimate.list.reaction': 'the whole reaction',
  'footprints.estimate.list.finishedProduct': 'finished product',
  'footprints.estimate.list.byProduct': 'by-product',
  'footprints.estimate.list.packaging': 'packaging',
  'footprints.estimate.list.productionSite': 'production site',
  'footprints.estimate.stopped': 'The estimate stopped.',
  'footprints.estimate.reasonTooLong': footprintEstimateMessages.reasonTooLong,
  'footprints.estimate.licensedSource': footprintEstimateMessages.licensedSource,
  'footprints.estimate.outOfRange': footprintEstimateMessages.outOfRange,
  'footprints.estimate.starterDefaultSource': footprintEstimateMessages.starterDefaultSource,
  // Staff's estimate on the second part's validation screen (issue #23).
  'footprints.staffEstimate.title': footprintEstimateTexts.staffSectionTitle,
  'footprints.staffEstimate.computeAgain': 'Compute again',
  'footprints.staffEstimate.computing': 'Computing the estimate…',
  'footprints.staffEstimate.failed': 'The estimate could not be computed: {error}',
  'footprints.staffEstimate.versions': 'Method {method} · factor library {library}',
  'footprints.staffEstimate.warnings': 'Plausibility warnings',
  'footprints.staffEstimate.hotSpots': 'Hot spots',
  'footprints.staffEstimate.row': 'Row',
  'footprints.staffEstimate.category': 'Category',
  'footprints.staffEstimate.source': 'Source',
  'footprints.staffEstimate.primaryData': 'primary data',
  'footprints.staffEstimate.factor': '{name}: {value} {unit} ({geography})',
  'footprints.staffEstimate.factorImported': '{name}: {value} {unit} ({geography}, imported)',
  'footprints.staffEstimate.dataGaps': 'Data gaps ({count})',
  'footprints.staffEstimate.gapAfterLink': ': {message}',
  'footprints.staffEstimate.adopt': footprintEstimateTexts.adopt,
  'footprints.staffEstimate.adoptConfirmTitle': footprintEstimateTexts.adoptConfirmTitle,
  'footprints.staffEstimate.adopted': `${footprintEstimateTexts.adopted}: {result}.`,
  'footprints.staffEstimate.confirmBecomes': "The footprint's result becomes",
  'footprints.staffEstimate.confirmDetails':
    ", with method {method} and factor library {library}. The client sees it once the footprint is completed. The footprint's documents page shows it at once; a result of your own, with a reason, can be entered there once the footprint is completed.",
  'footprints.staffEstimate.isTheResult':
    "This estimate is the footprint's result, adopted on {date}: {result}.",
  'footprints.staffEstimate.currentResult':
    "The footprint's result is {result}, not this estimate: adopting it replaces that result.",
  'footprints.staffEstimate.adoptWhenChanged':
    'Already adopted: adopting is offered again once the mass balance, the method or the factors change the estimate.',
  'footprints.staffEstimate.confirmAdopt': 'Adopt',
  'footprints.result.loading': 'Loading the result…',
  'footprints.result.failed': 'The result could not be loaded: {error}',
  'footprints.result.none': "Our team has not given this footprint's result yet.",
  'footprints.result.scope': 'Cradle-to-gate, per kg of the substance.',
  'footprints.result.computed':
    'Computed by our method (version {method}, factor library {library}) and checked by our team.',
  'footprints.result.given': 'Given by our team after its review.',
  // Issue #36, decision 0067: the lines on the provider's licensed factors are told by bands.
  'footprints.estimate.licensedLines':
    "{count, plural, one {# line rests} other {# lines rest}} on our team's licensed data. To protect that data, such a line, and the parts it falls in, are shown at a rounded figure: the middle of a band as wide as the range of a class of chemicals. So the parts need not add up to the total, which is computed with the exact figures.",

  // The estimate's data gaps and plausibility warnings (issue #23), written by the method in
  // packages/footprint as phrases and said in the reader's language (issue #27). A waste's `kind`
  // is aqueous, organic or gas; the `word.*` stand for a name the form leaves empty.
  // Method 2.0 (issue #36): closed-loop recovery, units the method cannot use.
  'footprints.warning.recoveryAboveInput':
    'Reaction {reaction}, recovery line {line}: {recovered, number} kg of {name} recovered per batch, more than the {bought, number} kg bought in this reaction: only what was bought is replaced, and nothing more is credited.',
  'footprints.gap.unusableFactor':
    "The factor for {material}{cas} is given in {unit}, which cannot be used per kg (no density): the class default ''{factor}'' is used, with a wide uncertainty.",
  'footprints.gap.factorUnit':
    "The factor ''{factor}'' is given in {unit}, which cannot be used {basis}: not counted.",
  'footprints.word.per.kg': 'per kg',
  'footprints.word.per.kWh': 'per kWh',
  'footprints.word.per.litre': 'per litre',
  'footprints.word.per.tkm': 'per tonne-kilometre',
  'footprints.word.per.m3': 'per cubic metre',
  'footprints.hotSpot.rawMaterialNet': 'Raw material: {name}, net of the solvent recovered',
  'footprints.gap.noFactor':
    "No factor for {material}{cas}: the class default ''{factor}'' is used, with a wide uncertainty.",
  'footprints.gap.precursorMissing': "Line 1: the precursor's Weight per Batch is missing: {how}.",
  'footprints.gap.how.molar': 'one mole per mole of product at a {yield} % yield, from the molecular weights',
  'footprints.gap.how.default': '{kg, number} kg per kg of product assumed',
  'footprints.gap.rawNoWeight': 'Line {line}: {name} has no Weight per Batch: not counted.',
  'footprints.gap.rawNoPlace':
    'Line {line}: {name} has no production place: its factor and transport take an unknown place.',
  'footprints.gap.recycledNoWeight': 'Line {line}: {name} has no recovered weight: not counted.',
  'footprints.gap.recycledNoSite':
    'Line {line}: {name} has no distillation site: distilled 200 to 1000 km away assumed.',
  'footprints.gap.cleaningNoQuantity': 'Line {line}: the cleaning with {name} has no quantity: not counted.',
  'footprints.gap.cleaningNoBatches':
    'Line {line}: the number of batches between cleanings is missing: one cleaning per batch assumed.',
  'footprints.gap.cleaningUnknownSubstance':
    'Line {line}: {name} is not a known substance: its end of life takes the default carbon of an organic waste.',
  'footprints.gap.wasteNoWeight': 'Line {line}: the {kind} waste {composition}has no weight: not counted.',
  'footprints.gap.wasteNoTreatment':
    "Line {line}: the {kind} waste has no treatment: taken as 'Do not know' (conservative).",
  'footprints.gap.wasteUnknownComposition':
    'Line {line}: the composition of the {kind} waste names no known substance: the default carbon content of the stream is used.',
  'footprints.gap.wasteUnknownTreatment':
    "Line {line}: the {kind} waste's treatment is not known: the most emitting one is assumed, with a wide uncertainty.",
  'footprints.gap.byProductNoWeight':
    "The by-product {name} has no weight per batch: the reaction's whole footprint goes to its product.",
  'footprints.gap.packagingNoWeight': 'The packaging has no weight per package: not counted.',
  'footprints.gap.packagingNoHolding':
    "The packaging type does not say how much product a package holds ('drum, 50 kg'): {kg} kg assumed.",
  'footprints.gap.packagingMaterialDefault':
    "No factor for the packaging material ''{material}'': the class default is used.",
  'footprints.gap.siteDefault':
    '{why}: the site takes the default intensity of its process type ({process}), with a wide uncertainty.',
  'footprints.gap.site.notAPlant': 'The production site is not one of the plants of the account',
  'footprints.gap.site.noSite':
    'Reaction {reaction} names no production site and its product has no manufacturer among the plants',
  'footprints.gap.site.noProduction': '{plant} gives no annual production volume',
  'footprints.gap.site.noScopes': '{plant} gives neither its scope 1 and 2 nor its energy use',
  'footprints.gap.plant.notConverted':
    '{plant}: {carrier} ({value, number} {unit}) could not be converted and is not counted.',
  'footprints.gap.plant.noScope1':
    '{plant}: no scope 1, no fuel and no refrigerant: scope 1 counted as zero.',
  'footprints.gap.plant.noScope2': '{plant}: no scope 2 and no energy bought: scope 2 counted as zero.',
  'footprints.gap.undescribed':
    'Reaction {reaction} {why}: {kg, number} kg of {precursor} per kg of {product} and default solvents, reagents, waste and site energy stand for it.',
  'footprints.warning.sameProductTwice':
    'Reactions {reactions} all make {product}: their lines add up as one step, whose site energy and packaging are counted once, with reaction {first}.',
  'footprints.word.and': 'and',
  'footprints.warning.massBalance':
    'Reaction {reaction}: the inputs ({inputs, number} kg) and the outputs ({outputs, number} kg: product, by-product, wastes and recovered solvent) of a batch differ by {gap} %, more than {tolerance} %.',
  'footprints.warning.pmi':
    'Reaction {reaction}: {pmi, number} kg of raw materials per kg of product, outside the usual range of a pharmaceutical step ({min} to {max} kg/kg).',
  'footprints.warning.yield':
    'Reaction {reaction}: the molar yield from {precursor} is {yield} %, above 100 %: check the weights and molecular weights.',
  'footprints.gap.why.unknown': 'is marked Unknown data',
  'footprints.gap.why.empty': 'has no mass balance yet',
  'footprints.gap.why.noWeight': 'has no Weight per Batch of its finished product',
  'footprints.word.aqueous': 'aqueous',
  'footprints.word.organic': 'organic',
  'footprints.word.gas': 'gas',
  'footprints.word.thisMaterial': 'this material',
  'footprints.word.aRawMaterial': 'a raw material',
  'footprints.word.aSolvent': 'a solvent',
  'footprints.word.theCleaningSolvent': 'the cleaning solvent',
  'footprints.word.itsPrecursor': 'its precursor',
  'footprints.word.thePrecursor': 'the precursor',
  'footprints.word.product': 'product',
  'footprints.word.theSameProduct': 'the same product',
  // The hot spots' labels (issue #27): the portal's words around the client's names.
  'footprints.hotSpot.transport': 'Transport of {what} by {mode} ({km, number} km, {place})',
  'footprints.hotSpot.mode.road': 'road',
  'footprints.hotSpot.mode.sea': 'sea',
  'footprints.hotSpot.place.SameCountry': 'same country',
  'footprints.hotSpot.place.Europe': 'Europe',
  'footprints.hotSpot.place.Asia': 'Asia',
  'footprints.hotSpot.place.MiddleEast': 'Middle East',
  'footprints.hotSpot.place.America': 'America',
  'footprints.hotSpot.place.DoNotKnow': 'place not known',
  'footprints.hotSpot.rawMaterial': 'Raw material: {name}',
  'footprints.hotSpot.distillation': 'Distillation of recovered {name}',
  'footprints.hotSpot.distillerTransport': 'Transport of {name} to the distiller and back ({km, number} km)',
  'footprints.hotSpot.cleaningSolvent': 'Cleaning solvent: {name}',
  'footprints.hotSpot.cleaningIncineration': 'Cleaning solvent {name}: incineration',
  'footprints.hotSpot.waste.aqueous': 'Aqueous waste{composition} ({treatment})',
  'footprints.hotSpot.waste.organic': 'Organic waste{composition} ({treatment})',
  'footprints.hotSpot.waste.gas': 'Gas waste{composition} ({treatment})',
  'footprints.hotSpot.treatment.PhysicoChemicalStation': 'physico-chemical station',
  'footprints.hotSpot.treatment.BioStation': 'biological station',
  'footprints.hotSpot.treatment.Incineration': 'incineration',
  'footprints.hotSpot.treatment.Sewer': 'sewer',
  'footprints.hotSpot.treatment.Filtration': 'filtration',
  'footprints.hotSpot.treatment.NoTreatment': 'no treatment',
  'footprints.hotSpot.treatment.DoNotKnow': 'treatment not known',
  'footprints.hotSpot.wasteTreatment': '{waste}: treatment',
  'footprints.hotSpot.packaging': 'Packaging: {what}',
  'footprints.hotSpot.siteDefault': 'Site energy (default for {process})',
  'footprints.hotSpot.site': 'Site: {plant}',
  'footprints.hotSpot.siteShare': 'Site: {plant} ({percent} %)',
  'footprints.hotSpot.undescribed': 'Solvents, reagents and waste of reaction {reaction} (default)',
  'footprints.hotSpot.word.precursor': 'precursor',
  'footprints.hotSpot.word.unnamed': 'unnamed',
  'footprints.hotSpot.word.solvent': 'solvent',
  'footprints.hotSpot.word.aCleaningSolvent': 'a cleaning solvent',
  // The sensitivity ranking's inputs (method 2.0.0, issue #36): what drives the spread.
  'footprints.sensitivity.factor': 'Emission factor: {what}',
  'footprints.sensitivity.factorShared':
    'Emission factor: {what}, and {others, number} other lines that use it',
  'footprints.sensitivity.weight': 'Weight: {what}',
  'footprints.sensitivity.site': 'Site intensity: {what}',
  'footprints.sensitivity.composition': 'Carbon of the waste: {what}',
  'footprints.sensitivity.distance': 'Default distance: {what}',
  'footprints.sensitivity.place': 'Factor taken from another place, or place not known: {what}',
  // The sources of the factors the method computes (a factor of the library names its own).
  'footprints.source.wasteDefault.aqueous':
    'Default for an aqueous waste: {carbon, number} % carbon, burnt to CO2',
  'footprints.source.wasteDefault.organic':
    'Default for an organic waste: {carbon, number} % carbon, burnt to CO2',
  'footprints.source.wasteDefault.gas': 'Default for an gas waste: {carbon, number} % carbon, burnt to CO2',
  'footprints.source.composition':
    'Computed from the composition ({names}): the carbon of each formula burnt to CO2',
  'footprints.source.compositionAssumed':
    'Computed from the composition ({names}): the carbon of each formula burnt to CO2, shares not given assumed',
  'footprints.source.scopesReported': 'Scope 1 and 2 reported for {plant}',
  'footprints.source.scopesReportedIn': 'Scope 1 and 2 reported for {plant} ({year})',
  'footprints.source.plantComputed':
    '{plant}: {how} (energy and refrigerant factors of the library for {country})',
  'footprints.source.how.both': 'computed from its energy use and refrigerant leaks',
  'footprints.source.how.scope1': 'scope 2 reported, scope 1 computed from its fuels and refrigerant leaks',
  'footprints.source.how.scope2': 'scope 1 reported, scope 2 computed from its energy bought',
  'footprints.source.word.theWorld': 'the world',
} as const;

export const footprintsFr: French<typeof footprintsEn> = {
  'footprints.page.title': 'Empreinte carbone',
  'footprints.page.loadingPlants': 'Chargement de vos sites de production',
  'footprints.wizard.titleOf': 'Empreinte carbone : {name}',
  'footprints.wizard.new': 'Nouvelle empreinte carbone',
  'footprints.action.next': 'Étape suivante',
  'footprints.action.gotIt': "C'est compris",
  'footprints.action.validateAmendments': 'Valider les modifications',

  'footprints.firstPart.step.identify': 'Identifiez votre produit',
  'footprints.firstPart.step.information': 'Informations complémentaires',
  'footprints.firstPart.step.methodology': "Avant l'étape 3",
  'footprints.firstPart.step.tree': 'Construisez votre voie de synthèse',
  'footprints.firstPart.step.submission': 'Envoi final',
  'footprints.firstPart.validate': 'Valider',
  'footprints.firstPart.validateRoute': 'Valider votre voie de synthèse',
  'footprints.firstPart.submit': 'Envoyer',
  'footprints.firstPart.sent': 'Votre empreinte carbone a été envoyée à notre équipe',
  'footprints.firstPart.name': 'Nom',
  'footprints.firstPart.cas': 'Numéro CAS',
  'footprints.firstPart.productionData': 'Disposez-vous de données de production pour ce produit ?',
  'footprints.firstPart.yes': 'Oui',
  'footprints.firstPart.no': 'Non',
  'footprints.firstPart.supplier': 'Nom du fournisseur',
  'footprints.firstPart.productionCountry': 'Pays de production',
  'footprints.firstPart.contactName': 'Nom du contact',
  'footprints.firstPart.contactFunction': 'Fonction du contact',
  'footprints.firstPart.contactEmail': 'E-mail du contact',
  'footprints.firstPart.annualVolume': 'Volume annuel',
  'footprints.firstPart.annualVolumeHint': 'En tonnes par an',
  'footprints.firstPart.productUse': 'Usage du produit',
  'footprints.firstPart.companyActivity': "Description de l'activité de votre entreprise",
  'footprints.firstPart.comments': 'Commentaires',
  'footprints.firstPart.documents': 'Documents',
  'footprints.firstPart.writtenReport': 'Je souhaite un rapport écrit conforme à la norme du GHG Protocol',
  'footprints.firstPart.treeOf': 'Voie de synthèse de {name}',
  'footprints.firstPart.treeOfProduct': 'Voie de synthèse du produit',
  'footprints.firstPart.staffSubmission':
    "Vérifiez l'empreinte, puis terminez sa première partie (le bilan matière est alors demandé au client) ou renvoyez-la au client pour qu'il vérifie vos modifications.",
  'footprints.firstPart.clientSubmission':
    'Tout est prêt. Envoyez votre empreinte à notre équipe : elle analysera votre voie de synthèse et reviendra vers vous avec un devis.',

  'footprints.counters.total': "Nombre d'étapes de synthèse",
  'footprints.counters.with': 'Étapes avec données de production',
  'footprints.counters.without': 'Étapes sans données de production',
  'footprints.counters.setTotalFirst': "Indiquez d'abord le nombre d'étapes de synthèse",

  'footprints.upload.reportDataDownloadMolecularStructure': 'Structure moléculaire',
  'footprints.upload.reportDataDownloadMolecularSyntheticRoute': 'Voie de synthèse moléculaire',
  'footprints.upload.reportDataDownloadProcessFlowDiagram': 'Schéma du procédé',
  'footprints.upload.optional': '(facultatif)',
  'footprints.upload.uploaded': 'Fichier envoyé',
  'footprints.upload.loading': 'Chargement…',
  'footprints.upload.replace': 'Remplacer',
  'footprints.upload.notInUseYet':
    "Envoyé, pas encore en usage : l'empreinte garde {current} jusqu'à l'enregistrement des modifications.",
  'footprints.upload.notInUseYetNone':
    "Envoyé, pas encore en usage : l'empreinte le désigne dès l'enregistrement des modifications.",
  'footprints.upload.removedUntilSaved':
    "L'empreinte garde son fichier jusqu'à l'enregistrement des modifications.",
  'footprints.upload.previous': 'son fichier précédent',
  'footprints.upload.remove': 'Supprimer le fichier : {label}',
  'footprints.upload.choose': 'Choisir un fichier',
  'footprints.upload.uploading': 'Envoi du fichier : {label}',

  'footprints.methodology.intro':
    "Nous évaluons l'empreinte carbone de votre produit du berceau à la sortie d'usine, selon la norme du GHG Protocol sur la comptabilisation du cycle de vie des produits : de l'extraction des matières premières jusqu'à la sortie de votre produit de son dernier site de production.",
  'footprints.methodology.next': 'Ensuite : votre voie de synthèse',
  'footprints.methodology.nextText':
    "Dessinez la voie de synthèse de votre produit : chaque précurseur jusqu'aux matières que vous achetez, avec pour chacun qui le fabrique, où et dans quelle proportion. Notre équipe pourra y ajouter des étapes amont.",
  'footprints.methodology.then': 'Puis : un devis',
  'footprints.methodology.thenText':
    "Une fois la voie de synthèse analysée, nous vous envoyons un devis pour l'étude.",
  'footprints.methodology.later': 'Plus tard : le bilan matière',
  'footprints.methodology.laterText':
    'Une fois le devis accepté, nous ouvrons la seconde partie, où vous indiquez le bilan matière de chaque réaction et les informations de son site de production.',

  'footprints.secondPart.step.intro': 'Introduction',
  'footprints.secondPart.step.beforeStep4': "Avant l'étape 4",
  'footprints.secondPart.step.reaction': 'Bilan matière : réaction {reaction}',
  'footprints.secondPart.step.plant': 'Site : réaction {reaction}',
  'footprints.secondPart.step.save': 'Enregistrer',
  'footprints.secondPart.notSavedYet': "Vos données n'ont pas encore pu être enregistrées.",
  'footprints.secondPart.validateData': 'Valider les données de la réaction {reaction}',
  'footprints.secondPart.unknownData': 'Données inconnues pour la réaction {reaction}',
  'footprints.secondPart.send': 'Envoyer mes données',
  'footprints.secondPart.noReaction':
    "La voie de synthèse de cette empreinte n'a pas encore de réaction : notre équipe la complétera avant que vous puissiez en donner le bilan matière.",
  'footprints.secondPart.step4': 'Étape 4 Bilan matière et informations sur le procédé',
  'footprints.secondPart.step5': 'Étape 5 Informations sur le site de production',
  'footprints.secondPart.reactionHeading': 'Voie de synthèse : réaction {reaction}',
  'footprints.secondPart.whichPlant':
    "Lequel de vos sites de production réalise la réaction qui transforme {precursor} en {product} ? Choisissez-le, ou créez-le ici s'il n'est pas encore dans votre liste.",
  'footprints.secondPart.plantOf': 'Site de production de la réaction {reaction}',
  'footprints.secondPart.staffSave':
    "Vérifiez le bilan matière {count, plural, one {de la réaction} other {des # réactions}}, puis terminez l'empreinte ou renvoyez-la au client pour qu'il vérifie vos modifications.",
  'footprints.secondPart.missingIntro':
    'Certaines données manquent encore. Vous pouvez les compléter aux étapes précédentes, ou envoyer le bilan matière tel quel : notre équipe vous demandera ce dont elle a besoin.',
  'footprints.secondPart.missingList': 'Données manquantes',
  'footprints.secondPart.missingReaction': 'Réaction {reaction}',
  'footprints.secondPart.skipped': '{reaction} : passée avec « Données inconnues »',
  'footprints.secondPart.noPlant': '{reaction} : aucun site de production choisi',
  'footprints.secondPart.ready':
    "Tout est prêt. Envoyez le bilan matière {count, plural, one {de votre réaction} other {de vos # réactions}} à notre équipe : elle l'examinera et évaluera l'empreinte carbone de votre produit.",
  'footprints.secondPart.intro':
    'Notre équipe a examiné la voie de synthèse de {name}. Pour évaluer son empreinte carbone, il nous faut maintenant le bilan matière de {count, plural, one {sa réaction} other {chacune de ses # réactions}}, et le site de production où chacune a lieu.',
  'footprints.secondPart.introRecords':
    'Gardez vos dossiers de lot à portée de main. Tout ce que vous saisissez est enregistré au fur et à mesure : vous pouvez vous arrêter à tout moment et reprendre plus tard depuis Mes empreintes.',
  'footprints.secondPart.methodIntro':
    "Pour chaque réaction, indiquez les quantités d'un lot, dans la même unité partout (en kilogrammes, par exemple). Voici comment une réaction est décrite :",
  'footprints.secondPart.methodTable': "Ce que contient le bilan matière d'une réaction",
  'footprints.secondPart.methodPart': 'Rubrique',
  'footprints.secondPart.methodWhat': "Ce qu'il faut indiquer",
  'footprints.secondPart.methodRawMaterials':
    "Tout ce qui entre dans la réaction : d'abord le précurseur, puis les réactifs, les solvants et les catalyseurs.",
  'footprints.secondPart.methodProcessType':
    "Une réaction chimique, un mélange, une purification ou un autre type d'étape.",
  'footprints.secondPart.methodWastesTitle': 'Déchets',
  'footprints.secondPart.methodWastes':
    'Ce qui sort de la réaction en dehors du produit : déchets aqueux, organiques et gazeux, et leur traitement.',
  'footprints.secondPart.methodPurificationTitle': 'Purification',
  'footprints.secondPart.methodPurification':
    'La purification principale du produit (distillation, filtration et séchage…) et les solvants recyclés.',
  'footprints.secondPart.methodUnknown':
    "Si vous n'avez pas les données d'une réaction, choisissez « Données inconnues » sur sa page : notre équipe les estimera.",

  'footprints.reaction.intro':
    "{precursor} est transformé en {product}. Indiquez les chiffres d'un lot, d'après vos dossiers de lot. Laissez vide une ligne qui ne s'applique pas : seule une ligne commencée doit être complète.",
  'footprints.reaction.thePrecursor': 'Le précurseur',
  'footprints.reaction.theProduct': 'le produit',
  'footprints.reaction.unknown':
    'Vous avez marqué cette réaction comme données inconnues. Validez-la pour envoyer ses chiffres.',
  'footprints.reaction.finishedProduct': 'Produit fini',
  'footprints.reaction.byProduct': 'Coproduit',
  'footprints.reaction.packaging': 'Emballage',
  'footprints.reaction.cell': '{title} : {label}',
  'footprints.list.line': 'Ligne',
  'footprints.list.remove': 'Retirer',
  'footprints.list.cell': '{title}, ligne {line} : {label}',
  'footprints.list.removeLine': 'Supprimer la ligne {line} de {title}',
  'footprints.list.addLineTo': 'Ajouter une ligne à {title}',
  'footprints.list.addLine': 'Ajouter une ligne',

  'footprints.mb.title.rawMaterials': 'Matières premières',
  'footprints.mb.title.aqueousWastes': 'Déchets aqueux',
  'footprints.mb.title.organicWastes': 'Déchets organiques',
  'footprints.mb.title.gasWastes': 'Déchets gazeux',
  'footprints.mb.title.solventRecycling': 'Recyclage des solvants',
  'footprints.mb.title.cleanings': 'Nettoyages',
  'footprints.mb.field.name': 'Nom',
  'footprints.mb.field.productionPlace': 'Lieu de production',
  'footprints.mb.field.cas': 'Numéro CAS',
  'footprints.mb.field.molecularWeight': 'Masse molaire',
  'footprints.mb.field.weightPerBatch': 'Masse par lot',
  'footprints.mb.field.roughComposition': 'Composition approximative',
  'footprints.mb.field.treatment': 'Traitement',
  'footprints.mb.field.wasteWeightPerBatch': 'Masse par lot',
  'footprints.mb.field.solventName': 'Nom du solvant',
  'footprints.mb.field.distillationSite': 'Site de distillation',
  'footprints.mb.field.recoveredWeightPerBatch': 'Masse récupérée par lot',
  'footprints.mb.field.quantityPerCleaning': 'Quantité par nettoyage',
  'footprints.mb.field.batchesBetweenCleanings': 'Nombre de lots entre deux nettoyages',
  'footprints.mb.field.byProductsName': 'Nom du coproduit',
  'footprints.mb.field.byProductsCas': 'Numéro CAS du coproduit',
  'footprints.mb.field.packagingType': "Type d'emballage",
  'footprints.mb.field.packagingMaterial': "Matériau d'emballage",
  'footprints.mb.field.weightPerPackage': 'Masse par emballage',
  'footprints.mb.field.processType': 'Type de procédé',
  'footprints.mb.field.mainPurification': 'Purification principale',
  'footprints.mb.option.PhysicoChemicalStation': 'Station physico-chimique',
  'footprints.mb.option.BioStation': 'Station biologique',
  'footprints.mb.option.Incineration': 'Incinération',
  'footprints.mb.option.Sewer': 'Égout',
  'footprints.mb.option.DoNotKnow': 'Je ne sais pas',
  'footprints.mb.option.Filtration': 'Filtration',
  'footprints.mb.option.NoTreatment': 'Aucun traitement',
  'footprints.mb.option.SameCountry': 'Même pays',
  'footprints.mb.option.Europe': 'Europe',
  'footprints.mb.option.Asia': 'Asie',
  'footprints.mb.option.MiddleEast': 'Moyen-Orient',
  'footprints.mb.option.America': 'Amérique',
  'footprints.mb.option.No distillation': 'Pas de distillation',
  'footprints.mb.option.SameLocation': 'Même site',
  'footprints.mb.option.LessThan200km': 'Moins de 200 km',
  'footprints.mb.option.LessThan1000km': 'Moins de 1 000 km',
  'footprints.mb.option.MoreThan1000km': 'Plus de 1 000 km',
  'footprints.mb.option.ChemicalReaction': 'Réaction chimique',
  'footprints.mb.option.Blending': 'Mélange',
  'footprints.mb.option.Purification': 'Purification',
  'footprints.mb.option.Other': 'Autre',
  'footprints.mb.option.Distillation': 'Distillation',
  'footprints.mb.option.FiltrationDrying': 'Filtration / séchage',
  'footprints.mb.option.None': 'Aucun',
  'footprints.mb.message.molecularWeightNumber': 'La masse molaire doit être un nombre',
  'footprints.mb.message.weightPerBatchNumber': 'La masse par lot doit être un nombre',
  'footprints.mb.message.weightPerBatchLowerNumber': 'La masse par lot doit être un nombre',
  'footprints.mb.message.weightPerPackageNumber': 'La masse par emballage doit être un nombre',
  'footprints.mb.message.recoveredWeightPerBatchNumber': 'La masse récupérée par lot doit être un nombre',
  'footprints.mb.message.quantityPerCleaningNumber': 'La quantité par nettoyage doit être un nombre',
  'footprints.mb.message.batchesBetweenCleaningsNumber':
    'Le nombre de lots entre deux nettoyages doit être un nombre',
  'footprints.mb.message.productionPlaceEmpty': 'Le lieu de production est obligatoire',
  'footprints.mb.message.molecularWeightEmpty': 'La masse molaire est obligatoire',
  'footprints.mb.message.weightPerBatchEmpty': 'La masse par lot est obligatoire',
  'footprints.mb.message.molecularWeightRequired': 'La masse molaire est obligatoire',
  'footprints.mb.message.weightPerBatchRequired': 'La masse par lot est obligatoire',
  'footprints.mb.message.required': 'Le champ « {label} » est obligatoire',
  'footprints.mb.message.line': 'Ligne {line}\u00a0: {message}',
  'footprints.mb.message.tooManyLines':
    'La seconde partie peut compter au plus 3 000 lignes pour toutes ses réactions : retirez les lignes mineures ou scindez la voie de synthèse.',
  'footprints.mb.message.tooManyDigits': 'Le champ « {label} » a au plus {digits} chiffres significatifs',
  'footprints.mb.message.outOfRange': 'Le champ « {label} » vaut 0 ou de {min} à {max}',
  'footprints.mb.message.tooHeavy':
    'Le champ « {label} » vaut au plus {ratio} fois la masse par lot du produit fini',
  'footprints.mb.message.decimalComma':
    'Le champ « {label} » : écrivez les décimales après un point (109.13), ou envoyez un nombre',

  'footprints.estimate.livePanelTitle': 'Estimation préliminaire, avant examen par notre équipe',
  'footprints.estimate.resultTitle': "Résultat de l'empreinte carbone",
  'footprints.estimate.byReaction': 'Par réaction',
  'footprints.estimate.byCategory': 'Par catégorie',
  'footprints.category.rawMaterials': 'Matières premières',
  'footprints.category.solvents': 'Solvants',
  'footprints.category.siteEnergy': 'Énergie du site et émissions directes',
  'footprints.category.wasteTreatment': 'Traitement des déchets',
  'footprints.category.packaging': 'Emballage',
  'footprints.category.transport': 'Transport',
  'footprints.estimate.updating': "Mise à jour de l'estimation",
  'footprints.estimate.failed': "L'estimation n'a pas pu être calculée dans votre navigateur : {error}",
  'footprints.estimate.computing': 'Calcul en cours…',
  'footprints.estimate.needWeights':
    'Indiquez la masse par lot du produit fini et des matières premières pour voir une estimation.',
  // No-break spaces (issue #39): the unit never starts a line, nor '%', nor the interval's 'à'.
  'footprints.headline': '{value}\u00a0{unit}, intervalle à 95\u00a0% de {low}\u00a0à\u00a0{high}',
  'footprints.estimate.summaryCounts':
    '{warnings, plural, =0 {aucun avertissement} one {# avertissement} other {# avertissements}} · {gaps, plural, =0 {aucune donnée manquante} one {# donnée manquante} other {# données manquantes}}',
  'footprints.estimate.showDetails': 'Afficher le détail',
  'footprints.estimate.hideDetails': 'Masquer le détail',
  'footprints.estimate.warningsTitle': 'Avertissements',
  'footprints.estimate.gapsTitle': 'Données manquantes',
  'footprints.estimate.heaviestLine': 'Matière première la plus lourde :',
  'footprints.estimate.heaviestLineValue': '{row} ({name}, {weight} kg)',
  'footprints.estimate.gapOwnerClient':
    'À vous de la donner : saisissez ce chiffre pour resserrer l’estimation.',
  'footprints.estimate.gapOwnerProvider':
    'À notre équipe de la compléter : un facteur que nous fournissons. Vous n’avez rien à saisir.',
  'footprints.estimate.thisReaction': 'Cette réaction',
  'footprints.estimate.driver': 'Réaction qui pèse le plus',
  'footprints.estimate.driverValue': 'Réaction {reaction} : {name} ({share})',
  'footprints.estimate.rowShare': '{row}\u00a0: {share}',
  'footprints.estimate.topRow': 'Ligne qui pèse le plus',
  'footprints.estimate.liveNote':
    'Calculée dans votre navigateur à partir de votre saisie, avec les facteurs publics de notre méthode et {iterations} itérations de Monte-Carlo. Notre équipe examine vos données et confirme le résultat.',
  'footprints.estimate.headlineDetails':
    '{iterations} itérations de Monte-Carlo · données primaires {share} %',
  'footprints.estimate.primaryData': 'données primaires {share} %',
  'footprints.estimate.part': 'Rubrique',
  'footprints.estimate.share': 'Proportion',
  'footprints.estimate.reactionRow': 'Réaction {reaction} : {name}',
  'footprints.estimate.rowAt': 'Réaction {reaction}, {list}',
  'footprints.estimate.rowAtLine': 'Réaction {reaction}, {list} ligne {line}',
  'footprints.estimate.list.carbonReactionRawMaterials': 'matières premières',
  'footprints.estimate.list.carbonReactionAqueousWastes': 'déchets aqueux',
  'footprints.estimate.list.carbonReactionOrganicWastes': 'déchets organiques',
  'footprints.estimate.list.carbonReactionGasWastes': 'déchets gazeux',
  'footprints.estimate.list.carbonReactionSolventRecyclings': 'recyclage des solvants',
  'footprints.estimate.list.carbonReactionCleanings': 'nettoyages',
  'footprints.estimate.list.reaction': 'toute la réaction',
  'footprints.estimate.list.finishedProduct': 'produit fini',
  'footprints.estimate.list.byProduct': 'coproduit',
  'footprints.estimate.list.packaging': 'emballage',
  'footprints.estimate.list.productionSite': 'site de production',
  'footprints.estimate.stopped': "L'estimation s'est arrêtée.",
  'footprints.estimate.reasonTooLong': 'La justification peut comporter au plus 1000 caractères.',
  'footprints.estimate.licensedSource': 'Données sous licence de notre équipe',
  'footprints.estimate.outOfRange':
    "L'estimation est hors limites (pas un nombre fini de 0 à 1000000 kgCO2e/kg) : vérifiez les masses du bilan matière.",
  'footprints.estimate.starterDefaultSource':
    'Valeur par défaut Pharmatrace (une hypothèse, non une valeur mesurée)',
  'footprints.staffEstimate.title': "Estimation préliminaire de l'empreinte",
  'footprints.staffEstimate.computeAgain': 'Recalculer',
  'footprints.staffEstimate.computing': "Calcul de l'estimation…",
  'footprints.staffEstimate.failed': "L'estimation n'a pas pu être calculée : {error}",
  'footprints.staffEstimate.versions': 'Méthode {method} · bibliothèque de facteurs {library}',
  'footprints.staffEstimate.warnings': 'Alertes de plausibilité',
  'footprints.staffEstimate.hotSpots': 'Points chauds',
  'footprints.staffEstimate.row': 'Ligne',
  'footprints.staffEstimate.category': 'Catégorie',
  'footprints.staffEstimate.source': 'Source',
  'footprints.staffEstimate.primaryData': 'données primaires',
  'footprints.staffEstimate.factor': '{name} : {value} {unit} ({geography})',
  'footprints.staffEstimate.factorImported': '{name} : {value} {unit} ({geography}, importé)',
  'footprints.staffEstimate.dataGaps': 'Données manquantes ({count})',
  'footprints.staffEstimate.gapAfterLink': ' : {message}',
  'footprints.staffEstimate.adopt': "Adopter comme résultat de l'empreinte",
  'footprints.staffEstimate.adoptConfirmTitle': "Adopter l'estimation comme résultat de l'empreinte ?",
  'footprints.staffEstimate.adopted': "L'estimation est désormais le résultat de l'empreinte : {result}.",
  'footprints.staffEstimate.confirmBecomes': "Le résultat de l'empreinte devient",
  'footprints.staffEstimate.confirmDetails':
    ", avec la méthode {method} et la bibliothèque de facteurs {library}. Le client le voit une fois l'empreinte terminée. La page des documents de l'empreinte l'affiche aussitôt ; vous pourrez y saisir votre propre résultat, avec une justification, une fois l'empreinte terminée.",
  'footprints.staffEstimate.isTheResult':
    "Cette estimation est le résultat de l'empreinte, adoptée le {date} : {result}.",
  'footprints.staffEstimate.currentResult':
    "Le résultat de l'empreinte est {result}, pas cette estimation : l'adopter remplace ce résultat.",
  'footprints.staffEstimate.adoptWhenChanged':
    "Déjà adoptée : l'adoption est de nouveau proposée dès que le bilan matière, la méthode ou les facteurs changent l'estimation.",
  'footprints.staffEstimate.confirmAdopt': 'Adopter',
  'footprints.result.loading': 'Chargement du résultat…',
  'footprints.result.failed': "Le résultat n'a pas pu être chargé : {error}",
  'footprints.result.none': "Notre équipe n'a pas encore donné le résultat de cette empreinte.",
  'footprints.result.scope': "Du berceau à la sortie d'usine, par kg de substance.",
  'footprints.result.computed':
    'Calculé par notre méthode (version {method}, bibliothèque de facteurs {library}) et vérifié par notre équipe.',
  'footprints.result.given': 'Donné par notre équipe après son examen.',
  'footprints.estimate.licensedLines':
    "{count, plural, one {# ligne repose} other {# lignes reposent}} sur les données sous licence de notre équipe. Pour protéger ces données, une telle ligne, et les parts où elle entre, sont montrées à un chiffre arrondi : le milieu d'une bande aussi large que l'étendue d'une classe de produits chimiques. Les parts peuvent donc ne pas s'additionner exactement au total, calculé avec les chiffres exacts.",
  // Méthode 2.0 (issue #36) : récupération en boucle fermée, unités inutilisables.
  'footprints.warning.recoveryAboveInput':
    'Réaction {reaction}, ligne de récupération {line} : {recovered, number} kg de {name} récupérés par lot, plus que les {bought, number} kg achetés dans cette réaction : seul ce qui a été acheté est remplacé, et rien de plus n’est crédité.',
  'footprints.gap.unusableFactor':
    "Le facteur de {material}{cas} est donné en {unit}, inutilisable par kg (sans masse volumique) : le facteur par défaut de sa classe ''{factor}'' est utilisé, avec une large incertitude.",
  'footprints.gap.factorUnit':
    "Le facteur ''{factor}'' est donné en {unit}, inutilisable {basis} : non compté.",
  'footprints.word.per.kg': 'par kg',
  'footprints.word.per.kWh': 'par kWh',
  'footprints.word.per.litre': 'par litre',
  'footprints.word.per.tkm': 'par tonne-kilomètre',
  'footprints.word.per.m3': 'par mètre cube',
  'footprints.hotSpot.rawMaterialNet': 'Matière première : {name}, nette du solvant récupéré',
  'footprints.gap.noFactor':
    "Aucun facteur pour {material}{cas} : le facteur par défaut de sa classe ''{factor}'' est utilisé, avec une large incertitude.",
  'footprints.gap.precursorMissing': 'Ligne 1\u00a0: la masse par lot du précurseur manque : {how}.',
  'footprints.gap.how.molar':
    'une mole par mole de produit avec un rendement de {yield} %, d’après les masses molaires',
  'footprints.gap.how.default': '{kg, number} kg par kg de produit supposés',
  'footprints.gap.rawNoWeight': 'Ligne {line}\u00a0: {name} n’a pas de masse par lot : non compté.',
  'footprints.gap.rawNoPlace':
    'Ligne {line}\u00a0: {name} n’a pas de lieu de production : son facteur et son transport prennent un lieu inconnu.',
  'footprints.gap.recycledNoWeight': 'Ligne {line}\u00a0: {name} n’a pas de masse récupérée : non compté.',
  'footprints.gap.recycledNoSite':
    'Ligne {line}\u00a0: {name} n’a pas de site de distillation : une distillation à 200 à 1000 km est supposée.',
  'footprints.gap.cleaningNoQuantity':
    'Ligne {line}\u00a0: le nettoyage avec {name} n’a pas de quantité : non compté.',
  'footprints.gap.cleaningNoBatches':
    'Ligne {line}\u00a0: le nombre de lots entre deux nettoyages manque : un nettoyage par lot est supposé.',
  'footprints.gap.cleaningUnknownSubstance':
    'Ligne {line}\u00a0: {name} n’est pas une substance connue : sa fin de vie prend le carbone par défaut d’un déchet organique.',
  'footprints.gap.wasteNoWeight':
    'Ligne {line}\u00a0: le déchet {kind} {composition}n’a pas de masse : non compté.',
  'footprints.gap.wasteNoTreatment':
    'Ligne {line}\u00a0: le déchet {kind} n’a pas de traitement : pris comme « Je ne sais pas » (prudent).',
  'footprints.gap.wasteUnknownComposition':
    'Ligne {line}\u00a0: la composition du déchet {kind} ne nomme aucune substance connue : la teneur en carbone par défaut du flux est utilisée.',
  'footprints.gap.wasteUnknownTreatment':
    'Ligne {line}\u00a0: le traitement du déchet {kind} n’est pas connu : le plus émetteur est supposé, avec une large incertitude.',
  'footprints.gap.byProductNoWeight':
    'Le coproduit {name} n’a pas de masse par lot : toute l’empreinte de la réaction va à son produit.',
  'footprints.gap.packagingNoWeight': 'L’emballage n’a pas de masse par colis : non compté.',
  'footprints.gap.packagingNoHolding':
    'Le type d’emballage ne dit pas combien de produit un colis contient (« fût, 50 kg ») : {kg} kg supposés.',
  'footprints.gap.packagingMaterialDefault':
    "Aucun facteur pour le matériau d'emballage ''{material}'' : le facteur par défaut de sa classe est utilisé.",
  'footprints.gap.siteDefault':
    '{why} : le site prend l’intensité par défaut de son type de procédé ({process}), avec une large incertitude.',
  'footprints.gap.site.notAPlant': 'Le site de production n’est pas l’un des sites du compte',
  'footprints.gap.site.noSite':
    'La réaction {reaction} ne nomme aucun site de production et son produit n’a aucun fabricant parmi les sites',
  'footprints.gap.site.noProduction': '{plant} ne donne aucun volume de production annuel',
  'footprints.gap.site.noScopes': '{plant} ne donne ni ses scopes 1 et 2 ni sa consommation d’énergie',
  'footprints.gap.plant.notConverted':
    '{plant} : {carrier} ({value, number} {unit}) n’a pas pu être converti et n’est pas compté.',
  'footprints.gap.plant.noScope1':
    '{plant} : ni scope 1, ni combustible, ni réfrigérant : le scope 1 est compté comme nul.',
  'footprints.gap.plant.noScope2':
    '{plant} : ni scope 2, ni énergie achetée : le scope 2 est compté comme nul.',
  'footprints.gap.undescribed':
    'La réaction {reaction} {why} : {kg, number} kg de {precursor} par kg de {product} et des solvants, réactifs, déchets et une énergie de site par défaut la représentent.',
  'footprints.warning.sameProductTwice':
    'Les réactions {reactions} font toutes {product} : leurs lignes s’additionnent en une seule étape, dont l’énergie de site et l’emballage sont comptés une fois, avec la réaction {first}.',
  'footprints.word.and': 'et',
  'footprints.warning.massBalance':
    'Réaction {reaction} : les entrées ({inputs, number} kg) et les sorties ({outputs, number} kg : produit, coproduit, déchets et solvant récupéré) d’un lot diffèrent de {gap} %, plus de {tolerance} %.',
  'footprints.warning.pmi':
    'Réaction {reaction} : {pmi, number} kg de matières premières par kg de produit, hors de la plage habituelle d’une étape pharmaceutique ({min} à {max} kg/kg).',
  'footprints.warning.yield':
    'Réaction {reaction} : le rendement molaire depuis {precursor} est de {yield} %, au-dessus de 100 % : vérifiez les masses et les masses molaires.',
  'footprints.gap.why.unknown': 'est marquée Données inconnues',
  'footprints.gap.why.empty': 'n’a pas encore de bilan matière',
  'footprints.gap.why.noWeight': 'n’a pas de masse par lot de son produit fini',
  'footprints.word.aqueous': 'aqueux',
  'footprints.word.organic': 'organique',
  'footprints.word.gas': 'gazeux',
  'footprints.word.thisMaterial': 'ce matériau',
  'footprints.word.aRawMaterial': 'une matière première',
  'footprints.word.aSolvent': 'un solvant',
  'footprints.word.theCleaningSolvent': 'le solvant de nettoyage',
  'footprints.word.itsPrecursor': 'son précurseur',
  'footprints.word.thePrecursor': 'le précurseur',
  'footprints.word.product': 'produit',
  'footprints.word.theSameProduct': 'le même produit',
  'footprints.hotSpot.transport': 'Transport : {what}, par {mode} ({km, number} km, {place})',
  'footprints.hotSpot.mode.road': 'route',
  'footprints.hotSpot.mode.sea': 'mer',
  'footprints.hotSpot.place.SameCountry': 'même pays',
  'footprints.hotSpot.place.Europe': 'Europe',
  'footprints.hotSpot.place.Asia': 'Asie',
  'footprints.hotSpot.place.MiddleEast': 'Moyen-Orient',
  'footprints.hotSpot.place.America': 'Amérique',
  'footprints.hotSpot.place.DoNotKnow': 'lieu inconnu',
  'footprints.hotSpot.rawMaterial': 'Matière première : {name}',
  'footprints.hotSpot.distillation': 'Distillation : {name} récupéré',
  'footprints.hotSpot.distillerTransport':
    'Transport : {name}, aller-retour au distillateur ({km, number} km)',
  'footprints.hotSpot.cleaningSolvent': 'Solvant de nettoyage : {name}',
  'footprints.hotSpot.cleaningIncineration': 'Solvant de nettoyage {name} : incinération',
  'footprints.hotSpot.waste.aqueous': 'Déchet aqueux{composition} ({treatment})',
  'footprints.hotSpot.waste.organic': 'Déchet organique{composition} ({treatment})',
  'footprints.hotSpot.waste.gas': 'Déchet gazeux{composition} ({treatment})',
  'footprints.hotSpot.treatment.PhysicoChemicalStation': 'station physico-chimique',
  'footprints.hotSpot.treatment.BioStation': 'station biologique',
  'footprints.hotSpot.treatment.Incineration': 'incinération',
  'footprints.hotSpot.treatment.Sewer': 'égout',
  'footprints.hotSpot.treatment.Filtration': 'filtration',
  'footprints.hotSpot.treatment.NoTreatment': 'aucun traitement',
  'footprints.hotSpot.treatment.DoNotKnow': 'traitement inconnu',
  'footprints.hotSpot.wasteTreatment': '{waste} : traitement',
  'footprints.hotSpot.packaging': 'Emballage : {what}',
  'footprints.hotSpot.siteDefault': 'Énergie du site (valeur par défaut : {process})',
  'footprints.hotSpot.site': 'Site : {plant}',
  'footprints.hotSpot.siteShare': 'Site : {plant} ({percent} %)',
  'footprints.hotSpot.undescribed': 'Solvants, réactifs et déchets de la réaction {reaction} (par défaut)',
  'footprints.hotSpot.word.precursor': 'précurseur',
  'footprints.hotSpot.word.unnamed': 'sans nom',
  'footprints.hotSpot.word.solvent': 'solvant',
  'footprints.hotSpot.word.aCleaningSolvent': 'un solvant de nettoyage',
  'footprints.sensitivity.factor': 'Facteur d’émission : {what}',
  'footprints.sensitivity.factorShared':
    'Facteur d’émission : {what}, et {others, number} autres lignes qui l’utilisent',
  'footprints.sensitivity.weight': 'Poids : {what}',
  'footprints.sensitivity.site': 'Intensité du site : {what}',
  'footprints.sensitivity.composition': 'Carbone du déchet : {what}',
  'footprints.sensitivity.distance': 'Distance par défaut : {what}',
  'footprints.sensitivity.place': 'Facteur pris pour un autre lieu, ou lieu inconnu : {what}',
  'footprints.source.wasteDefault.aqueous':
    'Valeur par défaut d’un déchet aqueux : {carbon, number} % de carbone, brûlé en CO2',
  'footprints.source.wasteDefault.organic':
    'Valeur par défaut d’un déchet organique : {carbon, number} % de carbone, brûlé en CO2',
  'footprints.source.wasteDefault.gas':
    'Valeur par défaut d’un déchet gazeux : {carbon, number} % de carbone, brûlé en CO2',
  'footprints.source.composition':
    'Calculé à partir de la composition ({names}) : le carbone de chaque formule brûlé en CO2',
  'footprints.source.compositionAssumed':
    'Calculé à partir de la composition ({names}) : le carbone de chaque formule brûlé en CO2, parts non données supposées',
  'footprints.source.scopesReported': 'Scopes 1 et 2 déclarés par {plant}',
  'footprints.source.scopesReportedIn': 'Scopes 1 et 2 déclarés par {plant} ({year})',
  'footprints.source.plantComputed':
    '{plant} : {how} (facteurs d’énergie et de réfrigérant de la bibliothèque pour {country})',
  'footprints.source.how.both':
    'calculé à partir de sa consommation d’énergie et de ses fuites de réfrigérant',
  'footprints.source.how.scope1':
    'scope 2 déclaré, scope 1 calculé à partir de ses combustibles et de ses fuites de réfrigérant',
  'footprints.source.how.scope2': 'scope 1 déclaré, scope 2 calculé à partir de son énergie achetée',
  'footprints.source.word.theWorld': 'le monde',
};
