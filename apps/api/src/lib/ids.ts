// Row ids are UUIDs: an id of another shape names nothing, and is answered as not found rather
// than sent to the database (where it would fail as a malformed uuid).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID.test(id);
