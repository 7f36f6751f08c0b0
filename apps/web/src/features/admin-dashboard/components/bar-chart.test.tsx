import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, labelStep, type Bar } from './bar-chart';

const weeks: Bar[] = Array.from({ length: 12 }, (_, i) => ({
  label: `Semaine du ${i + 1} novembre 2026`,
  short: `${10 + i} nov.`,
  value: i * 1000,
  display: `${i * 1000} $US`,
}));

function chart(bars: Bar[]) {
  const { container } = render(
    <BarChart
      title="Paiements validés par semaine"
      description="Douze semaines"
      bars={bars}
      labelHeading="Semaine"
      valueHeading="Montant"
      figuresLabel="Voir les chiffres"
    />,
  );
  return [...container.querySelectorAll('svg text')];
}

describe('BarChart', () => {
  it('names bars under the axis without two labels touching, the last week always named (issue 23)', () => {
    const labels = chart(weeks);
    expect(labels.length).toBeLessThan(12);
    expect(labels.at(-1)?.textContent).toBe('21 nov.');
    const xs = labels.map((label) => Number(label.getAttribute('x')));
    const fontSize = Number(labels[0]!.getAttribute('font-size'));
    // Each label is centred on its x: neighbours are at least a label's width (0.6 em a character) apart.
    const width = '21 nov.'.length * fontSize * 0.6;
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(width);
    // The table below still lists every week.
    expect(document.querySelectorAll('tbody tr')).toHaveLength(12);
  });

  it('names every bar when there is room', () => {
    const categories = ['Prime', 'Standard', 'Économique'].map((label, i) => ({
      label,
      value: i,
      display: String(i),
    }));
    expect(chart(categories).map((label) => label.textContent)).toEqual(['Prime', 'Standard', 'Économique']);
    expect(labelStep(categories, 320 / 3, 11)).toBe(1);
  });
});
