import type { ModelForecast } from '../../../domain/modelSchemas';

/** Scene units: time runs along x over WIDTH, values rise along y over HEIGHT, levels along z. */
export const WIDTH = 10;
export const HEIGHT = 4;
export const DEPTH = 6;

/** A surface as a grid of points: `rows` of `columns` [x, y, z] each. */
export interface Grid {
  rows: number;
  columns: number;
  points: [number, number, number][];
  /** Each row's confidence level (0 for the point forecast). */
  levels: number[];
}

/** What the 3D view draws, in scene units. */
export interface SceneShape {
  history: [number, number, number][];
  forecast: [number, number, number][];
  upper: Grid | null;
  lower: Grid | null;
  /** The value (cents) at y = 0 (the floor) and at y = HEIGHT. */
  min: number;
  max: number;
}

/**
 * Lays out a model for the 3D view: the recent history and the forecast along time at depth 0, and
 * the upper and lower ends of the interval fan as two surfaces over (time, confidence level): the
 * deeper a row, the higher its level and the wider the band.
 */
export function sceneShape(model: ModelForecast, historyShown = 12): SceneShape {
  const history = model.history.slice(-historyShown);
  const steps = history.length + model.points.length;
  const fanValues = model.fan.flatMap((f) => [...f.lower, ...f.upper]);
  const values = [
    ...history.map((h) => h.value),
    ...model.points.map((p) => p.value),
    ...fanValues,
  ];
  const min = Math.min(...values);
  const max = Math.max(...values, min + 1);
  const x = (i: number) => (steps <= 1 ? 0 : (i / (steps - 1)) * WIDTH - WIDTH / 2);
  const y = (v: number) => ((v - min) / (max - min || 1)) * HEIGHT;
  const levels = model.fan.map((f) => f.level);
  const z = (level: number) => (level === 0 ? 0 : -(level / 100) * DEPTH);
  const offset = history.length;
  const surface = (side: 'lower' | 'upper'): Grid | null => {
    if (model.fan.length === 0) return null;
    const rowLevels = [0, ...levels];
    const points: [number, number, number][] = [];
    for (const level of rowLevels) {
      const band = model.fan.find((f) => f.level === level);
      model.points.forEach((p, i) => {
        const v = band ? band[side][i]! : p.value;
        points.push([x(offset + i), y(v), z(level)]);
      });
    }
    return { rows: rowLevels.length, columns: model.points.length, points, levels: rowLevels };
  };
  return {
    history: history.map((h, i) => [x(i), y(h.value), 0]),
    forecast: model.points.map((p, i) => [x(offset + i), y(p.value), 0]),
    upper: surface('upper'),
    lower: surface('lower'),
    min,
    max,
  };
}
