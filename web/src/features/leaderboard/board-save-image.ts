import { pngFileName } from '../../ui/charts/save-png.ts';

/** A line of the chart's key on the saved image: its colour and whose it is. */
export interface ImageKey {
  color: string;
  label: string;
  dashed?: boolean;
}

interface ImageOptions {
  title: string;
  keys: readonly ImageKey[];
  background: string;
  text: string;
}

const PAD = 16;
const TITLE_PX = 20;
const KEY_PX = 14;
const KEY_ROW = 22;

/**
 * Saves a board's chart as a PNG to share: the title above, the canvas uPlot drew, and the key below (the names
 * are not on the canvas itself, and a chart of coloured lines means little without them), on the page's
 * background. Sizes follow the canvas's pixel ratio so the text is as sharp as the lines.
 */
export function saveChartImage(canvas: HTMLCanvasElement, { title, keys, background, text }: ImageOptions): void {
  const cssWidth = canvas.getBoundingClientRect().width || canvas.width;
  const ratio = canvas.width / cssWidth;
  const px = (n: number): number => Math.round(n * ratio);
  const font = (size: number, weight = 400): string => `${weight} ${px(size)}px system-ui, sans-serif`;
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) return;

  // Lay the key out in rows that fit the canvas's width.
  measure.font = font(KEY_PX);
  const rows: ImageKey[][] = [[]];
  let used = 0;
  for (const key of keys) {
    const w = px(28) + measure.measureText(key.label).width + px(16);
    if (used + w > canvas.width && (rows[rows.length - 1]?.length ?? 0) > 0) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]?.push(key);
    used += w;
  }

  const out = document.createElement('canvas');
  out.width = canvas.width + 2 * px(PAD);
  out.height = px(PAD) + px(TITLE_PX + 12) + canvas.height + px(8) + rows.length * px(KEY_ROW) + px(PAD);
  const ctx = out.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.fillStyle = text;
  ctx.textBaseline = 'top';
  ctx.font = font(TITLE_PX, 700);
  ctx.fillText(title, px(PAD), px(PAD));
  const top = px(PAD) + px(TITLE_PX + 12);
  ctx.drawImage(canvas, px(PAD), top);

  ctx.font = font(KEY_PX);
  ctx.textBaseline = 'middle';
  rows.forEach((row, r) => {
    let left = px(PAD);
    const y = top + canvas.height + px(8) + r * px(KEY_ROW) + px(KEY_ROW / 2);
    for (const key of row) {
      ctx.strokeStyle = key.color;
      ctx.lineWidth = px(3);
      ctx.setLineDash(key.dashed ? [px(6), px(4)] : []);
      ctx.beginPath();
      ctx.moveTo(left, y);
      ctx.lineTo(left + px(20), y);
      ctx.stroke();
      ctx.fillStyle = text;
      ctx.fillText(key.label, left + px(28), y);
      left += px(28) + ctx.measureText(key.label).width + px(16);
    }
  });

  const link = document.createElement('a');
  link.href = out.toDataURL('image/png');
  link.download = pngFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
}
