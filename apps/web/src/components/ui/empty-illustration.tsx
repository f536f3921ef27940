import { type MantineTheme, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The drawings of empty places, one for what each place holds, in the theme's blues. Loaded the first
 * time a place is empty, so no page's first load carries them.
 */
export type EmptyIllustrationName =
  | 'interviews'
  | 'applications'
  | 'jobs'
  | 'search'
  | 'saved'
  | 'alerts'
  | 'company'
  | 'article'
  | 'articles'
  | 'chat'
  | 'notifications'
  | 'contests'
  | 'quiz'
  | 'referrals';

/** The six colours of a drawing: the theme's blues from pale to deep, and paper. */
interface Palette {
  tint: string;
  soft: string;
  mid: string;
  strong: string;
  deep: string;
  paper: string;
}

/**
 * Each colour is the theme's variable, with the theme's own value should the variable be missing (a
 * drawing shown outside the page's styles).
 */
function paletteOf(theme: MantineTheme): Palette {
  const shade = (index: number) => `var(--mantine-color-blue-${index}, ${theme.colors.blue[index]})`;
  return {
    tint: shade(0),
    soft: shade(1),
    mid: shade(3),
    strong: shade(6),
    deep: shade(8),
    paper: `var(--mantine-color-body, ${theme.white})`,
  };
}

/** Text as lines on paper, `widths` long, one under the other, with round ends. */
const lines = (c: Palette, x: number, y: number, widths: number[], gap = 9) => (
  <path
    d={widths.map((width, index) => `M${x + 2} ${y + 2 + index * gap}h${width - 4}`).join('')}
    stroke={c.mid}
    strokeWidth={4}
    strokeLinecap="round"
  />
);

const drawings: Record<EmptyIllustrationName, (c: Palette) => ReactNode> = {
  // A calendar with one day ringed: interviews to come.
  interviews: (c) => (
    <>
      <rect x={30} y={20} width={60} height={54} rx={8} fill={c.paper} stroke={c.soft} strokeWidth={2} />
      <path d="M30 28a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8v8H30z" fill={c.strong} />
      <rect x={42} y={14} width={4} height={12} rx={2} fill={c.deep} />
      <rect x={74} y={14} width={4} height={12} rx={2} fill={c.deep} />
      {[0, 1, 2, 3].map((column) =>
        [0, 1].map((row) => (
          <rect
            key={`${column}-${row}`}
            x={38 + column * 12}
            y={44 + row * 12}
            width={8}
            height={6}
            rx={2}
            fill={c.soft}
          />
        )),
      )}
      <circle cx={66} cy={59} r={8} fill="none" stroke={c.deep} strokeWidth={2} />
    </>
  ),
  // A clipboard of ticked lines: the jobs applied to.
  applications: (c) => (
    <>
      <rect x={34} y={16} width={52} height={64} rx={8} fill={c.paper} stroke={c.soft} strokeWidth={2} />
      <rect x={48} y={10} width={24} height={12} rx={4} fill={c.strong} />
      {[32, 46, 60].map((y) => (
        <g key={y}>
          <path
            d={`M42 ${y + 2}l3 3 6-6`}
            fill="none"
            stroke={c.deep}
            strokeWidth={2}
            strokeLinecap="round"
          />
          <rect x={56} y={y} width={22} height={4} rx={2} fill={c.mid} />
        </g>
      ))}
    </>
  ),
  // A briefcase: jobs to come.
  jobs: (c) => (
    <>
      <path d="M48 28v-6a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v6" fill="none" stroke={c.deep} strokeWidth={3} />
      <rect x={26} y={28} width={68} height={46} rx={8} fill={c.strong} />
      <rect x={26} y={28} width={68} height={18} rx={8} fill={c.deep} />
      <rect x={54} y={42} width={12} height={10} rx={3} fill={c.paper} />
    </>
  ),
  // A magnifier over an empty list: the search found nothing.
  search: (c) => (
    <>
      <rect x={22} y={18} width={56} height={56} rx={8} fill={c.paper} stroke={c.soft} strokeWidth={2} />
      {lines(c, 32, 30, [36, 28, 32])}
      <circle cx={78} cy={52} r={16} fill={c.tint} stroke={c.deep} strokeWidth={4} />
      <path d="M90 64l12 12" stroke={c.deep} strokeWidth={6} strokeLinecap="round" />
    </>
  ),
  // A bookmark: jobs saved for later.
  saved: (c) => (
    <>
      <rect x={24} y={22} width={50} height={52} rx={8} fill={c.paper} stroke={c.soft} strokeWidth={2} />
      {lines(c, 32, 34, [28, 34, 22])}
      <path d="M72 14h22v56l-11-9-11 9z" fill={c.strong} />
      <path d="M77 24h12" stroke={c.paper} strokeWidth={3} strokeLinecap="round" />
    </>
  ),
  // A letter with a star: new jobs sent as they come.
  alerts: (c) => (
    <>
      <rect x={22} y={28} width={70} height={46} rx={6} fill={c.paper} stroke={c.soft} strokeWidth={2} />
      <path d="M24 32l33 24 33-24" fill="none" stroke={c.mid} strokeWidth={3} strokeLinejoin="round" />
      <circle cx={90} cy={28} r={13} fill={c.strong} />
      <path d="M90 20l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.8-4.9 2.8 1.1-5.3-4-3.7 5.4-.6z" fill={c.paper} />
    </>
  ),
  // An office building: the company's open jobs.
  company: (c) => (
    <>
      <rect x={34} y={14} width={40} height={62} rx={4} fill={c.strong} />
      <rect x={74} y={36} width={22} height={40} rx={4} fill={c.mid} />
      {[22, 34, 46, 58].map((y) =>
        [40, 56].map((x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={10} height={7} rx={1.5} fill={c.soft} />
        )),
      )}
      <rect x={80} y={44} width={10} height={7} rx={1.5} fill={c.paper} />
      <rect x={80} y={58} width={10} height={7} rx={1.5} fill={c.paper} />
      <rect x={24} y={74} width={80} height={4} rx={2} fill={c.deep} />
    </>
  ),
  // A page with its corner turned and a question: the article is not there.
  article: (c) => (
    <>
      <path
        d="M36 12h34l16 16v50a4 4 0 0 1-4 4H36a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4z"
        fill={c.paper}
        stroke={c.soft}
        strokeWidth={2}
      />
      <path d="M70 12v16h16" fill={c.soft} />
      <path
        d="M52 44a8 8 0 1 1 11 7.4c-2 .9-3 2.4-3 4.6"
        fill="none"
        stroke={c.deep}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <circle cx={60} cy={66} r={3} fill={c.deep} />
    </>
  ),
  // An open paper: articles to come.
  articles: (c) => (
    <>
      <rect x={20} y={18} width={80} height={58} rx={6} fill={c.paper} stroke={c.soft} strokeWidth={2} />
      <rect x={28} y={26} width={30} height={24} rx={3} fill={c.strong} />
      {lines(c, 64, 27, [28, 22, 26])}
      {lines(c, 28, 58, [64, 52])}
    </>
  ),
  // Two speech bubbles: conversations to come.
  chat: (c) => (
    <>
      <path
        d="M18 22a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8v24a8 8 0 0 1-8 8H38l-12 10v-10a8 8 0 0 1-8-8z"
        fill={c.strong}
      />
      {lines(c, 28, 26, [36, 24], 10)}
      <path
        d="M50 46a8 8 0 0 1 8-8h36a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8v10l-12-10H58a8 8 0 0 1-8-8z"
        fill={c.paper}
        stroke={c.soft}
        strokeWidth={2}
      />
      <circle cx={66} cy={55} r={3} fill={c.mid} />
      <circle cx={76} cy={55} r={3} fill={c.mid} />
      <circle cx={86} cy={55} r={3} fill={c.mid} />
    </>
  ),
  // A quiet bell: no notifications.
  notifications: (c) => (
    <>
      <path d="M60 14a20 20 0 0 1 20 20v16l8 12H32l8-12V34a20 20 0 0 1 20-20z" fill={c.strong} />
      <circle cx={60} cy={12} r={4} fill={c.deep} />
      <path d="M52 66a8 8 0 0 0 16 0z" fill={c.deep} />
      <path
        d="M92 22c4 4 4 12 0 16M28 22c-4 4-4 12 0 16"
        fill="none"
        stroke={c.mid}
        strokeWidth={3}
        strokeLinecap="round"
      />
    </>
  ),
  // A cup on a stand: contests to come.
  contests: (c) => (
    <>
      <path d="M40 14h40v18a20 20 0 0 1-40 0z" fill={c.strong} />
      <path
        d="M40 20H30v6a10 10 0 0 0 10 10M80 20h10v6a10 10 0 0 1-10 10"
        fill="none"
        stroke={c.deep}
        strokeWidth={3}
      />
      <rect x={56} y={50} width={8} height={12} fill={c.deep} />
      <rect x={44} y={62} width={32} height={12} rx={3} fill={c.deep} />
      <path d="M60 20l2 4.2 4.6.6-3.4 3.2.9 4.5-4.1-2.3-4.1 2.3.9-4.5-3.4-3.2 4.6-.6z" fill={c.paper} />
    </>
  ),
  // A question with its answers to choose from: a quiz not yet finished.
  quiz: (c) => (
    <>
      <rect x={26} y={14} width={68} height={64} rx={8} fill={c.paper} stroke={c.soft} strokeWidth={2} />
      <rect x={34} y={22} width={44} height={5} rx={2.5} fill={c.deep} />
      {[36, 50, 64].map((y, index) => (
        <g key={y}>
          <circle
            cx={39}
            cy={y + 2}
            r={4}
            fill={index === 1 ? c.strong : 'none'}
            stroke={c.strong}
            strokeWidth={2}
          />
          <rect x={48} y={y} width={index === 1 ? 34 : 28} height={4} rx={2} fill={c.mid} />
        </g>
      ))}
    </>
  ),
  // Two people and a plus: friends to invite.
  referrals: (c) => (
    <>
      <circle cx={44} cy={34} r={10} fill={c.strong} />
      <path d="M26 70a18 18 0 0 1 36 0z" fill={c.strong} />
      <circle cx={74} cy={38} r={9} fill={c.mid} />
      <path d="M58 72a16 16 0 0 1 32 0z" fill={c.mid} />
      <circle cx={94} cy={22} r={10} fill={c.deep} />
      <path d="M94 16v12M88 22h12" stroke={c.paper} strokeWidth={3} strokeLinecap="round" />
    </>
  ),
};

/** The drawing for one empty place, on a soft round ground; decorative, as the title says it all. */
export function EmptyIllustration({ name }: { name: EmptyIllustrationName }) {
  const palette = paletteOf(useMantineTheme());
  return (
    <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <ellipse cx={60} cy={50} rx={52} ry={38} fill={palette.tint} />
      {drawings[name](palette)}
    </svg>
  );
}
