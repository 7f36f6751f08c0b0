// Who may see every buyer's records. Only ADMIN, for now: an AGENT (shared `isStaff`) is staff
// in the web app, but the API lets them read no one else's reservation, payment or proof file
// (404, as for another buyer) until the back office gives agents their own routes.

export const isAdmin = (user: { role: string }): boolean => user.role === 'ADMIN';
