/** Matchday's mark: a football, drawn so that it needs no emoji font. */
import type { ReactElement } from 'react';

export function BallLogo(): ReactElement {
  return (
    <svg
      className="logo"
      viewBox="0 0 32 32"
      width="26"
      height="26"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="14" fill="#ffffff" stroke="#0f3d2e" strokeWidth="1.5" />
      <path d="M16 9.5 L22 13.8 L19.7 20.8 H12.3 L10 13.8 Z" fill="#0f3d2e" />
      <path
        d="M16 9.5 V3 M22 13.8 L28.5 11.5 M19.7 20.8 L23.5 26.5 M12.3 20.8 L8.5 26.5 M10 13.8 L3.5 11.5"
        stroke="#0f3d2e"
        strokeWidth="1.5"
      />
    </svg>
  );
}
