import type { French } from './french';

/**
 * The medicine study's 'score carbone' sheet (issue #37 'Screens'), PDF and XLSX, in the reader's
 * language: the medicine and its codes, the result per box and per unit with its interval, the
 * posts and segments, where each active's footprint comes from, the method and its version, the
 * study's date and verification, what a tender file asks for, and the data gaps. The French
 * strings put a no-break space before ':' (French typography).
 */
export const medicineSheetEn = {
  'medicineSheet.title': 'Carbon score sheet: {name}',
  'medicineSheet.fileName': 'Carbon score sheet - {name}',
  'medicineSheet.sheetName': 'Carbon score',
  'medicineSheet.downloadPdf': 'Carbon score sheet (PDF)',
  'medicineSheet.downloadXlsx': 'Carbon score sheet (XLSX)',
  'medicineSheet.scope': 'Per box, cradle to grave: from the raw materials to the end of life, in gCO2e.',

  'medicineSheet.section.medicine': 'The medicine',
  'medicineSheet.name': 'Name',
  'medicineSheet.cis': 'CIS code',
  'medicineSheet.cip13': 'CIP13 codes',
  'medicineSheet.form': 'Pharmaceutical form',
  'medicineSheet.unitsPerBox': 'Units per box',
  'medicineSheet.notGiven': 'Not given',

  'medicineSheet.section.result': 'Result, cradle to grave',
  'medicineSheet.perBox': 'Per box',
  'medicineSheet.perBoxInterval': 'Per box, 95 % interval',
  'medicineSheet.perUnit': 'Per {unitName}',
  'medicineSheet.perUnitInterval': 'Per {unitName}, 95 % interval',
  'medicineSheet.interval': '{low} to {high}',

  'medicineSheet.section.posts': 'Emissions by main post, per box',
  'medicineSheet.section.segments': 'Segments of the medicine database',

  'medicineSheet.section.actives': 'Where each active ingredient’s footprint comes from',
  'medicineSheet.active': '{name}, {mg} mg per unit',
  'medicineSheet.source.linked':
    'Completed API footprint in Pharmatrace: {name}, {value} kgCO2e per kg (adopted result)',
  'medicineSheet.source.linkedNoResult':
    'Completed API footprint in Pharmatrace with no adopted result yet: the method’s default is used',
  'medicineSheet.source.given':
    'Given by the client: {value} ± {uncertainty} kgCO2e per kg, source: {source}',
  'medicineSheet.source.default': 'The method’s default per kg of API, with a wide uncertainty (a data gap)',
  'medicineSheet.noActive': 'No active ingredient is given.',

  'medicineSheet.section.method': 'Method and verification',
  'medicineSheet.method': 'Method',
  'medicineSheet.methodText':
    'Pharmatrace medicine footprint method {version}, following the structure of the score carbone médicament (ISO 14067, GHG Protocol product standard)',
  'medicineSheet.library': 'Factor library',
  'medicineSheet.iterations': 'Monte Carlo iterations',
  'medicineSheet.studyDate': 'Date of the study',
  'medicineSheet.status': 'Status of the study',
  'medicineSheet.verification': 'Verification',
  'medicineSheet.verification.published':
    'Validated by Pharmatrace on {date} and published in the medicine database on {published}',
  'medicineSheet.verification.adopted': 'Result adopted by Pharmatrace on {date}, not yet published',
  'medicineSheet.verification.estimate':
    'Estimate not yet validated by Pharmatrace: the figures may change at the review',
  'medicineSheet.verification.circuit':
    'The transitional verification circuit of the score carbone is not open yet: this result is verified by Pharmatrace only.',

  'medicineSheet.section.tender': 'For a tender file',
  'medicineSheet.tender.carbonPerBox': 'Carbon footprint per box (gCO2e)',
  'medicineSheet.tender.carbonPerUnit': 'Carbon footprint per dispensing unit (gCO2e)',
  'medicineSheet.tender.method': 'Calculation method and version',
  'medicineSheet.tender.boundary': 'Boundary',
  'medicineSheet.tender.boundaryText':
    'Cradle to grave, per box: raw materials, production, distribution, end of life',

  'medicineSheet.section.gaps': 'Data gaps',
  'medicineSheet.noGap': 'No data gap: every figure of the study is the client’s or the library’s own.',
  'medicineSheet.section.warnings': 'Warnings',
} as const;

