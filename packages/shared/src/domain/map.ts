import { MAP_CANVAS, MAP_GRID } from './constants';

export interface Point {
  x: number;
  y: number;
}

/** Plot positions are stored on the surveyor's 80000 × 60000 grid; the map draws on 800 × 600. */
export function toCanvas({ x, y }: Point): Point {
  return { x: (x * MAP_CANVAS.width) / MAP_GRID.width, y: (y * MAP_CANVAS.height) / MAP_GRID.height };
}
