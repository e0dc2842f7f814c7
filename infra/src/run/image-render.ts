// The image render child process's entry in the build (dist/server/image-render.js); see images/render-process.ts.
import '../images/render-child.ts';
