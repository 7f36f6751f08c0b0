import { MAP_CANVAS, plotStatusInfo, toCanvas } from '@parcelles/shared/domain';
import { sitePlan as frSitePlan } from '../../../i18n/fr/site-plan';

export interface MiniSitePlanProps {
  planImage: string;
  /** On the 80000 × 60000 grid, as the API sends it. */
  position: { x: number; y: number };
  numeroLot: string;
  statut: string;
}

/** How much closer than the whole plan the detail page looks: a few blocks around the plot. */
const MINI_ZOOM = 2.5;

/**
 * One plot on the site plan, for its detail page: a still picture zoomed on the plot with its
 * marker, in the status colour. Pure layout in percentages: no script, no measuring.
 */
export function MiniSitePlan({ planImage, position, numeroLot, statut }: MiniSitePlanProps) {
  const point = toCanvas(position);
  const fx = clamp(point.x / MAP_CANVAS.width, 0, 1);
  const fy = clamp(point.y / MAP_CANVAS.height, 0, 1);
  // Centre the plot, but never show past the edges of the picture.
  const left = clamp(50 - fx * MINI_ZOOM * 100, 100 - MINI_ZOOM * 100, 0);
  const top = clamp(50 - fy * MINI_ZOOM * 100, 100 - MINI_ZOOM * 100, 0);
  const colour = plotStatusInfo(statut).color;

  return (
    <div
      role="img"
      aria-label={frSitePlan.miniLabel(numeroLot)}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-[#e6dcc3] ring-1 ring-stone-900/10"
    >
      <div
        className="absolute"
        style={{
          left: `${left}%`,
          top: `${top}%`,
          width: `${MINI_ZOOM * 100}%`,
          height: `${MINI_ZOOM * 100}%`,
        }}
      >
        <img
          src={planImage}
          alt=""
          width={1600}
          height={1200}
          className="absolute inset-0 size-full"
          loading="lazy"
          decoding="async"
        />
        <span
          className="absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center"
          style={{ left: `${fx * 100}%`, top: `${fy * 100}%` }}
        >
          <span className="relative flex size-6 items-center justify-center">
            <span
              className="absolute inset-0 rounded-full opacity-40 motion-safe:animate-ping"
              style={{ backgroundColor: colour }}
            />
            <span
              className="size-4 rounded-full ring-3 ring-white shadow-md"
              style={{ backgroundColor: colour }}
            />
          </span>
        </span>
        <span
          className="absolute -translate-x-1/2 translate-y-3 rounded-md bg-stone-900/85 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white shadow"
          style={{ left: `${fx * 100}%`, top: `${fy * 100}%` }}
        >
          {numeroLot}
        </span>
      </div>
    </div>
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
