import type { French } from './french';

/**
 * The medicine footprint's words (issue #37): the estimate's data gaps, warnings and sources, as
 * the method writes them (phrases, said in the reader's language at the API's edge). The study's
 * validation messages are `medicineFootprintMessages` (schemas/medicine-footprint.ts), catalogued
 * under `medicineFootprint.*` by en.ts.
 */
export const medicineFootprintEn = {
  'medicineFootprint.post.activeIngredients': 'Active ingredients',
  'medicineFootprint.post.excipients': 'Excipients',
  'medicineFootprint.post.packaging': 'Packaging production',
  'medicineFootprint.post.manufacturing': 'Manufacturing (formulation and packaging on site)',
  'medicineFootprint.post.distribution': 'Transport and distribution',
  'medicineFootprint.post.endOfLife': 'End of life',

  'medicineFootprint.gap.noForm':
    'The pharmaceutical form is not given: the study is read as a form other than those listed.',
  'medicineFootprint.gap.noUnitsPerBox': 'Units per box is not given: one unit per box is assumed.',
  'medicineFootprint.gap.noActives': 'No active ingredient is given: the footprint counts none.',
  'medicineFootprint.gap.activeDefault':
    '{name}: no footprint is linked or given for this active ingredient: the default for a fine chemical ({value, number} kgCO2e per kg, with a wide uncertainty) is used.',
  'medicineFootprint.gap.activeNotAdopted':
    '{name}: the linked footprint has no adopted result yet: the default for a fine chemical is used until it has one.',
  'medicineFootprint.gap.excipientClassDefault':
    '{name}: there is no factor for this excipient in our library yet: the default for an organic chemical is used. Nothing for you to give: our team adds factors.',
  'medicineFootprint.gap.packagingProxy':
    '{material}: there is no factor of its own in our library yet: it is counted as {proxy}. Nothing for you to give: our team adds factors.',
  'medicineFootprint.gap.noPackaging':
    'No packaging is given: the default pack of the form is used ({grams, number} g of plastic film and {carton, number} g of carton and leaflet per box).',
  'medicineFootprint.gap.noManufacturing':
    'Neither the formulation plant nor its energy per 1,000 units is given: the default of {kwh, number} kWh per 1,000 units at the world grid is used.',
  'medicineFootprint.gap.plantUnusable':
    'The formulation plant gives no intensity ({reason}): the default energy per 1,000 units is used.',
  'medicineFootprint.gap.plantNotFound':
    'The formulation plant is not one of your plants any more: the default energy per 1,000 units is used.',
  'medicineFootprint.gap.noTransport':
    'No transport leg is given: the default legs are used ({seaKm, number} km by sea and {roadKm, number} km by road to France).',
  'medicineFootprint.gap.noFactor':
    'There is no factor for {what} in our library: it is not counted. Nothing for you to give: our team adds factors.',

  'medicineFootprint.line.active': 'Active ingredient: {name}',
  'medicineFootprint.line.excipient': 'Excipient: {name}',
  'medicineFootprint.line.packaging': 'Packaging: {material}',
  'medicineFootprint.line.energy': 'Formulation and packaging energy',
  'medicineFootprint.line.plant': 'Formulation plant: {plant}',
  'medicineFootprint.line.leg': 'Transport: {mode}, {km, number} km',
  'medicineFootprint.line.distribution': 'Distribution in France',
  'medicineFootprint.line.coldChain': 'Cold chain',
  'medicineFootprint.line.packagingWaste': 'Packaging waste: {material}',
  'medicineFootprint.line.unused': 'Unused medicine taken back and incinerated',

  'medicineFootprint.source.stoichiometry':
    "Computed from the material's repeat unit (its fossil carbon burnt)",
  'medicineFootprint.source.methodDefault':
    'Pharmatrace medicine method default (an assumption, not a measured value)',

  'medicineFootprint.material.PVC': 'PVC',
  'medicineFootprint.material.PVC_PVDC': 'PVC/PVDC',
  'medicineFootprint.material.ALUMINIUM': 'aluminium',
  'medicineFootprint.material.HDPE': 'HDPE',
  'medicineFootprint.material.GLASS': 'glass',
  'medicineFootprint.material.RUBBER': 'rubber',
  'medicineFootprint.material.CARTON': 'carton',
  'medicineFootprint.material.PAPER': 'paper',
  'medicineFootprint.proxy.plastics': 'average plastics',
  'medicineFootprint.proxy.pvc': 'PVC',
  'medicineFootprint.proxy.paperBoard': 'paper and board',

  'medicineFootprint.mode.ROAD': 'road',
  'medicineFootprint.mode.SEA': 'sea',
  'medicineFootprint.mode.AIR': 'air',
  'medicineFootprint.mode.RAIL': 'rail',

  'medicineFootprint.warning.air':
    'Air freight makes {share, number, percent} of the footprint: check the legs flown, sea or road are far lower.',
} as const;

