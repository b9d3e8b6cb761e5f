import type { ReactNode } from "react";
import type { IllustrationName } from "~/content/marketing/types";

/** Site palette (tailwind.config.ts). */
const navy = "#0b1f3a";
const navySoft = "#d5deec";
const paper = "#eef2f8";
const mint = "#2ee6a8";
const white = "#ffffff";

/** A parked car seen from the side, its top left corner at (x, y). */
function Car({ x, y, colour = navy }: { x: number; y: number; colour?: string }) {
  return (
    <g>
      <path d={`M${x} ${y + 18} l10 -16 h36 l12 16 h6 v14 h-70 v-14 z`} fill={colour} />
      <rect x={x + 14} y={y + 6} width={12} height={10} rx={2} fill={paper} />
      <rect x={x + 30} y={y + 6} width={14} height={10} rx={2} fill={paper} />
      <circle cx={x + 14} cy={y + 32} r={7} fill={navy} stroke={white} strokeWidth={3} />
      <circle cx={x + 52} cy={y + 32} r={7} fill={navy} stroke={white} strokeWidth={3} />
    </g>
  );
}

const drawings: Record<IllustrationName, ReactNode> = {
  "car-park": (
    <>
      <rect x={20} y={110} width={200} height={8} rx={4} fill={navySoft} />
      {[40, 100, 160].map((x) => (
        <rect key={x} x={x} y={70} width={4} height={40} fill={navySoft} />
      ))}
      <Car x={50} y={72} />
      <rect x={118} y={30} width={36} height={36} rx={6} fill={navy} />
      <path d="M130 58 V38 h8 a7 7 0 0 1 0 14 h-8" fill="none" stroke={mint} strokeWidth={4} />
      <rect x={134} y={66} width={4} height={44} fill={navy} />
    </>
  ),
  phone: (
    <>
      <rect x={88} y={20} width={64} height={120} rx={12} fill={navy} />
      <rect x={96} y={34} width={48} height={84} rx={4} fill={paper} />
      <circle cx={120} cy={130} r={4} fill={navySoft} />
      <rect x={104} y={44} width={32} height={8} rx={4} fill={navySoft} />
      <path
        d="M108 82 l8 8 l16 -18"
        fill="none"
        stroke={mint}
        strokeWidth={6}
        strokeLinecap="round"
      />
      <rect x={104} y={102} width={32} height={8} rx={4} fill={mint} />
      <circle cx={176} cy={50} r={14} fill={mint} />
      <circle cx={60} cy={110} r={10} fill={navySoft} />
    </>
  ),
  charger: (
    <>
      <rect x={60} y={30} width={48} height={90} rx={8} fill={navy} />
      <rect x={70} y={42} width={28} height={20} rx={3} fill={paper} />
      <path d="M86 70 l-8 14 h10 l-6 14" fill="none" stroke={mint} strokeWidth={4} />
      <path d="M108 96 c30 0 30 20 44 20" fill="none" stroke={navy} strokeWidth={4} />
      <Car x={140} y={90} colour={mint} />
      <rect x={20} y={122} width={200} height={6} rx={3} fill={navySoft} />
    </>
  ),
  leaf: (
    <>
      <circle cx={120} cy={80} r={56} fill={navySoft} />
      <path d="M84 112 C84 60 120 40 164 44 C166 92 138 116 84 112 z" fill={mint} />
      <path d="M84 112 C104 92 124 76 146 62" fill="none" stroke={navy} strokeWidth={4} />
      <rect x={30} y={124} width={180} height={6} rx={3} fill={navy} />
    </>
  ),
  document: (
    <>
      <rect
        x={74}
        y={18}
        width={92}
        height={124}
        rx={8}
        fill={white}
        stroke={navy}
        strokeWidth={4}
      />
      {[40, 56, 72, 88].map((y) => (
        <rect key={y} x={90} y={y} width={y === 88 ? 36 : 60} height={6} rx={3} fill={navySoft} />
      ))}
      <circle cx={150} cy={118} r={18} fill={mint} />
      <path d="M142 118 l6 6 l10 -12" fill="none" stroke={navy} strokeWidth={4} />
    </>
  ),
  chart: (
    <>
      <rect x={40} y={120} width={160} height={4} fill={navy} />
      {[
        [56, 80],
        [88, 60],
        [120, 90],
        [152, 40],
      ].map(([x = 0, h = 0]) => (
        <rect
          key={x}
          x={x}
          y={120 - h}
          width={24}
          height={h}
          rx={3}
          fill={x === 152 ? mint : navySoft}
        />
      ))}
      <path d="M60 70 L96 52 L128 66 L170 28" fill="none" stroke={navy} strokeWidth={4} />
      <circle cx={170} cy={28} r={6} fill={navy} />
    </>
  ),
  barrier: (
    <>
      <rect x={40} y={70} width={22} height={50} rx={3} fill={navy} />
      <rect
        x={58}
        y={74}
        width={150}
        height={10}
        rx={5}
        fill={white}
        stroke={navy}
        strokeWidth={3}
      />
      {[80, 120, 160].map((x) => (
        <rect key={x} x={x} y={75} width={16} height={8} fill={mint} />
      ))}
      <rect x={150} y={26} width={44} height={26} rx={5} fill={navy} />
      <circle cx={172} cy={39} r={8} fill={mint} />
      <rect x={20} y={120} width={200} height={6} rx={3} fill={navySoft} />
    </>
  ),
  building: (
    <>
      <rect x={60} y={30} width={70} height={96} rx={4} fill={navy} />
      <rect x={130} y={60} width={50} height={66} rx={4} fill={navySoft} />
      {[44, 64, 84].map((y) =>
        [72, 98].map((x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={16} height={12} rx={2} fill={mint} />
        )),
      )}
      <rect x={86} y={104} width={18} height={22} fill={paper} />
      <rect x={20} y={126} width={200} height={6} rx={3} fill={navy} />
    </>
  ),
  megaphone: (
    <>
      <path d="M70 70 L150 36 V124 L70 92 z" fill={navy} />
      <rect x={50} y={68} width={24} height={26} rx={4} fill={navySoft} />
      <path d="M82 94 l8 30 h14 l-6 -26" fill={navy} />
      <path
        d="M166 62 q14 18 0 36"
        fill="none"
        stroke={mint}
        strokeWidth={5}
        strokeLinecap="round"
      />
      <path
        d="M180 50 q26 30 0 60"
        fill="none"
        stroke={mint}
        strokeWidth={5}
        strokeLinecap="round"
      />
    </>
  ),
  star: (
    <>
      <rect
        x={40}
        y={40}
        width={160}
        height={80}
        rx={12}
        fill={white}
        stroke={navy}
        strokeWidth={4}
      />
      {[72, 104, 136, 168].map((x) => (
        <path
          key={x}
          transform={`translate(${x} 80)`}
          d="M0 -14 L4 -4 L14 -4 L6 3 L9 13 L0 7 L-9 13 L-6 3 L-14 -4 L-4 -4 z"
          fill={x === 168 ? navySoft : mint}
          stroke={navy}
          strokeWidth={2}
        />
      ))}
    </>
  ),
  ticket: (
    <>
      <path d="M40 50 h160 v20 a10 10 0 0 0 0 20 v20 h-160 v-20 a10 10 0 0 0 0 -20 z" fill={navy} />
      <path d="M150 52 v56" stroke={paper} strokeWidth={3} strokeDasharray="6 6" />
      <rect x={60} y={66} width={70} height={8} rx={4} fill={mint} />
      <rect x={60} y={84} width={46} height={8} rx={4} fill={navySoft} />
      <circle cx={176} cy={80} r={10} fill={mint} />
    </>
  ),
  shield: (
    <>
      <path
        d="M120 20 L172 38 V78 C172 108 150 128 120 140 C90 128 68 108 68 78 V38 z"
        fill={navy}
      />
      <path
        d="M98 80 l16 16 l30 -32"
        fill="none"
        stroke={mint}
        strokeWidth={8}
        strokeLinecap="round"
      />
      <circle cx={46} cy={120} r={10} fill={navySoft} />
      <circle cx={196} cy={40} r={8} fill={mint} />
    </>
  ),
};

/** A small decorative drawing for a content page, in the site palette. Hidden from assistive technology. */
export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  return (
    <svg
      viewBox="0 0 240 160"
      aria-hidden="true"
      focusable="false"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={240} height={160} rx={16} fill={paper} />
      {drawings[name]}
    </svg>
  );
}
