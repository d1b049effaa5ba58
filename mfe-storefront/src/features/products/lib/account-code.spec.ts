import { readAccountCode } from './account-code';

describe('readAccountCode', () => {
  it('splits the old format into fields in the spec order', () => {
    const code = readAccountCode(
      'EUW : ****** : ****** : 42000 : 1200 :  : ****** :  : 2024-01-01 :  : TR : EPIC Arcade Ahri, DEFAULT Garen',
    );
    expect(code).toEqual({
      kind: 'fields',
      fields: [
        { index: 0, value: 'EUW' },
        { index: 1, value: '******' },
        { index: 2, value: '******' },
        { index: 3, value: '42000' },
        { index: 4, value: '1200' },
        { index: 6, value: '******' },
        { index: 8, value: '2024-01-01' },
        { index: 10, value: 'TR' },
        { index: 11, value: 'EPIC Arcade Ahri, DEFAULT Garen' },
      ],
    });
  });
  it('reads the labelled format', () => {
    const code = readAccountCode(
      'Server: EUW Username: ****** Password: ****** Blueessences: 35000 Skins: EPIC Arcade Ahri',
    );
    expect(code).toEqual({
      kind: 'fields',
      fields: [
        { index: 0, value: 'EUW' },
        { index: 1, value: '******' },
        { index: 2, value: '******' },
        { index: 3, value: '35000' },
        { index: 11, value: 'EPIC Arcade Ahri' },
      ],
    });
  });
  it('shows fewer than 3 parts as raw text, and nothing as empty', () => {
    expect(readAccountCode('EUW : something')).toEqual({ kind: 'raw', text: 'EUW : something' });
    expect(readAccountCode('   ')).toEqual({ kind: 'empty' });
    expect(readAccountCode(null)).toEqual({ kind: 'empty' });
  });
});
