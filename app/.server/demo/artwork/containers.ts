import { type ContainerShape, shade } from "./style";

export type Box = { x: number; y: number; width: number; height: number };

/** A container drawn in a 600 x 600 frame: its outline and the white label area on it. */
type Container = { outline: string; label: Box };

function tub(colour: string): Container {
  return {
    outline: [
      `<path d="M172 186 H428 L418 498 Q417 512 404 512 H196 Q183 512 182 498 Z" fill="${colour}"/>`,
      `<rect x="158" y="138" width="284" height="56" rx="12" fill="${shade(colour, -0.35)}"/>`,
      `<rect x="158" y="182" width="284" height="8" fill="${shade(colour, -0.5)}"/>`,
      `<rect x="192" y="204" width="16" height="288" rx="8" fill="#ffffff" opacity="0.15"/>`,
    ].join(""),
    label: { x: 194, y: 236, width: 212, height: 216 },
  };
}

function bottle(colour: string): Container {
  return {
    outline: [
      `<rect x="252" y="158" width="96" height="30" fill="${shade(colour, -0.2)}"/>`,
      `<rect x="238" y="104" width="124" height="60" rx="8" fill="${shade(colour, -0.45)}"/>`,
      `<rect x="185" y="182" width="230" height="330" rx="42" fill="${colour}"/>`,
      `<rect x="200" y="204" width="14" height="284" rx="7" fill="#ffffff" opacity="0.15"/>`,
    ].join(""),
    label: { x: 198, y: 246, width: 204, height: 208 },
  };
}

function bag(colour: string): Container {
  return {
    outline: [
      `<path d="M182 128 H418 Q430 128 431 140 L448 488 Q450 512 426 512 H174 Q150 512 152 488 L169 140 Q170 128 182 128 Z" fill="${colour}"/>`,
      `<rect x="170" y="144" width="260" height="14" fill="${shade(colour, -0.35)}"/>`,
      `<path d="M169 172 L182 178 L168 184 Z M431 172 L418 178 L432 184 Z" fill="#ffffff" opacity="0.6"/>`,
    ].join(""),
    label: { x: 196, y: 214, width: 208, height: 236 },
  };
}

export function drawContainer(shape: ContainerShape, colour: string): Container {
  switch (shape) {
    case "tub":
      return tub(colour);
    case "bottle":
      return bottle(colour);
    case "bag":
      return bag(colour);
  }
}
