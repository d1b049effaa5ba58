import { AccountTextError, formatAccount, parseAccountLine, readBlueEssence, redactAccount } from './account-text';

const OLD =
  'euw:smurfking01:S3cret!pw:42350:1200:smurf01@mail.test:KingNick:1999-04-02:2024-01-10:2024-02-01:Turkey:EPIC Arcade Sona, LEGENDARY Pulsefire Ezreal';
const NEW = 'Server: NA Username: nafresh7 Password: pa55word Blueessences: 51.200 Skins: Arcade Sona, Star Guardian Lux';

describe('account text', () => {
  it('parses the old colon-separated format', () => {
    const account = parseAccountLine(OLD);
    expect(account).toMatchObject({
      format: 'old',
      server: 'EUW',
      username: 'smurfking01',
      password: 'S3cret!pw',
      blueEssence: 42350,
      orangeEssence: 1200,
      email: 'smurf01@mail.test',
      creationCountry: 'Turkey',
      skins: ['EPIC Arcade Sona', 'LEGENDARY Pulsefire Ezreal'],
    });
  });

  it('parses the new labelled format', () => {
    const account = parseAccountLine(NEW);
    expect(account).toMatchObject({
      format: 'new',
      server: 'NA',
      username: 'nafresh7',
      password: 'pa55word',
      blueEssence: 51200,
      skins: ['Arcade Sona', 'Star Guardian Lux'],
    });
  });

  it('rejects malformed lines with a reason', () => {
    expect(() => parseAccountLine('')).toThrow(AccountTextError);
    expect(() => parseAccountLine('EUW:onlyuser')).toThrow(/at least/);
    expect(() => parseAccountLine('EUW::pw:100')).toThrow(/username/);
    expect(() => parseAccountLine('Server: EUW Username: x Password:')).toThrow(/password/);
  });

  it('redacts credentials but keeps server, blue essence and skins readable', () => {
    const redacted = redactAccount(parseAccountLine(OLD));
    expect(redacted).not.toMatch(/smurfking01|S3cret|smurf01@mail|KingNick|1999-04-02/);
    expect(redacted.split(' : ')[0]).toBe('EUW');
    expect(readBlueEssence(redacted)).toBe(42350);
    expect(redacted).toMatch(/EPIC Arcade Sona, LEGENDARY Pulsefire Ezreal$/);

    const redactedNew = redactAccount(parseAccountLine(NEW));
    expect(redactedNew).not.toMatch(/nafresh7|pa55word/);
    expect(readBlueEssence(redactedNew)).toBe(51200);
  });

  it('round-trips the delivered line', () => {
    expect(parseAccountLine(formatAccount(parseAccountLine(OLD)))).toEqual(parseAccountLine(OLD));
  });
});
