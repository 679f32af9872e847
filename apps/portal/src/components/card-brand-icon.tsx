// The nine card types of the API (PaymentCardType) as small card-shaped images: our own drawings in
// each brand's colours and lettering (no trademark artwork), presentation attributes only (the CSP
// allows no inline style). Shared: the billing page's cards and the account page's billing summary show them.
import type { PaymentCardType } from '@dbcloud/api-client';
import type { ReactNode } from 'react';
import { CARD_TYPE_NAMES } from '../app/labels';
import styles from './card-brand-icon.module.css';

const WORD = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700, textAnchor: 'middle' } as const;

/** Two overlapping discs, the Mastercard family's mark. */
function Discs({ left, right, overlap }: { left: string; right: string; overlap: string }) {
  return (
    <>
      <circle cx="16" cy="13" r="7" fill={left} />
      <circle cx="24" cy="13" r="7" fill={right} />
      <path d="M20 7.26a7 7 0 0 1 0 11.48a7 7 0 0 1 0-11.48z" fill={overlap} />
    </>
  );
}

const ARTWORK: Record<PaymentCardType, { background: string; border?: string; art: ReactNode }> = {
  Amex: {
    background: '#1f72cd',
    art: (
      <text x="20" y="16.5" fontSize="9.5" fill="#ffffff" letterSpacing="-0.3" {...WORD}>
        AMEX
      </text>
    ),
  },
  Diners: {
    background: '#ffffff',
    border: '#c9d3df',
    art: (
      <>
        <circle cx="20" cy="13" r="8" fill="#0079be" />
        <circle cx="20" cy="13" r="5.6" fill="#ffffff" />
        <path d="M18.4 9.2v7.6M21.6 9.2v7.6" stroke="#0079be" strokeWidth="1.6" />
      </>
    ),
  },
  Discover: {
    background: '#ffffff',
    border: '#c9d3df',
    art: (
      <>
        <text x="16" y="15.6" fontSize="6.2" fill="#231f20" letterSpacing="-0.2" {...WORD}>
          DISC
        </text>
        <circle cx="29" cy="13.4" r="3.6" fill="#f48120" />
        <path d="M.5 21.5h39V22a3.5 3.5 0 0 1-3.5 3.5H4A3.5 3.5 0 0 1 .5 22z" fill="#f48120" />
      </>
    ),
  },
  JCB: {
    background: '#ffffff',
    border: '#c9d3df',
    art: (
      <>
        <rect x="7" y="5" width="8" height="16" rx="2.5" fill="#0e4c96" />
        <rect x="16" y="5" width="8" height="16" rx="2.5" fill="#e21836" />
        <rect x="25" y="5" width="8" height="16" rx="2.5" fill="#007b40" />
        <text x="11" y="15.8" fontSize="7" fill="#ffffff" {...WORD}>
          J
        </text>
        <text x="20" y="15.8" fontSize="7" fill="#ffffff" {...WORD}>
          C
        </text>
        <text x="29" y="15.8" fontSize="7" fill="#ffffff" {...WORD}>
          B
        </text>
      </>
    ),
  },
  Maestro: {
    background: '#ffffff',
    border: '#c9d3df',
    art: <Discs left="#eb001b" right="#00a2e5" overlap="#7375cf" />,
  },
  Mastercard: {
    background: '#252525',
    art: <Discs left="#eb001b" right="#f79e1b" overlap="#ff5f00" />,
  },
  Visa: {
    background: '#1a1f71',
    art: (
      <text x="20" y="17" fontSize="11" fill="#ffffff" fontStyle="italic" letterSpacing="-0.4" {...WORD}>
        VISA
      </text>
    ),
  },
  Solo: {
    background: '#00a4de',
    art: (
      <>
        <circle cx="9" cy="13" r="4" fill="#ffd400" />
        <text x="24" y="16.5" fontSize="9" fill="#ffffff" {...WORD}>
          solo
        </text>
      </>
    ),
  },
  CarteBleue: {
    background: '#0b5ea8',
    art: (
      <>
        <path d="M4 .5h32A3.5 3.5 0 0 1 39.5 4v9H.5V4A3.5 3.5 0 0 1 4 .5z" fill="#3d9ae0" />
        <text x="20" y="17.4" fontSize="11" fill="#ffffff" {...WORD}>
          CB
        </text>
      </>
    ),
  },
};

/** A card type as an image named for assistive technology ("Visa"). */
export function CardBrandIcon({ ccType, className }: { ccType: PaymentCardType; className?: string }) {
  const { background, border, art } = ARTWORK[ccType];
  return (
    <svg
      role="img"
      aria-label={CARD_TYPE_NAMES[ccType]}
      viewBox="0 0 40 26"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      data-card-type={ccType}
    >
      <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill={background} stroke={border ?? background} />
      {art}
    </svg>
  );
}
