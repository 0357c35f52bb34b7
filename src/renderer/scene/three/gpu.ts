// Is WebGL running on a software rasteriser (SwiftShader, llvmpipe)? There
// a full-size multisampled frame costs seconds, so the table drops MSAA and
// renders at a lower pixel ratio. Asked once, from a throwaway context.
let software: boolean | null = null;

export function isSoftwareRenderer(): boolean {
  if (software !== null) return software;
  software = false;
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (gl) {
      const ext = gl.getExtension('WEBGL_debug_renderer_info');
      const name = String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
      software = /swiftshader|llvmpipe|software|softpipe/i.test(name);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    software = false;
  }
  return software;
}
