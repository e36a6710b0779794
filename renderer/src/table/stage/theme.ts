/** Colours of the table drawing, from the page's light or dark scheme. */
export interface TableTheme {
  background: string;
  felt: string;
  feltEdge: string;
  grid: string;
  text: string;
  textHalo: string;
  accent: string;
  us: string;
  german: string;
  modelEdge: string;
  highlight: string;
  los: Record<'clear' | 'light' | 'heavy' | 'blocked', string>;
  ruler: string;
  arc: string;
  rings: string;
  /** Fill of a grenade thrower's optimum band. */
  band: string;
}

export function tableTheme(dark: boolean): TableTheme {
  return dark
    ? {
        background: '#191b16', felt: '#3b4530', feltEdge: '#6b7757', grid: 'rgba(255,255,255,0.10)', text: '#f1eedf', textHalo: 'rgba(0,0,0,0.75)',
        accent: '#f0c04a', us: '#8fa64a', german: '#9aa6ad', modelEdge: '#0c0d0a', highlight: '#ff6b4a',
        los: { clear: '#5fd36a', light: '#f2d04b', heavy: '#ff9a3d', blocked: '#ff5a5a' }, ruler: '#7fc8ff', arc: 'rgba(255,107,74,0.22)', rings: '#e8e3c8', band: 'rgba(127,200,255,0.12)',
      }
    : {
        background: '#e6e0cf', felt: '#a9b487', feltEdge: '#5d6a3e', grid: 'rgba(0,0,0,0.10)', text: '#1d1d18', textHalo: 'rgba(255,255,255,0.85)',
        accent: '#1f5fbf', us: '#4f6420', german: '#5f6b72', modelEdge: '#101010', highlight: '#d0311c',
        los: { clear: '#1c8a2b', light: '#a88a00', heavy: '#c4580c', blocked: '#c21d1d' }, ruler: '#0b4f9c', arc: 'rgba(208,49,28,0.18)', rings: '#2b2b22', band: 'rgba(11,79,156,0.10)',
      };
}

export function prefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}