export const medicineFootprintFr: French<typeof medicineFootprintEn> = {
  'medicineFootprint.post.activeIngredients': 'Principes actifs',
  'medicineFootprint.post.excipients': 'Excipients',
  'medicineFootprint.post.packaging': 'Production des emballages',
  'medicineFootprint.post.manufacturing': 'Fabrication (formulation et conditionnement sur site)',
  'medicineFootprint.post.distribution': 'Transport et distribution',
  'medicineFootprint.post.endOfLife': 'Fin de vie',

  'medicineFootprint.gap.noForm':
    "La forme pharmaceutique n'est pas indiquée : l'étude est lue comme une autre forme que celles de la liste.",
  'medicineFootprint.gap.noUnitsPerBox':
    "Le nombre d'unités par boîte n'est pas indiqué : une unité par boîte est supposée.",
  'medicineFootprint.gap.noActives': "Aucun principe actif n'est indiqué : l'empreinte n'en compte aucun.",
  'medicineFootprint.gap.activeDefault':
    "{name} : aucune empreinte n'est liée ou indiquée pour ce principe actif : la valeur par défaut d'un produit de chimie fine ({value, number} kgCO2e par kg, avec une large incertitude) est utilisée.",
  'medicineFootprint.gap.activeNotAdopted':
    "{name} : l'empreinte liée n'a pas encore de résultat adopté : la valeur par défaut d'un produit de chimie fine est utilisée en attendant.",
  'medicineFootprint.gap.excipientClassDefault':
    "{name} : notre bibliothèque n'a pas encore de facteur pour cet excipient : la valeur par défaut d'un produit chimique organique est utilisée. Rien à fournir de votre part : notre équipe ajoute les facteurs.",
  'medicineFootprint.gap.packagingProxy':
    "{material} : notre bibliothèque n'a pas encore de facteur propre : il est compté comme {proxy}. Rien à fournir de votre part : notre équipe ajoute les facteurs.",
  'medicineFootprint.gap.noPackaging':
    "Aucun emballage n'est indiqué : l'emballage par défaut de la forme est utilisé ({grams, number} g de film plastique et {carton, number} g d'étui et de notice par boîte).",
  'medicineFootprint.gap.noManufacturing':
    'Ni le site de formulation ni son énergie pour 1 000 unités ne sont indiqués : la valeur par défaut de {kwh, number} kWh pour 1 000 unités au réseau mondial est utilisée.',
  'medicineFootprint.gap.plantUnusable':
    "Le site de formulation ne donne pas d'intensité ({reason}) : l'énergie par défaut pour 1 000 unités est utilisée.",
  'medicineFootprint.gap.plantNotFound':
    "Le site de formulation ne fait plus partie de vos sites : l'énergie par défaut pour 1 000 unités est utilisée.",
  'medicineFootprint.gap.noTransport':
    "Aucune étape de transport n'est indiquée : les étapes par défaut sont utilisées ({seaKm, number} km par mer et {roadKm, number} km par route jusqu'en France).",
  'medicineFootprint.gap.noFactor':
    "Notre bibliothèque n'a pas de facteur pour {what} : ce poste n'est pas compté. Rien à fournir de votre part : notre équipe ajoute les facteurs.",

  'medicineFootprint.line.active': 'Principe actif : {name}',
  'medicineFootprint.line.excipient': 'Excipient : {name}',
  'medicineFootprint.line.packaging': 'Emballage : {material}',
  'medicineFootprint.line.energy': 'Énergie de formulation et de conditionnement',
  'medicineFootprint.line.plant': 'Site de formulation : {plant}',
  'medicineFootprint.line.leg': 'Transport : {mode}, {km, number} km',
  'medicineFootprint.line.distribution': 'Distribution en France',
  'medicineFootprint.line.coldChain': 'Chaîne du froid',
  'medicineFootprint.line.packagingWaste': "Déchets d'emballage : {material}",
  'medicineFootprint.line.unused': 'Médicament non utilisé, repris et incinéré',

  'medicineFootprint.source.stoichiometry':
    'Calculé à partir du motif du matériau (son carbone fossile brûlé)',
  'medicineFootprint.source.methodDefault':
    'Valeur par défaut de la méthode médicament Pharmatrace (une hypothèse, non une valeur mesurée)',

  'medicineFootprint.material.PVC': 'PVC',
  'medicineFootprint.material.PVC_PVDC': 'PVC/PVDC',
  'medicineFootprint.material.ALUMINIUM': 'aluminium',
  'medicineFootprint.material.HDPE': 'PEHD',
  'medicineFootprint.material.GLASS': 'verre',
  'medicineFootprint.material.RUBBER': 'caoutchouc',
  'medicineFootprint.material.CARTON': 'étui en carton',
  'medicineFootprint.material.PAPER': 'papier',
  'medicineFootprint.proxy.plastics': 'plastiques (moyenne)',
  'medicineFootprint.proxy.pvc': 'PVC',
  'medicineFootprint.proxy.paperBoard': 'papier et carton',

  'medicineFootprint.mode.ROAD': 'route',
  'medicineFootprint.mode.SEA': 'mer',
  'medicineFootprint.mode.AIR': 'avion',
  'medicineFootprint.mode.RAIL': 'rail',

  'medicineFootprint.warning.air':
    "Le fret aérien représente {share, number, percent} de l'empreinte : vérifiez les étapes par avion, la mer ou la route émettent bien moins.",
};

