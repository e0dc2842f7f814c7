import zlib from 'node:zlib';

/**
 * Small uploads that cost an image library minutes of CPU (issue 27 item 12): each fits the 2 MB upload limit and
 * the pixel limit, and each is a valid image of an allowed type. Built here so no binary fixture is stored.
 */

/** 200 stacked filter primitives (Gaussian blurs and dilations, radius 500) over a full-size shape: about 8 KB. */
export function stackedBlursSvg(primitives = 200): Buffer {
  const steps: string[] = [];
  for (let i = 0; i < primitives; i += 1) {
    steps.push(i % 2 === 0
      ? '<feGaussianBlur stdDeviation="500"/>'
      : '<feMorphology operator="dilate" radius="500"/>');
  }
  return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">' +
    `<filter id="f" x="-500%" y="-500%" width="1000%" height="1000%">${steps.join('')}</filter>` +
    '<rect width="600" height="900" fill="#369" filter="url(#f)"/></svg>');
}

/** About 2 MB of long, stroked, translucent curves (every one crosses the whole picture): just under the limit. */
export function manyPathsSvg(bytes = 2 * 1024 * 1024 - 4096): Buffer {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">';
  const tail = '</svg>';
  const paths: string[] = [];
  let size = head.length + tail.length;
  let seed = 1;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % 900;
  };
  for (;;) {
    const curves = Array.from({ length: 12 }, () => `C${next()} ${next()} ${next()} ${next()} ${next()} ${next()}`).join('');
    const path = `<path d="M${next()} ${next()}${curves}" fill="#${(seed % 0xfff).toString(16).padStart(3, '0')}" fill-opacity=".5" stroke="#000" stroke-width="9" stroke-opacity=".3"/>`;
    if (size + path.length > bytes) break;
    paths.push(path);
    size += path.length;
  }
  return Buffer.from(head + paths.join('') + tail);
}

/** A valid 8-bit greyscale PNG `width` × `height` px of one colour (rows compress to almost nothing). */
export function flatPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((1 + width) * height); // every row: filter byte 0, then black pixels
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** One pixel wide and 39,999,999 tall: under the 40-megapixel limit, and 11.5 s of decoding and resizing. */
export const tallPng = (): Buffer => flatPng(1, 39_999_999);
