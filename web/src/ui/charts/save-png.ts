/** Padding around a saved chart, in CSS pixels, filled with the page's background. */
export const PNG_PADDING = 8;

/** A file name from a chart's title: "Words – My Novel" → "words-my-novel.png". */
export function pngFileName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'chart'}.png`;
}

/**
 * Saves a chart's canvas as a PNG with a padded border in `background` (the canvas itself is transparent, which
 * would show black or white depending on the viewer). The padding scales with the canvas's pixel ratio.
 */
export function saveCanvasPng(canvas: HTMLCanvasElement, cssWidth: number, background: string, title: string): void {
  const ratio = cssWidth > 0 ? canvas.width / cssWidth : 1;
  const pad = Math.round(PNG_PADDING * ratio);
  const framed = document.createElement('canvas');
  framed.width = canvas.width + 2 * pad;
  framed.height = canvas.height + 2 * pad;
  const ctx = framed.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, framed.width, framed.height);
  ctx.drawImage(canvas, pad, pad);
  const link = document.createElement('a');
  link.href = framed.toDataURL('image/png');
  link.download = pngFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
}