/**
 * The study's screens (issue #37 'Screens'): the client's wizard and its live panel, the result
 * page, the staff validation screen, and what the medicine product page adds for a study's row.
 */
export const medicineStudyEn = {
  'medicineStudy.newStudy': 'New medicine footprint',
  'medicineStudy.page.title': 'Medicine footprint',
  'medicineStudy.wizard.titleOf': 'Medicine footprint: {name}',
  'medicineStudy.step.medicine': 'The medicine',
  'medicineStudy.step.actives': 'Active ingredients',
  'medicineStudy.step.excipients': 'Excipients',
  'medicineStudy.step.manufacturing': 'Formulation and packaging',
  'medicineStudy.step.packaging': 'Packaging per box',
  'medicineStudy.step.transport': 'Transport and distribution',
  'medicineStudy.step.submission': 'Send the study',
  'medicineStudy.action.next': 'Next step',
  'medicineStudy.action.submit': 'Send the study to our team',
  'medicineStudy.sent':
    'Thank you! Your study is with our team: once validated, its result is published in the medicine database.',
  'medicineStudy.submissionText':
    'Our team checks the study, may ask you about it, then validates it. Its result per box is then published in the medicine database, where hospital buyers search and score their tenders.',

  'medicineStudy.medicine.intro':
    'Pick the medicine from the medicine database to fill its name and codes, or type them.',
  'medicineStudy.medicine.find': 'Find it in the medicine database',
  'medicineStudy.medicine.findHint': 'Type at least two letters of its name.',
  'medicineStudy.medicine.results': 'Medicines found',
  'medicineStudy.medicine.pick': 'Use {name}',
  'medicineStudy.medicine.none': 'No medicine of the database matches “{search}”.',
  'medicineStudy.medicine.picked': 'Filled from the medicine database: {name}.',
  'medicineStudy.medicine.name': 'Medicine name',
  'medicineStudy.medicine.cis': 'CIS code',
  'medicineStudy.medicine.cip13': 'CIP13 codes',
  'medicineStudy.medicine.cip13Hint': 'The 13-digit codes of its boxes, separated by commas.',
  'medicineStudy.medicine.form': 'Pharmaceutical form',
  'medicineStudy.medicine.formEmpty': 'Choose a form',
  'medicineStudy.medicine.unitsPerBox': 'Units per box',
  'medicineStudy.medicine.unitsPerBoxHint': 'Tablets, capsules, vials, or ml of an oral liquid.',
  'medicineStudy.form.TABLET': 'Tablet',
  'medicineStudy.form.CAPSULE': 'Capsule',
  'medicineStudy.form.ORAL_LIQUID': 'Oral liquid',
  'medicineStudy.form.INJECTABLE': 'Injectable',
  'medicineStudy.form.OTHER': 'Other',
  'medicineStudy.unit.tablet': 'tablet',
  'medicineStudy.unit.capsule': 'capsule',
  'medicineStudy.unit.ml': 'ml',
  'medicineStudy.unit.vial': 'vial',
  'medicineStudy.unit.unit': 'unit',

  'medicineStudy.rows.name': 'Name',
  'medicineStudy.rows.empty': 'Nothing added yet.',
  'medicineStudy.rows.cas': 'CAS number',
  'medicineStudy.rows.casOptional': 'CAS number, if known',
  'medicineStudy.rows.mgPerUnit': 'mg per unit',
  'medicineStudy.actives.intro':
    'Each active ingredient with its mg per unit and where its footprint per kg comes from.',
  'medicineStudy.actives.add': 'Add an active ingredient',
  'medicineStudy.actives.item': 'Active ingredient {number}',
  'medicineStudy.actives.remove': 'Remove active ingredient {number}',
  'medicineStudy.actives.origin': 'Its footprint',
  'medicineStudy.actives.origin.linked': 'One of our completed API footprints',
  'medicineStudy.actives.origin.given': 'A figure, with its source',
  'medicineStudy.actives.origin.default': 'The method’s default',
  'medicineStudy.actives.footprint': 'Completed API footprint',
  'medicineStudy.actives.footprintEmpty': 'Choose a footprint',
  'medicineStudy.actives.footprintOption': '{name} ({value} kgCO2e/kg)',
  'medicineStudy.actives.noFootprint':
    'You have no completed API footprint yet: give a figure with its source, or use the default.',
  'medicineStudy.actives.value': 'Footprint, kgCO2e per kg',
  'medicineStudy.actives.uncertainty': 'Uncertainty (95 %), kgCO2e per kg',
  'medicineStudy.actives.source': 'Source of the figure',
  'medicineStudy.actives.defaultText':
    'A default per kg of API, with a wide uncertainty, is used: the study shows it as a data gap.',
  'medicineStudy.actives.linkedText':
    'The footprint’s adopted result is used by reference: a new adopted result flows through.',

  'medicineStudy.excipients.intro':
    'Each excipient with its mg per unit. The factors follow our method’s library: open factors where they exist, class defaults otherwise.',
  'medicineStudy.excipients.add': 'Add an excipient',
  'medicineStudy.excipients.item': 'Excipient {number}',
  'medicineStudy.excipients.remove': 'Remove excipient {number}',
  'medicineStudy.excipients.place': 'Production region',

  'medicineStudy.manufacturing.intro':
    'The plant where the medicine is formulated and packed gives its energy intensity; or give the energy per 1,000 units where you know it.',
  'medicineStudy.manufacturing.how': 'How to count the formulation and packaging',
  'medicineStudy.manufacturing.byPlant': 'The plant, from My Plants',
  'medicineStudy.manufacturing.byEnergy': 'The energy per 1,000 units',
  'medicineStudy.manufacturing.plant': 'Formulation plant',
  'medicineStudy.manufacturing.plantEmpty': 'Choose a plant',
  'medicineStudy.manufacturing.noPlant': 'You have no plant yet: add one in My Plants.',
  'medicineStudy.manufacturing.energy': 'Energy per 1,000 units, kWh',

  'medicineStudy.packaging.intro':
    'The packaging of one box: primary (blister, bottle, vial and its stopper) and secondary (carton and leaflet), each with its grams per box.',
  'medicineStudy.packaging.add': 'Add a packaging item',
  'medicineStudy.packaging.item': 'Packaging item {number}',
  'medicineStudy.packaging.remove': 'Remove packaging item {number}',
  'medicineStudy.packaging.level': 'Level',
  'medicineStudy.packaging.level.PRIMARY': 'Primary',
  'medicineStudy.packaging.level.SECONDARY': 'Secondary',
  'medicineStudy.packaging.material': 'Material',
  'medicineStudy.packaging.material.PVC': 'Blister film: PVC',
  'medicineStudy.packaging.material.PVC_PVDC': 'Blister film: PVC/PVDC',
  'medicineStudy.packaging.material.ALUMINIUM': 'Aluminium (lidding foil, cold-formed blister)',
  'medicineStudy.packaging.material.HDPE': 'Bottle: HDPE',
  'medicineStudy.packaging.material.GLASS': 'Bottle or vial: glass',
  'medicineStudy.packaging.material.RUBBER': 'Vial stopper: rubber',
  'medicineStudy.packaging.material.CARTON': 'Carton',
  'medicineStudy.packaging.material.PAPER': 'Leaflet: paper',
  'medicineStudy.packaging.grams': 'Grams per box',

  'medicineStudy.transport.intro':
    'The legs from the API’s site to the formulation site, and from there to France. Without a leg, the method’s default distances by region are used.',
  'medicineStudy.transport.add': 'Add a transport leg',
  'medicineStudy.transport.item': 'Transport leg {number}',
  'medicineStudy.transport.remove': 'Remove transport leg {number}',
  'medicineStudy.transport.leg': 'Leg',
  'medicineStudy.transport.leg.none': 'Not said',
  'medicineStudy.transport.leg.API_TO_FORMULATION': 'API site to formulation site',
  'medicineStudy.transport.leg.FORMULATION_TO_FRANCE': 'Formulation site to France',
  'medicineStudy.transport.mode': 'Mode',
  'medicineStudy.transport.mode.ROAD': 'Road',
  'medicineStudy.transport.mode.SEA': 'Sea',
  'medicineStudy.transport.mode.AIR': 'Air',
  'medicineStudy.transport.mode.RAIL': 'Rail',
  'medicineStudy.transport.km': 'Distance, km',
  'medicineStudy.transport.coldChain': 'Cold chain: kept cold in distribution and storage in France',
  'medicineStudy.transport.endOfLife':
    'End of life is counted by the method’s defaults: packaging waste by the French treatment mix, and unused medicine taken back and incinerated.',

  'medicineStudy.estimate.title': 'Estimate, before our team’s review',
  'medicineStudy.estimate.headline': '{value} {unit} per box, 95 % interval {low} to {high}',
  'medicineStudy.estimate.perUnit': '{value} {unit} per {unitName}',
  'medicineStudy.estimate.computing': 'Computing the estimate…',
  'medicineStudy.estimate.updating': 'Updating the estimate',
  'medicineStudy.estimate.failed': 'The estimate could not be computed: {error}',
  'medicineStudy.estimate.gapCount': '{gaps, plural, =0 {no data gap} one {# data gap} other {# data gaps}}',
  'medicineStudy.estimate.segments': 'Segments',
  'medicineStudy.estimate.posts': 'Posts',
  'medicineStudy.estimate.gaps': 'Data gaps',
  'medicineStudy.estimate.warnings': 'Warnings',
  'medicineStudy.estimate.share': '{label}: {share}',
  'medicineStudy.estimate.liveNote':
    'Computed in your browser with our starter factors and {iterations} Monte Carlo iterations; our team’s review uses 200,000.',
  'medicineStudy.segment.emCreation': 'Ingredient and packaging production',
  'medicineStudy.segment.emProduction': 'Medicine production and corporate emissions',
  'medicineStudy.segment.emStorage': 'Storage and distribution',
  'medicineStudy.segment.emEndOfLife': 'End of life',

  'medicineStudy.result.title': 'Result',
  'medicineStudy.result.perBox': 'Per box',
  'medicineStudy.result.perUnit': 'Per unit',
  'medicineStudy.result.loading': 'Loading the result',
  'medicineStudy.result.postsChart': 'Footprint per box by post, {unit}',
  'medicineStudy.result.segmentsChart': 'Share of each segment: {description}',
  'medicineStudy.result.apiFootprints': 'API footprints used',
  'medicineStudy.result.noApiFootprint': 'No completed API footprint of yours is used.',
  'medicineStudy.result.method': 'Method {method}, factor library {library}.',
  'medicineStudy.result.post': 'Post',
  'medicineStudy.result.value': 'gCO2e per box',

  'medicineStudy.staff.title': 'Medicine footprint study: {name}',
  'medicineStudy.staff.client': 'Client: {client}',
  'medicineStudy.staff.status': 'Status: {status}',
  'medicineStudy.staff.breakdown': 'Breakdown (200,000 iterations)',
  'medicineStudy.staff.study': 'The study',
  'medicineStudy.staff.adopt': 'Adopt the estimate',
  'medicineStudy.staff.adopted': 'The estimate is the study’s result.',
  'medicineStudy.staff.publish': 'Publish in the medicine database',
  'medicineStudy.staff.published': 'Published in the medicine database.',
  'medicineStudy.staff.publishNeedsCompleted': 'A study is published once it is completed.',
  'medicineStudy.staff.message': 'Message to the client',
  'medicineStudy.staff.move': 'Move to {status}',
  'medicineStudy.staff.moved': 'The study is now {status}.',
  'medicineStudy.staff.failed': 'That did not work: {error}',
  'medicineStudy.staff.open': 'Open',

  'medicineStudy.product.source.study': 'From a validated study of {date}, method {method}',
  'medicineStudy.product.source.imported': 'Imported into the medicine database',
} as const;

