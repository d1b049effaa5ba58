import { createContext, useContext } from 'react';
import type { CsrfTokenSource } from './csrf-token';

export const CsrfTokensContext = createContext<CsrfTokenSource | null>(null);

/** The page's anti-forgery token source (the same one the Apollo link uses). */
export function useCsrfTokens(): CsrfTokenSource {
  const tokens = useContext(CsrfTokensContext);
  if (!tokens) throw new Error('useCsrfTokens must be used inside the shell providers');
  return tokens;
}
