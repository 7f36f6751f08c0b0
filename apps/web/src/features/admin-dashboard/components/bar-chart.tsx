import { useId } from 'react';
import { Link } from 'react-router';
import { LINK_CLASS } from '../../../components/form/field-styles';

export interface Bar {
  /** The bar's name in the table and under the bar (`short`, when the chart is narrow). */
  label: string;
  short?: string;
  value: number;
  /** The value as the table shows it (money, count). */
  display: string;
  /** The list behind the figure: the table's value links there, named by `linkLabel`. */
  link?: { to: string; label: string };
}

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 22;

/** Width of a character of the labels, in font sizes (digits and lower case: about 0.55 em). */
const CHAR_EM = 0.6;
/** Room kept between two labels, in chart units. */
const LABEL_GAP = 4;

/**
 * Every how many bars a label fits without touching the next (issue 23: twelve weeks' '23 nov.'
 * overlapped): 1 when all fit, else every 2nd, 3rd… counted back from the last bar, which is
 * always named (the current week).
 */
export function labelStep(bars: Bar[], slot: number, fontSize: number): number {
  const longest = Math.max(0, ...bars.map((bar) => (bar.short ?? bar.label).length));
  return Math.max(1, Math.ceil((longest * fontSize * CHAR_EM + LABEL_GAP) / slot));
}

/**
 * A bar chart in plain SVG: an image named by its `<title>` and described by its `<desc>`, and the
 * same figures as a table in a `<details>` below, for screen readers and for anyone who wants them.
 */
export function BarChart({
  title,
  description,
  bars,
  labelHeading,
  valueHeading,
  figuresLabel,
  color = 'fill-primary-600',
}: {
  title: string;
  description: string;
  bars: Bar[];
  labelHeading: string;
  valueHeading: string;
  figuresLabel: string;
  color?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(4, slot * 0.6);
  const plot = HEIGHT - AXIS;
  const fontSize = bars.length > 6 ? 8 : 11;
  const every = labelStep(bars, slot, fontSize);
  return (
    <figure className="flex flex-col gap-3">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-xl"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="stroke-stone-400" strokeWidth={1} />
        {bars.map((bar, index) => {
          const height = (bar.value / max) * (plot - 8);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.label}>
              <rect x={x} y={plot - height} width={barWidth} height={height} rx={2} className={color} />
              {(bars.length - 1 - index) % every === 0 && (
                <text
                  x={index * slot + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={fontSize}
                  className="fill-stone-700"
                >
                  {bar.short ?? bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500">
          {figuresLabel}
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {labelHeading}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label} className="border-b border-stone-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {bar.label}
                </th>
                <td className="py-1 text-right tabular-nums">
                  {bar.link ? (
                    <Link to={bar.link.to} aria-label={bar.link.label} className={LINK_CLASS}>
                      {bar.display}
                    </Link>
                  ) : (
                    bar.display
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
