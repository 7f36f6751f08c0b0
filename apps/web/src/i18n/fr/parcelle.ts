// French texts of the parcelle screens (spec §2), word for word where the spec gives them.
export const parcelle = {} as const;
