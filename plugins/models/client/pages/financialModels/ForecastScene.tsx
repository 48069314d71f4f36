import { useEffect, useMemo, useRef, useState } from 'react';
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  GridHelper,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
  type Material,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { Button } from '@keel/core/client';
import { dollars } from '../../../domain/insights';
import type { ModelForecast } from '../../../domain/modelSchemas';
import { DEPTH, HEIGHT, sceneShape, type Grid } from './sceneGeometry';

const TARGET = new Vector3(0, HEIGHT / 2, -DEPTH / 2);
const START = new Vector3(3, 5, 10);

/** A surface mesh from a grid of points, coloured from violet (narrow) to amber (wide levels). */
function surface(grid: Grid, materials: Material[]): Mesh {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(grid.points.flat()), 3));
  const colors: number[] = [];
  grid.levels.forEach((level) => {
    const color = new Color().setHSL(0.72 - (level / 100) * 0.6, 0.7, 0.55);
    for (let c = 0; c < grid.columns; c += 1) colors.push(color.r, color.g, color.b);
  });
  geometry.setAttribute('color', new BufferAttribute(new Float32Array(colors), 3));
  const index: number[] = [];
  for (let r = 0; r + 1 < grid.rows; r += 1)
    for (let c = 0; c + 1 < grid.columns; c += 1) {
      const a = r * grid.columns + c;
      const b = a + grid.columns;
      index.push(a, b, a + 1, a + 1, b, b + 1);
    }
  geometry.setIndex(index);
  const material = new MeshBasicMaterial({
    vertexColors: true,
    side: DoubleSide,
    transparent: true,
    opacity: 0.6,
  });
  materials.push(material);
  return new Mesh(geometry, material);
}

function line(points: [number, number, number][], color: string, materials: Material[]): Line {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(points.flat()), 3));
  const material = new LineBasicMaterial({ color });
  materials.push(material);
  return new Line(geometry, material);
}

/** Camera moves the buttons make, for keyboard users (the mouse and touch drag and pinch). */
interface SceneMoves {
  rotate(radians: number): void;
  zoom(factor: number): void;
  reset(): void;
}

/**
 * The 3D view (three.js): history and forecast along time, and the interval fan as two surfaces
 * over time and confidence level. Drag to rotate, scroll or pinch to zoom, or use the buttons.
 */
export default function ForecastScene({ model }: { model: ModelForecast }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const moves = useRef<SceneMoves | null>(null);
  const [failed, setFailed] = useState(false);
  const shape = useMemo(() => sceneShape(model), [model]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let renderer: WebGLRenderer;
    if (typeof WebGL2RenderingContext === 'undefined') {
      setFailed(true);
      return;
    }
    try {
      renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    } catch {
      setFailed(true);
      return;
    }
    const scene = new Scene();
    scene.background = new Color('#f8fafc');
    const materials: Material[] = [];
    const floor = new GridHelper(12, 12, '#94a3b8', '#cbd5e1');
    floor.position.set(0, 0, -DEPTH / 2);
    scene.add(floor);
    scene.add(line(shape.history, '#334155', materials));
    scene.add(line(shape.forecast, '#7c3aed', materials));
    if (shape.upper) scene.add(surface(shape.upper, materials));
    if (shape.lower) scene.add(surface(shape.lower, materials));

    const camera = new PerspectiveCamera(45, 1, 0.1, 200);
    camera.position.copy(START);
    const controls = new OrbitControls(camera, canvas);
    controls.target.copy(TARGET);
    controls.minDistance = 4;
    controls.maxDistance = 40;
    const render = () => renderer.render(scene, camera);
    const resize = () => {
      const width = canvas.clientWidth || 640;
      const height = canvas.clientHeight || 360;
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      render();
    };
    controls.addEventListener('change', render);
    controls.update();
    controls.saveState();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    moves.current = {
      rotate(radians) {
        const offset = camera.position.clone().sub(controls.target);
        offset.applyAxisAngle(new Vector3(0, 1, 0), radians);
        camera.position.copy(controls.target).add(offset);
        controls.update();
      },
      zoom(factor) {
        const offset = camera.position.clone().sub(controls.target).multiplyScalar(factor);
        if (offset.length() < controls.minDistance || offset.length() > controls.maxDistance)
          return;
        camera.position.copy(controls.target).add(offset);
        controls.update();
      },
      reset: () => controls.reset(),
    };
    return () => {
      moves.current = null;
      observer.disconnect();
      controls.dispose();
      scene.traverse((object) => {
        if (object instanceof Mesh || object instanceof Line) object.geometry.dispose();
      });
      materials.forEach((m) => m.dispose());
      renderer.dispose();
    };
  }, [shape]);

  if (failed)
    return (
      <p role="status" className="models-scene-failed">
        The 3D view needs WebGL, which this browser does not provide. The 2D view shows the same
        forecast.
      </p>
    );
  const levels = model.fan.map((f) => `${f.level}%`).join(', ');
  return (
    <figure className="models-scene">
      <canvas
        ref={canvasRef}
        className="models-canvas"
        role="img"
        aria-label={`${model.title} in 3D: history and forecast over time, with the interval at ${levels || 'no'} confidence levels as surfaces behind it`}
      />
      <div className="models-scene-controls" role="group" aria-label="3D view controls">
        <Button size="sm" variant="secondary" onClick={() => moves.current?.rotate(-Math.PI / 12)}>
          Rotate left
        </Button>
        <Button size="sm" variant="secondary" onClick={() => moves.current?.rotate(Math.PI / 12)}>
          Rotate right
        </Button>
        <Button size="sm" variant="secondary" onClick={() => moves.current?.zoom(0.8)}>
          Zoom in
        </Button>
        <Button size="sm" variant="secondary" onClick={() => moves.current?.zoom(1.25)}>
          Zoom out
        </Button>
        <Button size="sm" variant="secondary" onClick={() => moves.current?.reset()}>
          Reset view
        </Button>
      </div>
      <figcaption className="k-muted">
        Left to right: time, the last 12 periods of history (dark) then the forecast (violet). Up:
        the amount, from {dollars(shape.min)} on the floor to {dollars(shape.max)}. Back: the
        confidence level, from the point forecast in front to the widest band ({levels || 'none'})
        at the back; the upper and lower ends of each interval form the two surfaces. Drag to
        rotate, scroll or pinch to zoom.
      </figcaption>
    </figure>
  );
}
