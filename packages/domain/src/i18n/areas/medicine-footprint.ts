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
