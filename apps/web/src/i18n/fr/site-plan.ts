// French texts of the site-plan screens (spec §2), word for word where the spec gives them.
export const sitePlan = {} as const;
