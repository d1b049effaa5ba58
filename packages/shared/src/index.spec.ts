import * as barrel from './index';
import * as demo from './demo-data';
import pkg from '../package.json';

describe('@shop/shared: the barrel a browser imports', () => {
  it('exports no demo data: the seeds read it from @shop/shared/demo', () => {
    for (const name of Object.keys(demo)) expect(Object.keys(barrel)).not.toContain(name);
    expect(pkg.exports['./demo'].default).toBe('./dist/demo-data.js');
    expect(pkg.exports['./demo'].types).toBe('./dist/demo-data.d.ts');
  });
});
