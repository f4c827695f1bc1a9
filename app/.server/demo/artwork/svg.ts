/** Text in SVG is XML: escape it (brand names contain "&", flavours contain quotes). */
export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** Average advance of a bold sans-serif glyph, as a share of the font size (errs wide). */
const CHAR_WIDTH = 0.64;

function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size (down to minSize) at which the text wraps into maxLines lines of the given width. */
export function fitText(
  text: string,
  options: { width: number; maxLines: number; maxSize: number; minSize: number },
): { lines: string[]; size: number } {
  for (let size = options.maxSize; size > options.minSize; size -= 2) {
    const maxChars = Math.floor(options.width / (size * CHAR_WIDTH));
    const lines = wrapWords(text, maxChars);
    if (lines.length <= options.maxLines && lines.every((l) => l.length <= maxChars)) return { lines, size };
  }
  const size = options.minSize;
  const lines = wrapWords(text, Math.floor(options.width / (size * CHAR_WIDTH)));
  return { lines: lines.slice(0, options.maxLines), size };
}

/** Centred lines of text starting with the first baseline at y. */
export function textBlock(options: {
  lines: string[];
  size: number;
  x: number;
  y: number;
  fill: string;
  weight?: number;
  lineHeight?: number;
}): string {
  const { lines, size, x, y, fill, weight = 700, lineHeight = 1.15 } = options;
  const spans = lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${spans}</text>`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