export const medicineSheetFr: French<typeof medicineSheetEn> = {
  'medicineSheet.title': 'Fiche score carbone\u00a0: {name}',
  'medicineSheet.fileName': 'Fiche score carbone - {name}',
  'medicineSheet.sheetName': 'Score carbone',
  'medicineSheet.downloadPdf': 'Fiche score carbone (PDF)',
  'medicineSheet.downloadXlsx': 'Fiche score carbone (XLSX)',
  'medicineSheet.scope':
    'Par boîte, du berceau à la tombe\u00a0: des matières premières à la fin de vie, en gCO2e.',

  'medicineSheet.section.medicine': 'Le médicament',
  'medicineSheet.name': 'Nom',
  'medicineSheet.cis': 'Code CIS',
  'medicineSheet.cip13': 'Codes CIP13',
  'medicineSheet.form': 'Forme pharmaceutique',
  'medicineSheet.unitsPerBox': 'Unités par boîte',
  'medicineSheet.notGiven': 'Non indiqué',

  'medicineSheet.section.result': 'Résultat, du berceau à la tombe',
  'medicineSheet.perBox': 'Par boîte',
  'medicineSheet.perBoxInterval': 'Par boîte, intervalle à 95\u00a0%',
  'medicineSheet.perUnit': 'Par {unitName}',
  'medicineSheet.perUnitInterval': 'Par {unitName}, intervalle à 95\u00a0%',
  'medicineSheet.interval': 'de {low} à {high}',

  'medicineSheet.section.posts': 'Émissions par poste principal, par boîte',
  'medicineSheet.section.segments': 'Segments de la base des médicaments',

  'medicineSheet.section.actives': 'Origine de l’empreinte de chaque principe actif',
  'medicineSheet.active': '{name}, {mg}\u00a0mg par unité',
  'medicineSheet.source.linked':
    'Empreinte de principe actif terminée dans Pharmatrace\u00a0: {name}, {value}\u00a0kgCO2e par kg (résultat adopté)',
  'medicineSheet.source.linkedNoResult':
    'Empreinte de principe actif terminée dans Pharmatrace, sans résultat adopté pour l’instant\u00a0: la valeur par défaut de la méthode est utilisée',
  'medicineSheet.source.given':
    'Indiquée par le client\u00a0: {value} ± {uncertainty}\u00a0kgCO2e par kg, source\u00a0: {source}',
  'medicineSheet.source.default':
    'Valeur par défaut de la méthode par kg de principe actif, avec une large incertitude (donnée manquante)',
  'medicineSheet.noActive': 'Aucun principe actif n’est indiqué.',

  'medicineSheet.section.method': 'Méthode et vérification',
  'medicineSheet.method': 'Méthode',
  'medicineSheet.methodText':
    'Méthode d’empreinte des médicaments Pharmatrace {version}, selon la structure du score carbone médicament (ISO 14067, norme produit du GHG Protocol)',
  'medicineSheet.library': 'Bibliothèque de facteurs',
  'medicineSheet.iterations': 'Itérations de Monte-Carlo',
  'medicineSheet.studyDate': 'Date de l’étude',
  'medicineSheet.status': 'Statut de l’étude',
  'medicineSheet.verification': 'Vérification',
  'medicineSheet.verification.published':
    'Validée par Pharmatrace le {date} et publiée dans la base des médicaments le {published}',
  'medicineSheet.verification.adopted': 'Résultat adopté par Pharmatrace le {date}, pas encore publié',
  'medicineSheet.verification.estimate':
    'Estimation pas encore validée par Pharmatrace\u00a0: les valeurs peuvent changer à la revue',
  'medicineSheet.verification.circuit':
    'Le circuit transitoire de vérification du score carbone n’est pas encore ouvert\u00a0: ce résultat est vérifié par Pharmatrace seulement.',

  'medicineSheet.section.tender': 'Pour un dossier d’appel d’offres',
  'medicineSheet.tender.carbonPerBox': 'Empreinte carbone par boîte (gCO2e)',
  'medicineSheet.tender.carbonPerUnit': 'Empreinte carbone par unité de dispensation (gCO2e)',
  'medicineSheet.tender.method': 'Méthode de calcul et version',
  'medicineSheet.tender.boundary': 'Périmètre',
  'medicineSheet.tender.boundaryText':
    'Du berceau à la tombe, par boîte\u00a0: matières premières, production, distribution, fin de vie',

  'medicineSheet.section.gaps': 'Données manquantes',
  'medicineSheet.noGap':
    'Aucune donnée manquante\u00a0: chaque valeur de l’étude vient du client ou de la bibliothèque.',
  'medicineSheet.section.warnings': 'Avertissements',
};
