import type { BlogIllustration } from './media.ts';
import { stableHash } from './stable-hash.ts';

/**
 * An article's picture, drawn from its topic and its slug: the topic chooses what the picture shows
 * (a CV, a conversation, a pay slip…), the slug its scene among the topic's, its colour and its
 * backdrop. So two articles on one topic still look different, and an article keeps its picture from
 * one visit to the next. Scenes are never mirrored: a climbing chart must not read as a falling one.
 * Everything is paths in a 320 × 180 frame; nothing is fetched.
 */
export type Tone = 'paper' | 'soft' | 'mid' | 'deep';
export type Shape = readonly [path: string, tone: Tone];

export interface ArticlePicture {
  hue: number;
  backdrop: string;
  scene: readonly Shape[];
}

const box = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
const rounded = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;
const lines = (x: number, y: number, widths: number[], gap = 14, height = 6) =>
  widths.map((w, index) => box(x, y + index * gap, w, height)).join('');

/** Three scenes per topic, each fitting what the topic's articles are about. */
export const scenesByTopic: Record<BlogIllustration, readonly (readonly Shape[])[]> = {
  career: [
    // A CV with its photo.
    [
      [rounded(110, 26, 100, 130, 8), 'paper'],
      [circle(142, 58, 14), 'deep'],
      [lines(164, 50, [32, 24], 12), 'mid'],
      [lines(124, 86, [72, 72, 52, 64]), 'mid'],
    ],
    // Steps up to a flag.
    [
      ['M40 150h60v-30h60v-30h60v-30h60v90z', 'mid'],
      [box(246, 20, 4, 40), 'deep'],
      ['M250 20h26l-8 8 8 8h-26z', 'deep'],
    ],
    // A profile card.
    [
      [rounded(60, 40, 200, 100, 10), 'paper'],
      [circle(110, 90, 26), 'soft'],
      [circle(110, 82, 9), 'deep'],
      ['M92 108a18 16 0 0 1 36 0z', 'deep'],
      [lines(150, 66, [84, 60, 72], 18, 8), 'mid'],
    ],
  ],
  interview: [
    // Two people talking.
    [
      [rounded(44, 40, 124, 64, 14), 'paper'],
      ['M72 100l-6 24 26-24z', 'paper'],
      [lines(62, 60, [74, 50], 16, 7), 'mid'],
      [rounded(170, 70, 112, 64, 14), 'deep'],
      ['M252 130l8 22-28-22z', 'deep'],
      [lines(188, 90, [74, 44], 16, 7), 'soft'],
    ],
    // A clock and a question.
    [
      [circle(140, 96, 52), 'deep'],
      [circle(140, 96, 44), 'paper'],
      [box(137, 62, 6, 36), 'mid'],
      ['M138 93l30 14-3 5-30-14z', 'mid'],
      [circle(140, 96, 5), 'deep'],
      [
        'M222 34h54a10 10 0 0 1 10 10v26a10 10 0 0 1-10 10h-32l-16 12v-12h-6a10 10 0 0 1-10-10V44a10 10 0 0 1 10-10z',
        'mid',
      ],
      [circle(249, 57, 6), 'paper'],
    ],
    // A letter on its way.
    [
      [box(80, 50, 160, 96), 'paper'],
      ['M80 146l62-48 18 12 18-12 62 48z', 'soft'],
      ['M80 50l80 56 80-56z', 'mid'],
      ['M250 44l34-16-10 36-7-13z', 'deep'],
    ],
  ],
  salary: [
    // A wallet and coins.
    [
      [rounded(48, 60, 174, 86, 12), 'paper'],
      [circle(135, 103, 22), 'mid'],
      [box(64, 74, 26, 6), 'mid'],
      [circle(246, 64, 24), 'deep'],
      [circle(262, 116, 18), 'mid'],
    ],
    // A pay slip with its total.
    [
      ['M104 24h112v132l-14-8-14 8-14-8-14 8-14-8-14 8-14-8-14 8z', 'paper'],
      [lines(120, 42, [80, 56, 80, 80, 64]), 'mid'],
      [box(120, 118, 80, 10), 'deep'],
    ],
    // Banknotes and a rising arrow.
    [
      [box(56, 74, 140, 70), 'mid'],
      [box(72, 58, 140, 70), 'paper'],
      [circle(142, 93, 18), 'deep'],
      ['M222 130l38-46-10-8h28v28l-8-9-38 46z', 'deep'],
    ],
  ],
  skills: [
    // Skill bars filling up.
    [
      [lines(52, 44, [216, 216, 216], 36, 24), 'soft'],
      [box(52, 44, 170, 24), 'deep'],
      [box(52, 80, 120, 24), 'mid'],
      [box(52, 116, 196, 24), 'deep'],
    ],
    // A certificate with its seal.
    [
      [box(66, 30, 188, 116), 'paper'],
      [box(100, 54, 120, 8), 'deep'],
      [lines(112, 74, [96, 80], 14), 'mid'],
      ['M200 128l-8 30 12-7 8 9 4-28zM220 128l8 30-12-7-8 9-4-28z', 'mid'],
      [circle(210, 124, 16), 'deep'],
    ],
    // Code on a screen.
    [
      [rounded(50, 36, 220, 108, 10), 'paper'],
      ['M50 46a10 10 0 0 1 10-10h200a10 10 0 0 1 10 10v10H50z', 'mid'],
      ['M130 72l-30 22 30 22 5-6-22-16 22-16zM190 72l30 22-30 22-5-6 22-16-22-16z', 'deep'],
      ['M166 66l8 2-16 56-8-2z', 'mid'],
    ],
  ],
  workplace: [
    // A desk with a laptop and a plant.
    [
      [box(40, 120, 240, 10), 'deep'],
      [rounded(90, 58, 104, 62, 8), 'paper'],
      [box(102, 70, 80, 38), 'soft'],
      [rounded(214, 84, 30, 36, 6), 'mid'],
      [circle(238, 66, 14), 'mid'],
    ],
    // An office tower beside a house.
    [
      [box(40, 156, 240, 8), 'mid'],
      [box(90, 40, 100, 116), 'deep'],
      [lines(104, 54, [16, 16, 16], 26, 14), 'soft'],
      [lines(132, 54, [16, 16, 16], 26, 14), 'soft'],
      [lines(160, 54, [16, 16], 26, 14), 'soft'],
      [box(156, 126, 20, 30), 'paper'],
      ['M212 156v-40l30-24 30 24v40z', 'mid'],
      [box(234, 128, 16, 28), 'paper'],
    ],
    // Working from home.
    [
      ['M80 156V94l80-56 80 56v62z', 'paper'],
      ['M66 96l94-68 94 68-8 10-86-62-86 62z', 'deep'],
      [box(124, 110, 72, 6), 'deep'],
      [rounded(134, 80, 52, 32, 4), 'mid'],
      [box(150, 116, 20, 40), 'soft'],
    ],
  ],
  growth: [
    // A young plant.
    [
      [box(157, 84, 6, 66), 'deep'],
      ['M160 104c-30 0-50-16-54-44 30 0 50 16 54 44z', 'mid'],
      ['M160 88c26 0 44-14 48-38-26 0-44 14-48 38z', 'deep'],
      [rounded(120, 146, 80, 18, 6), 'mid'],
      [circle(60, 40, 14), 'soft'],
    ],
    // A map with places to go.
    [
      ['M50 50l70-16 80 16 70-16v96l-70 16-80-16-70 16z', 'paper'],
      [box(118, 34, 4, 96) + box(198, 50, 4, 96), 'soft'],
      ['M120 66a16 16 0 0 1 32 0c0 14-16 30-16 30s-16-16-16-30z', 'deep'],
      ['M204 88a14 14 0 0 1 28 0c0 12-14 26-14 26s-14-14-14-26z', 'mid'],
    ],
    // A chart that climbs.
    [
      ['M60 40h4v104h196v4H60z', 'deep'],
      [box(84, 118, 24, 26) + box(124, 100, 24, 44) + box(164, 82, 24, 62) + box(204, 60, 24, 84), 'mid'],
      ['M78 106l46-30 40 10 56-44-6-6h24v24l-6-6-60 48-40-10-44 28z', 'deep'],
    ],
  ],
};

