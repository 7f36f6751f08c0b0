import { describe, expect, it } from 'vitest';
import { generateCity } from './city';
import { escapeXml, renderSitePlanSvg } from './site-plan';

const small = renderSitePlanSvg(generateCity({ count: 300 }));
const large = renderSitePlanSvg(generateCity({ count: 10_000 }));

describe('renderSitePlanSvg', () => {
  it('is an 800 × 600 SVG', () => {
    for (const svg of [small, large]) {
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 600"');
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    }
  });

  it('is well-formed enough: escaped text, balanced tags, no external resources', () => {
    for (const svg of [small, large]) {
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      expect(unbalancedTag(svg)).toBeNull();
      expect(svg).not.toMatch(/href=|@import|url\((?!#)/);
      expect(svg).toContain('font-family="system-ui, sans-serif"');
    }
  });

  it('shows the title, the legend, the north arrow and street names', () => {
    expect(small).toContain('Cité Malaika — Plan de masse');
    expect(small).toContain('Malaika Prime');
    expect(small).toContain('>N</text>');
    expect(small).toContain('Boulevard M&apos;siri');
    expect(small).toContain('Lac Malaika');
  });

  it('draws no plot circles (the app overlays them)', () => {
    expect(small).not.toContain('LOT-');
  });

  it('stays small with 10,000 plots', () => {
    expect(Buffer.byteLength(large)).toBeLessThan(300 * 1024);
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`M'siri & <"Lac">`)).toBe('M&apos;siri &amp; &lt;&quot;Lac&quot;&gt;');
  });
});

/** The first tag that is closed out of order or left open, or null when the nesting is sound. */
function unbalancedTag(xml: string): string | null {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name as string);
    else if (open.pop() !== name) return name as string;
  }
  return open[0] ?? null;
}
