import { type Box, drawContainer } from "./containers";
import { type ContainerShape, shade } from "./style";
import { escapeXml, fitText, svgDocument, textBlock } from "./svg";

const SIZE = 600;

/** What a product shot shows; `shot` picks the view (1 front, 2 facts panel, 3 badge, 4 dark backdrop). */
export type ProductArt = {
  name: string;
  brandName: string | null;
  caption: string;
  badge: string;
  colour: string;
  shape: ContainerShape;
  shot: number;
};

function backdrop(top: string, bottom: string): string {
  return [
    `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#backdrop)"/>`,
  ].join("");
}

function frontLabel(art: ProductArt, label: Box): string {
  const centre = label.x + label.width / 2;
  const name = fitText(art.name, { width: label.width - 24, maxLines: 4, maxSize: 32, minSize: 14 });
  const nameHeight = name.size * 1.15 * (name.lines.length - 1);
  const nameTop = label.y + label.height / 2 - nameHeight / 2 + name.size * 0.35;
  const brand = art.brandName
    ? fitText(art.brandName.toUpperCase(), { width: label.width - 28, maxLines: 1, maxSize: 16, minSize: 10 })
    : undefined;
  return [
    `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="10" fill="#ffffff"/>`,
    brand ? textBlock({ ...brand, x: centre, y: label.y + 30, fill: art.colour }) : "",
    textBlock({ ...name, x: centre, y: nameTop, fill: "#111827" }),
    textBlock({
      ...fitText(art.caption, { width: label.width - 28, maxLines: 1, maxSize: 14, minSize: 10 }),
      x: centre,
      y: label.y + label.height - 16,
      fill: "#6b7280",
      weight: 400,
    }),
  ].join("");
}

function factsLabel(art: ProductArt, label: Box): string {
  const left = label.x + 14;
  const right = label.x + label.width - 14;
  const rows = Array.from({ length: 6 }, (_, i) => {
    const y = label.y + 60 + i * 19;
    const width = 60 + ((art.name.length * (i + 3)) % 70);
    return `<rect x="${left}" y="${y}" width="${width}" height="8" rx="2" fill="#d1d5db"/><rect x="${right - 34}" y="${y}" width="34" height="8" rx="2" fill="#d1d5db"/>`;
  }).join("");
  return [
    `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="10" fill="#ffffff"/>`,
    `<text x="${left}" y="${label.y + 32}" font-family="sans-serif" font-size="17" font-weight="700" fill="#111827">Supplement Facts</text>`,
    `<rect x="${left}" y="${label.y + 42}" width="${right - left}" height="4" fill="#111827"/>`,
    rows,
    textBlock({
      ...fitText(art.name, { width: label.width - 28, maxLines: 2, maxSize: 13, minSize: 10 }),
      x: label.x + label.width / 2,
      y: label.y + label.height - 32,
      fill: "#6b7280",
      weight: 400,
    }),
  ].join("");
}

function badge(text: string, colour: string): string {
  const fitted = fitText(text, { width: 92, maxLines: 2, maxSize: 18, minSize: 10 });
  const y = 196 - (fitted.size * 1.15 * (fitted.lines.length - 1)) / 2 + fitted.size * 0.35;
  return [
    `<circle cx="440" cy="196" r="62" fill="${shade(colour, -0.4)}" stroke="#ffffff" stroke-width="4"/>`,
    textBlock({ ...fitted, x: 440, y, fill: "#ffffff" }),
  ].join("");
}

export function productArtwork(art: ProductArt): string {
  const container = drawContainer(art.shape, art.colour);
  const dark = art.shot === 4;
  const scene = dark ? backdrop(shade(art.colour, -0.55), "#0b0d12") : backdrop(shade(art.colour, 0.88), "#f8fafc");
  return svgDocument(
    SIZE,
    SIZE,
    [
      scene,
      `<ellipse cx="300" cy="518" rx="160" ry="16" fill="#000000" opacity="${dark ? 0.5 : 0.16}"/>`,
      container.outline,
      art.shot === 2 ? factsLabel(art, container.label) : frontLabel(art, container.label),
      art.shot === 3 ? badge(art.badge, art.colour) : "",
    ].join(""),
  );
}

export function brandLogoArtwork(brand: { name: string; colour: string }): string {
  const width = 600;
  const height = 300;
  const initials = brand.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
  const name = fitText(brand.name, { width: 360, maxLines: 2, maxSize: 50, minSize: 20 });
  const nameY = height / 2 - (name.size * 1.15 * (name.lines.length - 1)) / 2 + name.size * 0.35;
  return svgDocument(
    width,
    height,
    [
      `<rect width="${width}" height="${height}" rx="36" fill="${brand.colour}"/>`,
      `<circle cx="118" cy="150" r="74" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-width="5"/>`,
      `<text x="118" y="168" font-family="sans-serif" font-size="50" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`,
      textBlock({ ...name, x: 395, y: nameY, fill: "#ffffff" }),
    ].join(""),
  );
}

export function categoryTileArtwork(category: { name: string; colour: string; shape: ContainerShape }): string {
  const silhouette = drawContainer(category.shape, "#ffffff");
  const name = fitText(category.name, { width: 520, maxLines: 2, maxSize: 56, minSize: 24 });
  return svgDocument(
    SIZE,
    SIZE,
    [
      backdrop(category.colour, shade(category.colour, -0.35)),
      `<g transform="translate(150 40) scale(0.5)" opacity="0.92">${silhouette.outline}</g>`,
      textBlock({ ...name, x: 300, y: 440, fill: "#ffffff" }),
    ].join(""),
  );
}

/** A plain grey picture frame, no text: the app shows its own 'No Image' box over placeholders. */
export function placeholderArtwork(): string {
  return svgDocument(
    SIZE,
    SIZE,
    [
      `<rect width="${SIZE}" height="${SIZE}" fill="#e5e7eb"/>`,
      `<rect x="200" y="220" width="200" height="160" rx="14" fill="none" stroke="#9ca3af" stroke-width="10"/>`,
      `<circle cx="252" cy="268" r="18" fill="#9ca3af"/>`,
      `<path d="M214 366 L280 296 L322 340 L350 312 L386 366 Z" fill="#9ca3af"/>`,
    ].join(""),
  );
}
