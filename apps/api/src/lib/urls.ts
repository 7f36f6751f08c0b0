// The public addresses the API hands out: its own prefix, and the media files (plot pictures)
// served by app.ts under /media/.

export const API_PREFIX = '/api/v1';

export const MEDIA_PREFIX = '/media/';

/** The URL of a stored media file, from its storage key. */
export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;
