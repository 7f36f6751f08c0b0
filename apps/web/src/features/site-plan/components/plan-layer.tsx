import { memo, useRef } from 'react';
import { useWorldTransform } from '../hooks/use-plan-viewport';
import type { PlotLayout } from '../lib/plot-layout';
import type { Viewport } from '../lib/viewport';
import { PlotsCanvas } from './plots-canvas';

interface PlanLayerProps {
  viewport: Viewport;
  planImage: string;
  alt: string;
  layout: PlotLayout;
  labels: readonly string[];
  /** The picker dims the other plots under its marker. */
  dimmed?: boolean;
  /** Called in the same animation frame as each transform: overlays placed in screen px. */
  onFrame?: () => void;
}

/**
 * The 800 × 600 plan as the map and the picker show it: the site picture and every plot's marker,
 * in one layer that follows the viewport. Memoised: a hover or a drag re-renders nothing here.
 */
export const PlanLayer = memo(function PlanLayer({
  viewport,
  planImage,
  alt,
  layout,
  labels,
  dimmed = false,
  onFrame,
}: PlanLayerProps) {
  const worldRef = useRef<HTMLDivElement>(null);
  useWorldTransform(viewport, worldRef, onFrame);
  const canvas = <PlotsCanvas layout={layout} labels={labels} viewport={viewport} />;
  return (
    <div ref={worldRef} className="absolute top-0 left-0 h-[600px] w-[800px] origin-top-left">
      <img
        src={planImage}
        alt={alt}
        // The box sets the size (4:3); these only state that ratio.
        width={1600}
        height={1200}
        draggable={false}
        className="absolute inset-0 size-full"
      />
      {dimmed ? <div className="absolute inset-0 opacity-45">{canvas}</div> : canvas}
    </div>
  );
});
