/** The shop's dark palette (the spec's default card-design colours). */
export const theme = {
  colors: {
    background: '#0a1a29',
    surface: '#0e1c2f',
    surfaceRaised: '#13263d',
    border: '#2563eb',
    borderMuted: '#1e3a5f',
    glow: '#3b82f6',
    text: '#ffffff',
    textMuted: '#a9bdd6',
    accent: '#3b82f6',
    danger: '#ef4444',
    /** A filled danger badge under white text (4.8:1; `danger` gives 3.8:1, under WCAG's 4.5:1). */
    dangerSolid: '#dc2626',
    dangerSurface: '#3b1219',
    success: '#22c55e',
    successSurface: '#0f2e1f',
  },
  radius: '10px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mobile: '@media (max-width: 767px)',
  tablet: '@media (min-width: 768px) and (max-width: 1023px)',
  maxWidth: '1200px',
} as const;
