// Reading the receipts' PDFs back, for the API tests and the end-to-end journey: their text, and
// what their QR code says.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { extractText, getDocumentProxy } from 'unpdf';

/** Whitespace as one plain space (Intl's and the PDF's no-break spaces included). */
export const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

export async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(doc, { mergePages: true });
  return flat(text);
}

/**
 * What the PDF's QR code says: its picture (pdfkit stores the PNG's pixels as a deflated RGB image)
 * is read back from the file and decoded.
 */
export function decodeQr(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const match = /<<([^>]*?\/Subtype \/Image[^>]*?\/DeviceRGB[^>]*?)>>\s*stream\r?\n/.exec(text);
  if (!match) return undefined;
  const dict = match[1]!;
  const number = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)![1]);
  const [width, height, length] = [number('Width'), number('Height'), number('Length')];
  const start = match.index + match[0].length;
  const rgb = inflateSync(pdf.subarray(start, start + length));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
  }
  return jsQR(rgba, width, height)?.data;
}
