// The landing page's drawings: plain geometry coloured by the design tokens (CSS classes and
// currentColor), so they follow the light and dark themes. All decorative: hidden from assistive
// technology, the text beside them says the same.
import styles from './landing.module.css';

/** 24 x 24 line icons, drawn with the text colour of their parent. */
const ICONS = {
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
  certificate: 'M4 4h16v12H4zM8 8h8M8 11h4M15 13v8l1.5-1 1.5 1v-8',
  filter: 'M4 5h16l-6 7.5V18l-4 2v-7.5z',
  phone: 'M7 3h10v18H7zM10.5 18h3M9.5 10.5l2 2 3.5-4',
  health: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z',
  log: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  scale: 'M14 4h6v6M20 4l-7 7M10 20H4v-6M4 20l7-7',
  chart: 'M3 20h18M5 16l4-5 4 3 6-8',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16',
  cloud: 'M7 19h10a4.5 4.5 0 0 0 .4-9A6 6 0 0 0 5.8 11.3 3.9 3.9 0 0 0 7 19z',
} as const;

export type IconName = keyof typeof ICONS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** A database node: a cylinder 2 * r wide and h tall whose top centre is (x, y). */
function Node({ x, y, r, h, label }: { x: number; y: number; r: number; h: number; label?: string }) {
  const ry = r / 3.5;
  return (
    <g>
      <path className={styles.nodeBody} d={`M${x - r} ${y}v${h}a${r} ${ry} 0 0 0 ${2 * r} 0v${-h}z`} />
      <path className={styles.nodeBand} d={`M${x - r} ${y + h / 2}a${r} ${ry} 0 0 0 ${2 * r} 0`} />
      <ellipse className={styles.nodeTop} cx={x} cy={y} rx={r} ry={ry} />
      {label && (
        <text className={styles.nodeLabel} x={x} y={y + h * 0.8} textAnchor="middle">
          {label}
        </text>
      )}
    </g>
  );
}

/** The hero's drawing: an app reaching, over a locked link, a three-node cluster (A, B, C) in a cloud region. */
export function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <circle className={styles.glow} cx="277" cy="150" r="120" />
      <rect className={styles.region} x="170" y="36" width="214" height="228" rx="16" />
      <path className={styles.regionIcon} d={ICONS.cloud} transform="translate(184 46)" />
      <path className={styles.windowLines} d="M216 58h64" />
      <path className={styles.link} d="M230 134h94l-47 76z" />
      <Node x={230} y={100} r={28} h={48} label="A" />
      <Node x={324} y={100} r={28} h={48} label="B" />
      <Node x={277} y={176} r={28} h={48} label="C" />
      <rect className={styles.window} x="14" y="102" width="112" height="84" rx="8" />
      <path className={styles.wire} d="M14 120h112M126 144h44" />
      <path className={styles.windowLines} d="M28 138h56M28 152h72M28 166h40" />
      <circle className={styles.dot} cx="25" cy="111" r="2.5" />
      <circle className={styles.dot} cx="34" cy="111" r="2.5" />
      <circle className={styles.badge} cx="148" cy="144" r="14" />
      <path className={styles.badgeLock} d="M142.5 144h11v8h-11zM145 144v-3a3 3 0 0 1 6 0v3" />
    </svg>
  );
}

/** A tier's shape: one node (outlined when free), or the three nodes of a Production cluster. */
export function TierArt({ nodes, outlined = false }: { nodes: 1 | 3; outlined?: boolean }) {
  return (
    <svg
      className={outlined ? `${styles.tierArt} ${styles.outlined}` : styles.tierArt}
      viewBox="0 0 96 48"
      aria-hidden="true"
      focusable="false"
    >
      {nodes === 1 ? (
        <Node x={18} y={10} r={16} h={28} />
      ) : (
        <>
          <Node x={15} y={10} r={12} h={28} />
          <Node x={48} y={10} r={12} h={28} />
          <Node x={81} y={10} r={12} h={28} />
        </>
      )}
    </svg>
  );
}
