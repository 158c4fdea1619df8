import type { French } from './french';

/**
 * The starter factor library's names (issue #27): the library's own rows, written by the portal,
 * are said in the reader's language where an estimate shows them (a data gap's class default, a
 * staff member's factor). Keyed by the row's kind and key (`factors.starter.<kind>.<key>`); grid
 * electricity names its place and an incineration row its substance. The English is the library's
 * data, word for word (starter-library.ts reads it from here). Imported and licensed rows keep
 * their names as written: they are a third party's data. French: ADEME Base Empreinte's words.
 */
export const factorsEn = {
  // Grid electricity (Ember), by the row's geography.
  'factors.starter.electricity': 'Grid electricity, {place}',
  'factors.place.GLO': 'World',
  'factors.place.RER': 'Europe (EU-27 figure)',
  'factors.place.RAS': 'Asia',
  'factors.place.RME': 'Middle East',
  'factors.place.RNA': 'North America',
  'factors.place.RLA': 'Latin America',
  'factors.place.RAF': 'Africa',
  'factors.place.OCE': 'Oceania',
  'factors.place.FR': 'France',
  'factors.place.DE': 'Germany',
  'factors.place.PL': 'Poland',
  'factors.place.IT': 'Italy',
  'factors.place.ES': 'Spain',
  'factors.place.GB': 'United Kingdom',
  'factors.place.NL': 'Netherlands',
  'factors.place.BE': 'Belgium',
  'factors.place.IE': 'Ireland',
  'factors.place.CH': 'Switzerland',
  'factors.place.AT': 'Austria',
  'factors.place.SE': 'Sweden',
  'factors.place.CZ': 'Czechia',
  'factors.place.IN': 'India',
  'factors.place.CN': 'China',
  'factors.place.JP': 'Japan',
  'factors.place.KR': 'South Korea',
  'factors.place.SG': 'Singapore',
  'factors.place.US': 'United States',
  'factors.place.CA': 'Canada',
  'factors.place.BR': 'Brazil',

  // Fuels, heat and steam (DESNZ), and the portal's liquid nitrogen.
  'factors.starter.fuel.NaturalGas': 'Natural gas, combustion',
  'factors.starter.fuel.Coal': 'Coal (industrial), combustion',
  'factors.starter.fuel.FuelOil': 'Fuel oil, combustion',
  'factors.starter.fuel.Gasoline': 'Petrol (100 % mineral), combustion',
  'factors.starter.fuel.Heat': 'Purchased heat',
  'factors.starter.fuel.Steam': 'Purchased steam',
  'factors.starter.fuel.LiquidNitrogen': 'Liquid nitrogen (air separation), per kg',
  // The fuels' upstream (DESNZ 'WTT- fuels' and 'WTT- heat and steam'), method 2.0.
  'factors.starter.fuel.WTT:NaturalGas': 'Natural gas, upstream (extraction, processing, transport)',
  'factors.starter.fuel.WTT:Coal': 'Coal (industrial), upstream (mining, transport)',
  'factors.starter.fuel.WTT:FuelOil': 'Fuel oil, upstream (extraction, refining, transport)',
  'factors.starter.fuel.WTT:Gasoline': 'Petrol (100 % mineral), upstream (extraction, refining, transport)',
  'factors.starter.fuel.WTT:Heat': 'Purchased heat, upstream of its fuels',
  'factors.starter.fuel.WTT:Steam': 'Purchased steam, upstream of its fuels',

  // Waste treatment.
  'factors.starter.waste-treatment.incineration':
    'Incineration of industrial waste (process, without the waste’s own carbon)',
  'factors.starter.waste-treatment.biological-station':
    'Biological wastewater treatment (energy and process, without the waste’s own carbon)',
  'factors.starter.waste-treatment.sewer':
    'Discharge to sewer and municipal treatment (without the waste’s own carbon)',
  'factors.starter.waste-treatment.physico-chemical-station':
    'Physico-chemical wastewater treatment (energy and chemicals, without the waste’s own carbon)',
  'factors.starter.waste-treatment.aqueous-incineration':
    'Incineration of an aqueous waste: the support fuel that evaporates its water',

  // Water, freight (with its fuel's upstream) and packaging materials (DESNZ).
  'factors.starter.material.7732-18-5': 'Water (supply network)',
  // Open production factors computed from the US LCI database (issue #36), by substance.
  'factors.starter.material.uslci': '{substance}, production (US LCI, cradle to gate)',
  // Metals, primary production, 2008 global supply mix (Nuss & Eckelman 2014; issue #36).
  'factors.starter.material.7440-05-3': 'Palladium, production (Nuss & Eckelman 2014, cradle to gate)',
  'factors.starter.material.7440-06-4': 'Platinum, production (Nuss & Eckelman 2014, cradle to gate)',
  'factors.starter.material.7440-16-6': 'Rhodium, production (Nuss & Eckelman 2014, cradle to gate)',
  'factors.starter.material.7440-18-8': 'Ruthenium, production (Nuss & Eckelman 2014, cradle to gate)',
  'factors.starter.material.7440-02-0': 'Nickel, production (Nuss & Eckelman 2014, cradle to gate)',
  'factors.starter.material.7440-50-8': 'Copper, production (Nuss & Eckelman 2014, cradle to gate)',
  'factors.starter.material.7440-66-6': 'Zinc, production (Nuss & Eckelman 2014, cradle to gate)',
  'factors.starter.freight.road': 'Road freight, HGV (all diesel), average laden, with its fuel’s upstream',
  'factors.starter.freight.sea': 'Sea freight, container ship, average, with its fuel’s upstream',
  'factors.starter.freight.rail': 'Rail freight, freight train, with its fuel’s upstream',
  'factors.starter.freight.air':
    'Air freight, international, without the radiative-forcing uplift, with its fuel’s upstream',
  'factors.starter.packaging.hdpe': 'HDPE',
  'factors.starter.packaging.ldpe': 'LDPE',
  'factors.starter.packaging.pp': 'Polypropylene',
  'factors.starter.packaging.pet': 'PET',
  'factors.starter.packaging.pvc': 'PVC',
  'factors.starter.packaging.plastics': 'Plastics (average)',
  'factors.starter.packaging.paper-board': 'Paper and board',
  'factors.starter.packaging.steel': 'Steel',
  'factors.starter.packaging.aluminium': 'Aluminium',
  'factors.starter.packaging.glass': 'Glass',

  // Refrigerants are named by their gas code; only these names hold words.
  'factors.starter.refrigerant.R-717 (ammonia)': 'R-717 (ammonia)',
  'factors.starter.refrigerant.Unknown': 'Unknown',

  // End of life, computed from a substance's formula.
  'factors.starter.end-of-life': '{substance}, incineration (fossil CO2 of its carbon)',

  // The portal's own defaults.
  'factors.starter.class-default.organic-chemical': 'Organic chemical, unspecified',
  'factors.starter.class-default.inorganic-chemical': 'Inorganic chemical, unspecified',
  'factors.starter.class-default.solvent': 'Solvent, unspecified (production)',
  'factors.starter.class-default.fine-chemical': 'Fine chemical or pharmaceutical intermediate, unspecified',
  'factors.starter.class-default.undescribed-step':
    'Solvents, reagents and waste of a reaction without its mass balance, per kg of product',
  'factors.starter.class-default.packaging-material': 'Packaging material, unspecified',
  'factors.starter.distillation.distillation': 'Solvent recovery by distillation, per kg recovered',
  'factors.starter.site-default.ChemicalReaction':
    'Site energy of a chemical reaction step, unspecified plant',
  'factors.starter.site-default.Purification': 'Site energy of a purification step, unspecified plant',
  'factors.starter.site-default.Blending': 'Site energy of a blending step, unspecified plant',
  'factors.starter.site-default.Other': 'Site energy of a step, unspecified plant',
} as const;