export const medicineStudyFr: French<typeof medicineStudyEn> = {
  'medicineStudy.newStudy': 'Nouvelle empreinte de médicament',
  'medicineStudy.page.title': 'Empreinte du médicament',
  'medicineStudy.wizard.titleOf': 'Empreinte du médicament : {name}',
  'medicineStudy.step.medicine': 'Le médicament',
  'medicineStudy.step.actives': 'Principes actifs',
  'medicineStudy.step.excipients': 'Excipients',
  'medicineStudy.step.manufacturing': 'Formulation et conditionnement',
  'medicineStudy.step.packaging': 'Emballages par boîte',
  'medicineStudy.step.transport': 'Transport et distribution',
  'medicineStudy.step.submission': 'Envoyer l’étude',
  'medicineStudy.action.next': 'Étape suivante',
  'medicineStudy.action.submit': 'Envoyer l’étude à notre équipe',
  'medicineStudy.sent':
    'Merci ! Votre étude est chez notre équipe : une fois validée, son résultat est publié dans la base des médicaments.',
  'medicineStudy.submissionText':
    'Notre équipe vérifie l’étude, peut vous poser des questions, puis la valide. Son résultat par boîte est alors publié dans la base des médicaments, où les acheteurs hospitaliers cherchent et notent leurs appels d’offres.',

  'medicineStudy.medicine.intro':
    'Choisissez le médicament dans la base des médicaments pour remplir son nom et ses codes, ou saisissez-les.',
  'medicineStudy.medicine.find': 'Le trouver dans la base des médicaments',
  'medicineStudy.medicine.findHint': 'Saisissez au moins deux lettres de son nom.',
  'medicineStudy.medicine.results': 'Médicaments trouvés',
  'medicineStudy.medicine.pick': 'Choisir {name}',
  'medicineStudy.medicine.none': 'Aucun médicament de la base ne correspond à « {search} ».',
  'medicineStudy.medicine.picked': 'Rempli depuis la base des médicaments : {name}.',
  'medicineStudy.medicine.name': 'Nom du médicament',
  'medicineStudy.medicine.cis': 'Code CIS',
  'medicineStudy.medicine.cip13': 'Codes CIP13',
  'medicineStudy.medicine.cip13Hint': 'Les codes à 13 chiffres de ses boîtes, séparés par des virgules.',
  'medicineStudy.medicine.form': 'Forme pharmaceutique',
  'medicineStudy.medicine.formEmpty': 'Choisissez une forme',
  'medicineStudy.medicine.unitsPerBox': 'Unités par boîte',
  'medicineStudy.medicine.unitsPerBoxHint': 'Comprimés, gélules, flacons, ou ml d’une solution buvable.',
  'medicineStudy.form.TABLET': 'Comprimé',
  'medicineStudy.form.CAPSULE': 'Gélule',
  'medicineStudy.form.ORAL_LIQUID': 'Solution buvable',
  'medicineStudy.form.INJECTABLE': 'Injectable',
  'medicineStudy.form.OTHER': 'Autre',
  'medicineStudy.unit.tablet': 'comprimé',
  'medicineStudy.unit.capsule': 'gélule',
  'medicineStudy.unit.ml': 'ml',
  'medicineStudy.unit.vial': 'flacon',
  'medicineStudy.unit.unit': 'unité',

  'medicineStudy.rows.name': 'Nom',
  'medicineStudy.rows.empty': 'Rien d’ajouté pour l’instant.',
  'medicineStudy.rows.cas': 'Numéro CAS',
  'medicineStudy.rows.casOptional': 'Numéro CAS, s’il est connu',
  'medicineStudy.rows.mgPerUnit': 'mg par unité',
  'medicineStudy.actives.intro':
    'Chaque principe actif avec ses mg par unité et l’origine de son empreinte par kg.',
  'medicineStudy.actives.add': 'Ajouter un principe actif',
  'medicineStudy.actives.item': 'Principe actif {number}',
  'medicineStudy.actives.remove': 'Retirer le principe actif {number}',
  'medicineStudy.actives.origin': 'Son empreinte',
  'medicineStudy.actives.origin.linked': 'Une de nos empreintes de principe actif terminées',
  'medicineStudy.actives.origin.given': 'Une valeur, avec sa source',
  'medicineStudy.actives.origin.default': 'La valeur par défaut de la méthode',
  'medicineStudy.actives.footprint': 'Empreinte de principe actif terminée',
  'medicineStudy.actives.footprintEmpty': 'Choisissez une empreinte',
  'medicineStudy.actives.footprintOption': '{name} ({value} kgCO2e/kg)',
  'medicineStudy.actives.noFootprint':
    'Vous n’avez pas encore d’empreinte de principe actif terminée : indiquez une valeur avec sa source, ou utilisez la valeur par défaut.',
  'medicineStudy.actives.value': 'Empreinte, kgCO2e par kg',
  'medicineStudy.actives.uncertainty': 'Incertitude (95 %), kgCO2e par kg',
  'medicineStudy.actives.source': 'Source de la valeur',
  'medicineStudy.actives.defaultText':
    'Une valeur par défaut par kg de principe actif, avec une large incertitude, est utilisée : l’étude la signale comme donnée manquante.',
  'medicineStudy.actives.linkedText':
    'Le résultat adopté de l’empreinte est utilisé par référence : un nouveau résultat adopté est repris.',

  'medicineStudy.excipients.intro':
    'Chaque excipient avec ses mg par unité. Les facteurs suivent la bibliothèque de notre méthode : facteurs ouverts quand ils existent, valeurs par classe sinon.',
  'medicineStudy.excipients.add': 'Ajouter un excipient',
  'medicineStudy.excipients.item': 'Excipient {number}',
  'medicineStudy.excipients.remove': 'Retirer l’excipient {number}',
  'medicineStudy.excipients.place': 'Région de production',

  'medicineStudy.manufacturing.intro':
    'Le site où le médicament est formulé et conditionné donne son intensité énergétique ; ou indiquez l’énergie pour 1 000 unités si vous la connaissez.',
  'medicineStudy.manufacturing.how': 'Comment compter la formulation et le conditionnement',
  'medicineStudy.manufacturing.byPlant': 'Le site, parmi Mes sites',
  'medicineStudy.manufacturing.byEnergy': 'L’énergie pour 1 000 unités',
  'medicineStudy.manufacturing.plant': 'Site de formulation',
  'medicineStudy.manufacturing.plantEmpty': 'Choisissez un site',
  'medicineStudy.manufacturing.noPlant': 'Vous n’avez pas encore de site : ajoutez-en un dans Mes sites.',
  'medicineStudy.manufacturing.energy': 'Énergie pour 1 000 unités, kWh',

  'medicineStudy.packaging.intro':
    'Les emballages d’une boîte : primaires (blister, flacon, et son bouchon) et secondaires (étui et notice), chacun avec ses grammes par boîte.',
  'medicineStudy.packaging.add': 'Ajouter un emballage',
  'medicineStudy.packaging.item': 'Emballage {number}',
  'medicineStudy.packaging.remove': 'Retirer l’emballage {number}',
  'medicineStudy.packaging.level': 'Niveau',
  'medicineStudy.packaging.level.PRIMARY': 'Primaire',
  'medicineStudy.packaging.level.SECONDARY': 'Secondaire',
  'medicineStudy.packaging.material': 'Matériau',
  'medicineStudy.packaging.material.PVC': 'Film de blister : PVC',
  'medicineStudy.packaging.material.PVC_PVDC': 'Film de blister : PVC/PVDC',
  'medicineStudy.packaging.material.ALUMINIUM': 'Aluminium (opercule, blister formé à froid)',
  'medicineStudy.packaging.material.HDPE': 'Flacon : PEHD',
  'medicineStudy.packaging.material.GLASS': 'Flacon : verre',
  'medicineStudy.packaging.material.RUBBER': 'Bouchon de flacon : caoutchouc',
  'medicineStudy.packaging.material.CARTON': 'Étui en carton',
  'medicineStudy.packaging.material.PAPER': 'Notice : papier',
  'medicineStudy.packaging.grams': 'Grammes par boîte',

  'medicineStudy.transport.intro':
    'Les étapes du site du principe actif au site de formulation, puis de là jusqu’en France. Sans étape, les distances par défaut de la méthode selon la région sont utilisées.',
  'medicineStudy.transport.add': 'Ajouter une étape de transport',
  'medicineStudy.transport.item': 'Étape de transport {number}',
  'medicineStudy.transport.remove': 'Retirer l’étape de transport {number}',
  'medicineStudy.transport.leg': 'Étape',
  'medicineStudy.transport.leg.none': 'Non précisée',
  'medicineStudy.transport.leg.API_TO_FORMULATION': 'Site du principe actif vers site de formulation',
  'medicineStudy.transport.leg.FORMULATION_TO_FRANCE': 'Site de formulation vers la France',
  'medicineStudy.transport.mode': 'Mode',
  'medicineStudy.transport.mode.ROAD': 'Route',
  'medicineStudy.transport.mode.SEA': 'Mer',
  'medicineStudy.transport.mode.AIR': 'Avion',
  'medicineStudy.transport.mode.RAIL': 'Rail',
  'medicineStudy.transport.km': 'Distance, km',
  'medicineStudy.transport.coldChain':
    'Chaîne du froid : conservé au froid pendant la distribution et le stockage en France',
  'medicineStudy.transport.endOfLife':
    'La fin de vie est comptée par les valeurs par défaut de la méthode : déchets d’emballage selon le traitement en France, et médicament non utilisé repris et incinéré.',

  'medicineStudy.estimate.title': 'Estimation, avant la revue de notre équipe',
  'medicineStudy.estimate.headline': '{value} {unit} par boîte, intervalle à 95 % de {low} à {high}',
  'medicineStudy.estimate.perUnit': '{value} {unit} par {unitName}',
  'medicineStudy.estimate.computing': "Calcul de l'estimation…",
  'medicineStudy.estimate.updating': "Mise à jour de l'estimation",
  'medicineStudy.estimate.failed': "L'estimation n'a pas pu être calculée : {error}",
  'medicineStudy.estimate.gapCount':
    '{gaps, plural, =0 {aucune donnée manquante} one {# donnée manquante} other {# données manquantes}}',
  'medicineStudy.estimate.segments': 'Segments',
  'medicineStudy.estimate.posts': 'Postes',
  'medicineStudy.estimate.gaps': 'Données manquantes',
  'medicineStudy.estimate.warnings': 'Avertissements',
  'medicineStudy.estimate.share': '{label} : {share}',
  'medicineStudy.estimate.liveNote':
    'Calculée dans votre navigateur avec nos facteurs de départ et {iterations} itérations de Monte-Carlo ; la revue de notre équipe en utilise 200 000.',
  'medicineStudy.segment.emCreation': 'Production des ingrédients et des emballages',
  'medicineStudy.segment.emProduction': "Production du médicament et émissions de l'entreprise",
  'medicineStudy.segment.emStorage': 'Stockage et distribution',
  'medicineStudy.segment.emEndOfLife': 'Fin de vie',

  'medicineStudy.result.title': 'Résultat',
  'medicineStudy.result.perBox': 'Par boîte',
  'medicineStudy.result.perUnit': 'Par unité',
  'medicineStudy.result.loading': 'Chargement du résultat',
  'medicineStudy.result.postsChart': 'Empreinte par boîte selon le poste, {unit}',
  'medicineStudy.result.segmentsChart': 'Part de chaque segment : {description}',
  'medicineStudy.result.apiFootprints': 'Empreintes de principe actif utilisées',
  'medicineStudy.result.noApiFootprint':
    'Aucune de vos empreintes de principe actif terminées n’est utilisée.',
  'medicineStudy.result.method': 'Méthode {method}, bibliothèque de facteurs {library}.',
  'medicineStudy.result.post': 'Poste',
  'medicineStudy.result.value': 'gCO2e par boîte',

  'medicineStudy.staff.title': 'Étude d’empreinte de médicament : {name}',
  'medicineStudy.staff.client': 'Client : {client}',
  'medicineStudy.staff.status': 'Statut : {status}',
  'medicineStudy.staff.breakdown': 'Décomposition (200 000 itérations)',
  'medicineStudy.staff.study': 'L’étude',
  'medicineStudy.staff.adopt': 'Adopter l’estimation',
  'medicineStudy.staff.adopted': 'L’estimation est le résultat de l’étude.',
  'medicineStudy.staff.publish': 'Publier dans la base des médicaments',
  'medicineStudy.staff.published': 'Publiée dans la base des médicaments.',
  'medicineStudy.staff.publishNeedsCompleted': 'Une étude est publiée une fois terminée.',
  'medicineStudy.staff.message': 'Message au client',
  'medicineStudy.staff.move': 'Passer en {status}',
  'medicineStudy.staff.moved': 'L’étude est maintenant {status}.',
  'medicineStudy.staff.failed': 'Cela n’a pas fonctionné : {error}',
  'medicineStudy.staff.open': 'Ouvrir',

  'medicineStudy.product.source.study': 'D’une étude validée du {date}, méthode {method}',
  'medicineStudy.product.source.imported': 'Importé dans la base des médicaments',
};
