import { positional } from './em-sql';

describe('positional ($n statements in MikroORM’s ? form)', () => {
  it('orders the values as their placeholders appear, repeats included', () => {
    expect(positional('select $2::int, $1::text, $2::int', ['a', 7])).toEqual({
      text: 'select ?::int, ?::text, ?::int',
      values: [7, 'a', 7],
    });
  });

  it('binds an array of numbers as a PostgreSQL array literal and refuses any other array', () => {
    expect(positional('select * from t where id = any($1::int[])', [[3, 1]]).values).toEqual(['{3,1}']);
    expect(() => positional('select $1::text[]', [['a']])).toThrow('only arrays of numbers');
  });

  it('refuses a statement that already holds a ?', () => {
    expect(() => positional("select '?' || $1::text", ['x'])).toThrow('must not contain "?"');
  });
});
