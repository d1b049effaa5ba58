// What the HTML painted is read once, when the module first runs: each case loads it afresh.
function loadPainted(root: string, path: string) {
  document.body.innerHTML = `<div id="root">${root}</div>`;
  window.history.pushState({}, '', path);
  let module!: typeof import('./painted');
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('./painted')>('./painted');
  });
  return module;
}

const CART =
  '<style>.fp-cart h1 { margin-top: 0; }</style><div class="fp"><div class="fp-bar"></div><div class="fp-page">' +
  '<div class="fp-cart"><script>mark()</script><h1>Sepetim</h1><section class="fp-cart-empty">Sepetiniz Boş</section></div></div></div>';

describe('paintedMarkup', () => {
  it('gives the painted page of the loaded URL with its style, without the bar and the script', () => {
    const { paintedMarkup } = loadPainted(CART, '/cart');
    const html = paintedMarkup('/cart')?.__html ?? '';
    expect(html).toContain('<style>.fp-cart h1 { margin-top: 0; }</style>');
    expect(html).toContain('<h1>Sepetim</h1><section class="fp-cart-empty">Sepetiniz Boş</section>');
    expect(html).not.toContain('fp-bar');
    expect(html).not.toContain('<script');
  });

  it('gives nothing on another URL, nor when the HTML painted nothing', () => {
    expect(loadPainted(CART, '/cart').paintedMarkup('/auth')).toBeNull();
    expect(loadPainted('', '/cart').paintedMarkup('/cart')).toBeNull();
  });
});
