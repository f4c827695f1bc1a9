import type { BlogCover } from "~/.server/blog/store-articles";
import { drawContainer } from "../artwork/containers";
import { shade } from "../artwork/style";
import { escapeXml, fitText, svgDocument, textBlock } from "../artwork/svg";

/** Covers are 16:9, drawn like the product shots: a container with the article's word on its label. */
export const COVER_SIZE = { width: 1200, height: 675 } as const;
export const AVATAR_SIZE = 256;

/** A container of the 600 x 600 product-shot frame, moved and scaled onto the cover. */
function placedContainer(cover: BlogCover, options: { x: number; y: number; scale: number; label?: string }): string {
  const container = drawContainer(cover.shape, cover.colour);
  const { label } = container;
  const text = options.label
    ? (() => {
        const fitted = fitText(options.label.toUpperCase(), {
          // Capitals run wider than fitText's average glyph: keep a wide margin.
          width: label.width - 64,
          maxLines: 2,
          maxSize: 32,
          minSize: 16,
        });
        const centre = label.x + label.width / 2;
        const nameTop =
          label.y + label.height / 2 - (fitted.size * 1.15 * (fitted.lines.length - 1)) / 2 + fitted.size * 0.35;
        return [
          `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="10" fill="#ffffff"/>`,
          `<text x="${centre}" y="${label.y + 34}" font-family="sans-serif" font-size="15" font-weight="700" letter-spacing="3" fill="${cover.colour}" text-anchor="middle">CHARGE</text>`,
          textBlock({ ...fitted, x: centre, y: nameTop, fill: "#111827" }),
          `<rect x="${centre - 30}" y="${label.y + label.height - 34}" width="60" height="6" rx="3" fill="${cover.colour}"/>`,
        ].join("");
      })()
    : `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="10" fill="#ffffff" opacity="0.85"/>`;
  return `<g transform="translate(${options.x} ${options.y}) scale(${options.scale})">${container.outline}${text}</g>`;
}

export function coverArtwork(cover: BlogCover): string {
  const { width, height } = COVER_SIZE;
  const dots = Array.from({ length: 7 }, (_, row) =>
    Array.from({ length: 7 }, (_, column) => {
      const cx = 70 + column * 44;
      const cy = 80 + row * 44;
      return `<circle cx="${cx}" cy="${cy}" r="5" fill="${cover.colour}" opacity="0.18"/>`;
    }).join(""),
  ).join("");
  return svgDocument(
    width,
    height,
    [
      `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(cover.colour, 0.9)}"/><stop offset="1" stop-color="${shade(cover.colour, 0.62)}"/></linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`,
      `<circle cx="${width - 170}" cy="120" r="300" fill="#ffffff" opacity="0.35"/>`,
      `<circle cx="120" cy="${height - 40}" r="210" fill="${cover.colour}" opacity="0.12"/>`,
      dots,
      `<rect x="0" y="${height - 92}" width="${width}" height="92" fill="${shade(cover.colour, -0.15)}" opacity="0.16"/>`,
      `<ellipse cx="620" cy="${height - 62}" rx="320" ry="22" fill="#000000" opacity="0.18"/>`,
      placedContainer(cover, { x: 250, y: 170, scale: 0.78 }),
      placedContainer(cover, { x: 440, y: 20, scale: 1.06, label: cover.label }),
    ].join(""),
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function avatarArtwork(author: { name: string; colour: string }): string {
  const centre = AVATAR_SIZE / 2;
  return svgDocument(
    AVATAR_SIZE,
    AVATAR_SIZE,
    [
      `<defs><linearGradient id="avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(author.colour, 0.15)}"/><stop offset="1" stop-color="${shade(author.colour, -0.35)}"/></linearGradient></defs>`,
      `<rect width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" fill="url(#avatar)"/>`,
      `<text x="${centre}" y="${centre + 34}" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(author.name))}</text>`,
    ].join(""),
  );
}