const dots = () => {
  let path = '';
  for (let x = 12; x < 320; x += 24) for (let y = 12; y < 180; y += 24) path += circle(x, y, 2);
  return path;
};
const stripes = () => {
  let path = '';
  for (let x = -180; x < 320; x += 28) path += `M${x} 180l180-180h10l-180 180z`;
  return path;
};
const rings = (corner: number) => {
  const cx = corner % 2 === 0 ? 0 : 320;
  const cy = corner < 2 ? 0 : 180;
  return [50, 90, 130].map((r) => circle(cx, cy, r) + circle(cx, cy, r - 10)).join('');
};
const hills = () => 'M0 140C60 110 120 150 180 128S280 110 320 124V180H0z';

/** The picture of one article; a pure function of its topic and slug. */
export function articlePicture(topic: BlogIllustration, slug: string): ArticlePicture {
  const hash = stableHash(slug);
  const scenes = scenesByTopic[topic];
  const backdrops = [dots, stripes, () => rings((hash >>> 20) % 4), hills];
  return {
    hue: hash % 360,
    scene: scenes[(hash >>> 9) % scenes.length] ?? scenes[0] ?? [],
    backdrop: (backdrops[(hash >>> 13) % backdrops.length] ?? hills)(),
  };
}

/** The picture's colours, all from its hue: a pale ground, white paper, a soft, a bright and a deep tone. */
export function articleTones(hue: number): Record<Tone | 'ground', string> {
  return {
    ground: `hsl(${hue} 70% 95%)`,
    paper: '#ffffff',
    soft: `hsl(${hue} 60% 86%)`,
    mid: `hsl(${(hue + 30) % 360} 65% 62%)`,
    deep: `hsl(${hue} 60% 34%)`,
  };
}

/**
 * The same picture as an SVG file, for a place that shows it as an image (the dashboard's
 * thumbnails), where drawing it in the page would add its scenes to the page's first load.
 */
export function articlePictureSvg(topic: BlogIllustration, slug: string): string {
  const picture = articlePicture(topic, slug);
  const colour = articleTones(picture.hue);
  const scene = picture.scene.map(([path, tone]) => `<path d="${path}" fill="${colour[tone]}"/>`).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">' +
    `<rect width="320" height="180" fill="${colour.ground}"/>` +
    `<path d="${picture.backdrop}" fill="${colour.soft}" fill-rule="evenodd" opacity="0.6"/>${scene}</svg>`
  );
}
