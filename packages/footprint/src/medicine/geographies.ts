/** The world, for the rows every place shares (class defaults, the method's own rows). */
export const GLOBAL_GEOGRAPHY = [
  { geography: 'GLO', distance: 0 },
  { geography: 'RoW', distance: 0 },
] as const;
