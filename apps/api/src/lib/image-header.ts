// An image's width and height read from its header bytes alone (issue 27: a 30000×30000 PNG proof
// that no browser can decode), so a streamed upload can be judged before it is stored and nothing
// is decoded. PNG: the IHDR chunk, always first (bytes 16-23). JPEG: the first SOFn segment, found
// by walking the segments from the start (EXIF, XMP and ICC segments may come before it, so the
// caller keeps reading until this answers).
// PNG: https://www.w3.org/TR/png-3/#11IHDR — JPEG: ITU-T T.81 §B.1.1.3 and §B.2.2.

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * The dimensions, `'more'` when `head` ends before the header does, or `null` when the bytes hold
 * none (not a PNG or JPEG this reader knows, or a header it cannot make sense of).
 */
export function readImageDimensions(head: Buffer, mime: string): ImageDimensions | 'more' | null {
  if (mime === 'image/png') return pngDimensions(head);
  if (mime === 'image/jpeg') return jpegDimensions(head);
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngDimensions(head: Buffer): ImageDimensions | 'more' | null {
  if (head.length < 24) return 'more';
  if (!head.subarray(0, 8).equals(PNG_SIGNATURE) || head.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** Start-of-frame markers: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM and RST0-7. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function jpegDimensions(head: Buffer): ImageDimensions | 'more' | null {
  if (head.length < 2) return 'more';
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  for (;;) {
    if (at >= head.length) return 'more';
    if (head[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (at < head.length && head[at] === 0xff) at += 1;
    if (at >= head.length) return 'more';
    const marker = head[at]!;
    at += 1;
    if (standsAlone(marker)) continue;
    // End of image or start of scan before any frame header: there is none to read.
    if (marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    if (at + 2 > head.length) return 'more';
    const length = head.readUInt16BE(at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Length (2), sample precision (1), height (2), width (2).
      if (at + 7 > head.length) return 'more';
      return { width: head.readUInt16BE(at + 5), height: head.readUInt16BE(at + 3) };
    }
    at += length;
  }
}