export const factorsFr: French<typeof factorsEn> = {
  'factors.starter.electricity': 'Électricité du réseau, {place}',
  'factors.place.GLO': 'Monde',
  'factors.place.RER': 'Europe (valeur de l’UE à 27)',
  'factors.place.RAS': 'Asie',
  'factors.place.RME': 'Moyen-Orient',
  'factors.place.RNA': 'Amérique du Nord',
  'factors.place.RLA': 'Amérique latine',
  'factors.place.RAF': 'Afrique',
  'factors.place.OCE': 'Océanie',
  'factors.place.FR': 'France',
  'factors.place.DE': 'Allemagne',
  'factors.place.PL': 'Pologne',
  'factors.place.IT': 'Italie',
  'factors.place.ES': 'Espagne',
  'factors.place.GB': 'Royaume-Uni',
  'factors.place.NL': 'Pays-Bas',
  'factors.place.BE': 'Belgique',
  'factors.place.IE': 'Irlande',
  'factors.place.CH': 'Suisse',
  'factors.place.AT': 'Autriche',
  'factors.place.SE': 'Suède',
  'factors.place.CZ': 'Tchéquie',
  'factors.place.IN': 'Inde',
  'factors.place.CN': 'Chine',
  'factors.place.JP': 'Japon',
  'factors.place.KR': 'Corée du Sud',
  'factors.place.SG': 'Singapour',
  'factors.place.US': 'États-Unis',
  'factors.place.CA': 'Canada',
  'factors.place.BR': 'Brésil',

  'factors.starter.fuel.NaturalGas': 'Gaz naturel, combustion',
  'factors.starter.fuel.Coal': 'Charbon (industriel), combustion',
  'factors.starter.fuel.FuelOil': 'Fioul lourd, combustion',
  'factors.starter.fuel.Gasoline': 'Essence (100 % minérale), combustion',
  'factors.starter.fuel.Heat': 'Chaleur achetée',
  'factors.starter.fuel.Steam': 'Vapeur achetée',
  'factors.starter.fuel.LiquidNitrogen': 'Azote liquide (séparation de l’air), par kg',
  'factors.starter.fuel.WTT:NaturalGas': 'Gaz naturel, amont (extraction, traitement, transport)',
  'factors.starter.fuel.WTT:Coal': 'Charbon (industriel), amont (extraction, transport)',
  'factors.starter.fuel.WTT:FuelOil': 'Fioul lourd, amont (extraction, raffinage, transport)',
  'factors.starter.fuel.WTT:Gasoline': 'Essence (100 % minérale), amont (extraction, raffinage, transport)',
  'factors.starter.fuel.WTT:Heat': 'Chaleur achetée, amont de ses combustibles',
  'factors.starter.fuel.WTT:Steam': 'Vapeur achetée, amont de ses combustibles',

  'factors.starter.waste-treatment.incineration':
    'Incinération de déchets industriels (procédé, hors carbone propre du déchet)',
  'factors.starter.waste-treatment.biological-station':
    'Traitement biologique des eaux usées (énergie et procédé, hors carbone propre du déchet)',
  'factors.starter.waste-treatment.sewer':
    'Rejet à l’égout et traitement municipal (hors carbone propre du déchet)',
  'factors.starter.waste-treatment.physico-chemical-station':
    'Traitement physico-chimique des eaux usées (énergie et réactifs, hors carbone propre du déchet)',
  'factors.starter.waste-treatment.aqueous-incineration':
    'Incinération d’un déchet aqueux : le combustible d’appoint qui en évapore l’eau',

  'factors.starter.material.7732-18-5': 'Eau (réseau de distribution)',
  'factors.starter.material.uslci': '{substance}, production (US LCI, du berceau à la sortie d’usine)',
  'factors.starter.material.7440-05-3':
    'Palladium, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
  'factors.starter.material.7440-06-4':
    'Platine, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
  'factors.starter.material.7440-16-6':
    'Rhodium, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
  'factors.starter.material.7440-18-8':
    'Ruthénium, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
  'factors.starter.material.7440-02-0':
    'Nickel, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
  'factors.starter.material.7440-50-8':
    'Cuivre, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
  'factors.starter.material.7440-66-6':
    'Zinc, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
  'factors.starter.freight.road':
    'Transport routier de marchandises, poids lourd (tout diesel), chargement moyen, avec l’amont de son carburant',
  'factors.starter.freight.sea':
    'Transport maritime de marchandises, porte-conteneurs, moyenne, avec l’amont de son carburant',
  'factors.starter.freight.rail':
    'Transport ferroviaire de marchandises, train de fret, avec l’amont de son carburant',
  'factors.starter.freight.air':
    'Transport aérien de marchandises, international, sans le forçage radiatif additionnel, avec l’amont de son carburant',
  'factors.starter.packaging.hdpe': 'PEHD',
  'factors.starter.packaging.ldpe': 'PEBD',
  'factors.starter.packaging.pp': 'Polypropylène',
  'factors.starter.packaging.pet': 'PET',
  'factors.starter.packaging.pvc': 'PVC',
  'factors.starter.packaging.plastics': 'Plastiques (moyenne)',
  'factors.starter.packaging.paper-board': 'Papier et carton',
  'factors.starter.packaging.steel': 'Acier',
  'factors.starter.packaging.aluminium': 'Aluminium',
  'factors.starter.packaging.glass': 'Verre',

  'factors.starter.refrigerant.R-717 (ammonia)': 'R-717 (ammoniac)',
  // 'Unknown' is said 'Inconnue' across the catalogue (one French for one English).
  'factors.starter.refrigerant.Unknown': 'Inconnue',

  'factors.starter.end-of-life': '{substance}, incinération (CO2 fossile de son carbone)',

  'factors.starter.class-default.organic-chemical': 'Produit chimique organique, non spécifié',
  'factors.starter.class-default.inorganic-chemical': 'Produit chimique inorganique, non spécifié',
  'factors.starter.class-default.solvent': 'Solvant, non spécifié (production)',
  'factors.starter.class-default.fine-chemical':
    'Produit de chimie fine ou intermédiaire pharmaceutique, non spécifié',
  'factors.starter.class-default.undescribed-step':
    'Solvants, réactifs et déchets d’une réaction sans bilan matière, par kg de produit',
  'factors.starter.class-default.packaging-material': 'Matériau d’emballage, non spécifié',
  'factors.starter.distillation.distillation': 'Récupération de solvant par distillation, par kg récupéré',
  'factors.starter.site-default.ChemicalReaction':
    'Énergie du site d’une étape de réaction chimique, site non spécifié',
  'factors.starter.site-default.Purification':
    'Énergie du site d’une étape de purification, site non spécifié',
  'factors.starter.site-default.Blending': 'Énergie du site d’une étape de mélange, site non spécifié',
  'factors.starter.site-default.Other': 'Énergie du site d’une étape, site non spécifié',
};
