// Seeded organisation themes keyed by resourceId. Organisations without an entry inherit their parent's theme.
import type { Theme, ThemeColors } from '../../src/platform/types';

// Neutral and status colours are shared; each brand differs in its primary ramp and highlight.
const neutralColors = {
  wt: '#ffffff',
  g1: '#f4f5f7',
  g2: '#dfe1e6',
  g3: '#a5adba',
  g4: '#6b778c',
  dk: '#172b4d',
  alert: '#0065ff',
  warningSerious: '#de350b',
  warningMild: '#ffab00',
  good: '#36b37e',
} satisfies Partial<ThemeColors>;

function brandTheme(brandName: string, brand: Pick<ThemeColors, 'primary' | 'primaryDk1' | 'primaryDk2' | 'highlight'>): Theme {
  return { brandName, colors: { ...neutralColors, ...brand } };
}

export const seedThemes: Record<string, Theme> = {
  acme: brandTheme('Acme Industrial', { primary: '#0b6bcb', primaryDk1: '#0a5aab', primaryDk2: '#08477f', highlight: '#f28c28' }),
  globex: brandTheme('Globex Remote', { primary: '#0f7b5f', primaryDk1: '#0c654e', primaryDk2: '#094c3b', highlight: '#7a5af8' }),
  initech: brandTheme('Initech Works', { primary: '#b3261e', primaryDk1: '#931f19', primaryDk2: '#6e1712', highlight: '#00838f' }),
};
