import { energySources } from '../../schemas/energy-sources';
import type { French } from './french';

/**
 * The plants screens' words (issue #27). English: the spec's strings, exactly; French: the field's
 * vocabulary. Each area has its own file so that screens are translated without touching the others.
 * The plant form's field labels are also the names its number messages use (spec 001 §5
 * '{Field} must be a number'), so the web translates those messages with the same labels.
 */

/** The energy table's labels, read from the domain (they name the fields in its messages). */
const energyLabel = (key: (typeof energySources)[number]['key']) =>
  energySources.find((source) => source.key === key)?.label ?? key;

export const plantsEn = {
  'plants.form.createTitle': 'Create your plant',
  'plants.form.modifyTitle': 'Modify your plant',
  'plants.form.description':
    'Describe one manufacturing site for one reporting year. Only the company name, the reporting year, the country and the city are required; leave a value empty when you do not know it.',
  'plants.form.submit': 'Validate data for this plant',
  'plants.form.unsaved': 'You have unsaved changes.',
  'plants.form.leaveQuestion':
    'Your changes to this plant are not saved yet. Save them before leaving, or leave without saving?',
  'plants.form.created': 'Your plant has been created',
  'plants.form.updated': 'Your plant has been updated',
  'plants.form.loadFailed': 'This plant could not be loaded: {reason}',
  'plants.form.loading': 'Loading the plant',
  'plants.form.createInPlace': 'Create a new plant',
  'plants.form.cancel': 'Cancel',

  'plants.section.general': 'General',
  'plants.section.energy': 'Energy',
  'plants.section.energyText':
    'What the site consumed and produced over the reporting year, in the unit of your invoices or meters.',
  'plants.section.energyConsumption': 'Energy consumption',
  'plants.section.productionAndWater': 'Production and water',
  'plants.section.emissions': 'Emissions',
  'plants.section.emissionsText':
    "The site's greenhouse gas emissions of the reporting year, if you have them: scope 1 (direct) and scope 2 (from purchased energy).",
  'plants.section.gases': 'Refrigerant gases',
  'plants.section.gasesText':
    "One line per gas used in the site's cooling systems, with its annual leakage or recharge.",
  'plants.section.vocs': 'Volatile organic compounds',
  'plants.section.vocsText': 'One line per volatile organic compound (VOC) the site emits, in tons per year.',

  'plants.field.companyName': 'Company name',
  'plants.field.reportingYear': 'Reporting year',
  'plants.field.country': 'Country',
  'plants.field.city': 'City',
  'plants.field.employees': 'Number of employees',
  'plants.field.capex': 'Capex',
  'plants.field.productionFP': 'Annual production of finished products',
  'plants.field.productionIntFP': 'Annual production of intermediates',
  'plants.field.comments': 'Comments',
  'plants.field.energyProduction': 'Annual production of energy',
  'plants.field.coolingWater': 'Cooling water',
  'plants.field.scope1': 'Scope 1',
  'plants.field.scope2': 'Scope 2',
  'plants.field.volume': 'The volume',
  'plants.field.Electricity': energyLabel('Electricity'),
  'plants.field.NaturalGas': energyLabel('NaturalGas'),
  'plants.field.Coal': energyLabel('Coal'),
  'plants.field.FuelOil': energyLabel('FuelOil'),
  'plants.field.Gasoline': energyLabel('Gasoline'),
  'plants.field.Steam': energyLabel('Steam'),
  'plants.field.Heat': energyLabel('Heat'),
  'plants.field.LiquidNitrogen': energyLabel('LiquidNitrogen'),
  'plants.field.unit': 'Unit',
  'plants.field.unitOf': '{field} unit',
  'plants.field.tons': 'tons',

  'plants.gas.legend': 'Refrigerant gas {n}',
  'plants.gas.remove': 'Remove refrigerant gas {n}',
  'plants.gas.empty': 'No refrigerant gas declared.',
  'plants.gas.add': 'Add a refrigerant gas',
  'plants.gas.value': 'Annual leakage/recharge',
  'plants.gas.type': 'Gas type',
  // The spec's gas types are names (R-410A, HFC-134a) shown as written; 'Unknown' is a word.
  'plants.gas.unknown': 'Unknown',
  'plants.voc.legend': 'Compound {n}',
  'plants.voc.remove': 'Remove compound {n}',
  'plants.voc.empty': 'No volatile organic compound declared.',
  'plants.voc.add': 'Add a compound',
  'plants.voc.name': 'Compound name',
  'plants.voc.quantity': 'Tons per year',

  // Units whose names are words (the others, kWh or m³, read the same in both languages).
  'plants.unit.Litres': 'Litres',
  'plants.unit.Tons': 'Tons',
  'plants.unit.Gallon_Imperial': 'Gallon (imperial)',
  'plants.unit.Gallon_US': 'Gallon (US)',
  'plants.unit.Nm3Gas': 'Nm³ (gas)',
  'plants.unit.ScfGas': 'scf (gas)',
  'plants.unit.Pounds': 'Pounds',
  'plants.unit.gallons': 'Gallons',
  'plants.unit.TonsCO2eq': 'Tons CO₂eq',

  // Spec 001 §5's number messages, as the plant schema writes them (messages.ts).
  'plants.error.notANumber': '{field} must be a number',
  'plants.error.notAWholeNumber': '{field} must be a whole number',
  'plants.error.negative': "{field} can't be negative",
} as const;

