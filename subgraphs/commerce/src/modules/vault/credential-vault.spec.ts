import { randomBytes } from 'node:crypto';
import { CredentialVault, forEmail, forOrder, forUnit, SealedValueError } from './credential-vault';

describe('CredentialVault', () => {
  const vault = new CredentialVault(randomBytes(32));

  it('opens a value only for the row it was sealed for', () => {
    const sealed = vault.seal('EUW:user:pass', forUnit(7));
    expect(sealed).toMatch(/^enc2\./);
    expect(vault.open(sealed, forUnit(7))).toBe('EUW:user:pass');
    expect(() => vault.open(sealed, forUnit(8))).toThrow(SealedValueError);
    expect(() => vault.open(sealed, forOrder(7))).toThrow(/does not belong to order:7/);
    expect(() => vault.open(sealed, forEmail(7))).toThrow(SealedValueError);
  });

  it('refuses the unbound first format in open, and a value sealed under another master key', () => {
    const other = new CredentialVault(randomBytes(32));
    expect(() => vault.open(other.seal('x', forUnit(1)), forUnit(1))).toThrow(/another CREDENTIALS_KEY/);
    const unbound = `enc1.${vault.keyId}.AAAA.AAAA`;
    expect(CredentialVault.isSealed(unbound)).toBe(true);
    expect(() => vault.open(unbound, forUnit(1))).toThrow(/old format/);
  });
});
