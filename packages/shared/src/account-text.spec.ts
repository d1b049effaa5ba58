import {
  AccountTextError,
  formatAccount,
  isPublicAccountText,
  MAX_SKINS,
  parseAccountLine,
  publicAccountText,
  readBlueEssence,
  readSkins,
  redactAccount,
} from './account-text';

const OLD =
  'euw:smurfking01:S3cret!pw:42350:1200:smurf01@mail.test:KingNick:1999-04-02:2024-01-10:2024-02-01:Turkey:EPIC Arcade Sona, LEGENDARY Pulsefire Ezreal';
const NEW =
  'Server: NA Username: nafresh7 Password: pa55word Blueessences: 51.200 Skins: Arcade Sona, Star Guardian Lux';

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
      skins: ['EPIC Arcade Sona', 'EPIC Star Guardian Lux'],
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

  it('rejects every kind of malformed line with an AccountTextError', () => {
    const bad: Array<[string, RegExp]> = [
      ['', /empty/],
      ['   \t  ', /empty/],
      ['EUW', /at least/],
      ['EUW:user:pw', /at least/],
      [':::', /server/],
      [':::::::::::', /server/],
      [' : : : ', /at least|server/],
      ['EUW::pw:100', /username/],
      ['EUW:user::100', /password/],
      ['garbage without separators', /at least/],
      ['Server: EUW Username: Password: pw', /username/],
      ['Server: Username: x Password: y', /server/],
    ];
    for (const [line, reason] of bad) {
      expect(() => parseAccountLine(line)).toThrow(AccountTextError);
      expect(() => parseAccountLine(line)).toThrow(reason);
    }
  });

  it('copes with very long lines', () => {
    const manySkins = Array.from({ length: 2000 }, (_, i) => (i % 2 ? 'arcade sona' : `Made Up Skin ${i}`)).join(', ');
    const account = parseAccountLine(
      `EUW:user:pw:100:0:a@b.test:nick:2000-01-01:2024-01-01:2024-02-01:Turkey:${manySkins}`,
    );
    expect(account.skins).toHaveLength(2000);
    expect(account.skins[1]).toBe('EPIC Arcade Sona');
    expect(() => parseAccountLine('x'.repeat(100_000))).toThrow(/at least/);
    expect(() => parseAccountLine(':'.repeat(100_000))).toThrow(/server/);
  });

  it('normalises skins on parse: prefix kept, catalogue rarity, DEFAULT, Unknown Skin', () => {
    const account = parseAccountLine(
      'Server: EUW Username: u Password: p Blueessences: 1 Skins: mythic Made Up, dj sona, Homemade Teemo, ???, ,',
    );
    expect(account.skins).toEqual([
      'MYTHIC Made Up',
      'ULTIMATE DJ Sona',
      'DEFAULT Homemade Teemo',
      'DEFAULT Unknown Skin',
    ]);
  });

  it('readSkins reads both packed formats, including redacted ones', () => {
    expect(readSkins(NEW)).toEqual(['EPIC Arcade Sona', 'EPIC Star Guardian Lux']);
    expect(readSkins(redactAccount(parseAccountLine(OLD)))).toEqual(['EPIC Arcade Sona', 'LEGENDARY Pulsefire Ezreal']);
    expect(readSkins(formatAccount(parseAccountLine(NEW)))).toEqual(['EPIC Arcade Sona', 'EPIC Star Guardian Lux']);
    expect(readSkins('EUW : a : b : 100')).toEqual([]);
    expect(readSkins('')).toEqual([]);
    expect(readSkins('Server: NA Username: x Password: y Skins:')).toEqual([]);
  });

  it('round-trips lines whose skins need normalising', () => {
    const line = 'Server: EUW Username: u Password: p Blueessences: 1 Skins: arcade sona, Homemade Teemo';
    expect(parseAccountLine(formatAccount(parseAccountLine(line)))).toEqual(parseAccountLine(line));
    expect(readSkins(redactAccount(parseAccountLine(line)))).toEqual(parseAccountLine(line).skins);
  });

  describe('new format with commas between the fields', () => {
    const COMMAS =
      "Server: EUNE, Username: u1, Password: p1, Blueessences: 41000, Skins: EPIC Arcade Sona, MYTHIC Prestige Kai'Sa";

    it('reads each field up to the separator before the next label', () => {
      expect(parseAccountLine(COMMAS)).toMatchObject({
        format: 'new',
        server: 'EUNE',
        username: 'u1',
        password: 'p1',
        blueEssence: 41000,
        skins: ['EPIC Arcade Sona', "MYTHIC Prestige Kai'Sa"],
      });
      expect(readBlueEssence(COMMAS)).toBe(41000);
      expect(readSkins(COMMAS)).toEqual(['EPIC Arcade Sona', "MYTHIC Prestige Kai'Sa"]);
    });

    it('takes ; and | as separators too, and a comma inside a value stays', () => {
      expect(
        parseAccountLine('Server: NA; Username: a,b; Password: c,d| Blueessences: 1,200 | Skins: Arcade Sona'),
      ).toMatchObject({
        server: 'NA',
        username: 'a,b',
        password: 'c,d',
        blueEssence: 1200,
        skins: ['EPIC Arcade Sona'],
      });
    });

    it('redacts a comma-separated line like any other', () => {
      const redacted = redactAccount(parseAccountLine(COMMAS));
      expect(redacted).not.toMatch(/u1|p1/);
      expect(redacted).toBe(
        "Server: EUNE Username: ****** Password: ****** Blueessences: 41000 Skins: EPIC Arcade Sona, MYTHIC Prestige Kai'Sa",
      );
    });
  });

  describe('public account text (fails closed)', () => {
    it('redacts every line of both formats', () => {
      const text = publicAccountText(
        `${OLD}\n\n${NEW}\r\nServer: EUNE, Username: u1, Password: p1, Blueessences: 41000, Skins: EPIC Arcade Sona`,
      );
      expect(text.split('\n')).toHaveLength(3);
      expect(text).not.toMatch(/smurfking01|S3cret|nafresh7|pa55word|u1|p1/);
      expect(isPublicAccountText(text)).toBe(true);
    });

    it.each([
      'EUW:user:pass',
      'Username: u Password: p',
      'user / pass',
      'Server: EUW Username: u Password:',
      'Server: hunter2 Username: u Password: p',
      'hunter2:user:pass:100',
    ])('refuses %s, naming the line', (line) => {
      expect(() => publicAccountText(`${NEW}\n${line}`)).toThrow(/^line 2: /);
    });

    it('tells a shown (redacted) text from one that holds credentials', () => {
      expect(isPublicAccountText('')).toBe(true);
      expect(isPublicAccountText(redactAccount(parseAccountLine(OLD)))).toBe(true);
      expect(isPublicAccountText('EUW : ****** : ****** : 100')).toBe(true);
      expect(isPublicAccountText('EUW : ****** : secret : 100')).toBe(false);
      expect(isPublicAccountText(OLD)).toBe(false);
      expect(isPublicAccountText('EUW:user:pass')).toBe(false);
      expect(isPublicAccountText(`${redactAccount(parseAccountLine(NEW))}\n${NEW}`)).toBe(false);
    });
  });

  it('refuses a line with more skins than the game has (hostile input); display reads at most that many', () => {
    const many = Array.from({ length: MAX_SKINS + 1 }, (_, i) => `Skin ${i}`).join(', ');
    expect(() => parseAccountLine(`Server: EUW Username: u Password: p Skins: ${many}`)).toThrow(
      /more than 3000 skins/,
    );
    expect(readSkins(`Server: EUW Username: u Password: p Skins: ${many}`)).toHaveLength(MAX_SKINS);
    expect(
      parseAccountLine(
        `Server: EUW Username: u Password: p Skins: ${Array.from({ length: MAX_SKINS }, (_, i) => `Skin ${i}`).join(', ')}`,
      ).skins,
    ).toHaveLength(MAX_SKINS);
  });
});