export const plantsFr: French<typeof plantsEn> = {
  'plants.form.createTitle': 'Créer votre site de production',
  'plants.form.modifyTitle': 'Modifier votre site de production',
  'plants.form.description':
    "Décrivez un site de production pour une année de référence. Seuls le nom de l'entreprise, l'année de référence, le pays et la ville sont obligatoires ; laissez vide une valeur que vous ne connaissez pas.",
  'plants.form.submit': 'Valider les données de ce site',
  'plants.form.unsaved': 'Vous avez des modifications non enregistrées.',
  'plants.form.leaveQuestion':
    'Vos modifications de ce site ne sont pas encore enregistrées. Les enregistrer avant de partir, ou partir sans les enregistrer ?',
  'plants.form.created': 'Votre site de production a été créé',
  'plants.form.updated': 'Votre site de production a été mis à jour',
  'plants.form.loadFailed': "Ce site n'a pas pu être chargé : {reason}",
  'plants.form.loading': 'Chargement du site',
  'plants.form.createInPlace': 'Créer un nouveau site',
  'plants.form.cancel': 'Annuler',

  'plants.section.general': 'Généralités',
  'plants.section.energy': 'Énergie',
  'plants.section.energyText':
    "Ce que le site a consommé et produit pendant l'année de référence, dans l'unité de vos factures ou compteurs.",
  'plants.section.energyConsumption': "Consommation d'énergie",
  'plants.section.productionAndWater': 'Production et eau',
  'plants.section.emissions': 'Émissions',
  'plants.section.emissionsText':
    "Les émissions de gaz à effet de serre du site pour l'année de référence, si vous les avez : scope 1 (directes) et scope 2 (énergie achetée).",
  'plants.section.gases': 'Gaz frigorigènes',
  'plants.section.gasesText':
    'Une ligne par gaz utilisé dans les systèmes de refroidissement du site, avec sa fuite ou sa recharge annuelle.',
  'plants.section.vocs': 'Composés organiques volatils',
  'plants.section.vocsText':
    'Une ligne par composé organique volatil (COV) émis par le site, en tonnes par an.',

  'plants.field.companyName': "Nom de l'entreprise",
  'plants.field.reportingYear': 'Année de référence',
  'plants.field.country': 'Pays',
  'plants.field.city': 'Ville',
  'plants.field.employees': "Nombre d'employés",
  'plants.field.capex': 'Investissements (CAPEX)',
  'plants.field.productionFP': 'Production annuelle de produits finis',
  'plants.field.productionIntFP': "Production annuelle d'intermédiaires",
  'plants.field.comments': 'Commentaires',
  'plants.field.energyProduction': "Production annuelle d'énergie",
  'plants.field.coolingWater': 'Eau de refroidissement',
  'plants.field.scope1': 'Scope 1',
  'plants.field.scope2': 'Scope 2',
  'plants.field.volume': 'Le volume',
  'plants.field.Electricity': 'Électricité',
  'plants.field.NaturalGas': 'Gaz naturel',
  'plants.field.Coal': 'Charbon',
  'plants.field.FuelOil': 'Fioul',
  'plants.field.Gasoline': 'Essence',
  'plants.field.Steam': 'Vapeur',
  'plants.field.Heat': 'Chaleur',
  'plants.field.LiquidNitrogen': 'Azote liquide',
  'plants.field.unit': 'Unité',
  'plants.field.unitOf': 'Unité : {field}',
  'plants.field.tons': 'tonnes',

  'plants.gas.legend': 'Gaz frigorigène {n}',
  'plants.gas.remove': 'Retirer le gaz frigorigène {n}',
  'plants.gas.empty': 'Aucun gaz frigorigène déclaré.',
  'plants.gas.add': 'Ajouter un gaz frigorigène',
  'plants.gas.value': 'Fuite ou recharge annuelle',
  'plants.gas.type': 'Type de gaz',
  // One French per English word (i18n.test.ts): the medicines' 'Unknown' is already 'Inconnue'.
  'plants.gas.unknown': 'Inconnue',
  'plants.voc.legend': 'Composé {n}',
  'plants.voc.remove': 'Retirer le composé {n}',
  'plants.voc.empty': 'Aucun composé organique volatil déclaré.',
  'plants.voc.add': 'Ajouter un composé',
  'plants.voc.name': 'Nom du composé',
  'plants.voc.quantity': 'Tonnes par an',

  'plants.unit.Litres': 'Litres',
  'plants.unit.Tons': 'Tonnes',
  'plants.unit.Gallon_Imperial': 'Gallon (impérial)',
  'plants.unit.Gallon_US': 'Gallon (US)',
  'plants.unit.Nm3Gas': 'Nm³ (gaz)',
  'plants.unit.ScfGas': 'scf (gaz)',
  'plants.unit.Pounds': 'Livres',
  'plants.unit.gallons': 'Gallons',
  'plants.unit.TonsCO2eq': 'Tonnes CO₂eq',

  'plants.error.notANumber': '{field} : la valeur doit être un nombre',
  'plants.error.notAWholeNumber': '{field} : la valeur doit être un nombre entier',
  'plants.error.negative': '{field} : la valeur ne peut pas être négative',
};
