/** The shop's name as the shell's bar shows it, and its home link's label (mfe-shell's messages and the first paints). */
export const BRAND = { name: 'GAME ACCOUNT SHOP', homeLabel: 'Game Account Shop, home' } as const;
