// The rasteriser's floor on this machine: frame times of one full-window
// plane with a 2048-pixel texture and an unlit material (MeshBasicMaterial),
// drawn by the table's own renderer at the window's full size and timed the
// way the benches time table frames (draw, then read one pixel back). Table costs are read as multiples of it, never against a
// GPU budget (bench/render.ts).
import { CanvasTexture, Mesh, MeshBasicMaterial, OrthographicCamera, PlaneGeometry, Scene, SRGBColorSpace, type WebGLRenderer } from 'three';

function noiseTexture(size: number): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  const image = ctx.createImageData(size, size);
  // Hashed texels: a texture no compressor or cache can shortcut.
  for (let i = 0; i < image.data.length; i++) image.data[i] = (i & 3) === 3 ? 255 : Math.imul(i, 2654435761) >>> 24;
  ctx.putImageData(image, 0, 0);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** The floor's scene, made once per page (its texture is 16 MB of hashed texels). */
let floor: { scene: Scene; camera: OrthographicCamera } | null = null;

function floorScene() {
  if (!floor) {
    const scene = new Scene();
    scene.add(new Mesh(new PlaneGeometry(2, 2), new MeshBasicMaterial({ map: noiseTexture(2048) })));
    const camera = new OrthographicCamera(-1, 1, 1, -1, 0.1, 2);
    camera.position.z = 1;
    floor = { scene, camera };
  }
  return floor;
}

/** Renderers that have uploaded the floor's texture and compiled its program. */
const warmed = new WeakSet<WebGLRenderer>();

/**
 * Frame times of the floor at pixel ratio 1, timed like the table's frames
 * (timeFrame: draw, then read one pixel back, which waits for the rasteriser
 * to finish). The table's pixel ratio is put back after.
 */
export function floorFrames(gl: WebGLRenderer, count: number): number[] {
  const { scene, camera } = floorScene();
  const ctx = gl.getContext();
  const pixel = new Uint8Array(4);
  const frame = () => {
    gl.render(scene, camera);
    ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, pixel);
  };
  const ratio = gl.getPixelRatio();
  gl.setPixelRatio(1);
  const times: number[] = [];
  try {
    // The texture's upload and the program's compile are not part of a frame.
    if (!warmed.has(gl)) {
      frame();
      warmed.add(gl);
    }
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      frame();
      times.push(performance.now() - start);
    }
  } finally {
    gl.setPixelRatio(ratio);
  }
  return times;
}
