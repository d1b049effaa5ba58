import { fillSlots, paintOrders, type OrdersPaintParts, type PaintedOrder } from './orders-paint';

const parts: OrdersPaintParts = {
  list: '<table><!--rows--></table>',
  row: '<tr><td>#<!--id--></td><td><!--title--><!--code--></td><td><time datetime="<!--date-->"><!--dateText--></time></td><td><!--price--></td><td><!--status--><!--claim--></td></tr>',
  code: '<small><!--text--></small>',
  claim: '<b data-claim="<!--status-->"><!--text--></b>',
  empty: '<p>No orders yet</p>',
  untitled: 'Order #<!--id-->',
  statuses: { completed: 'Completed' },
  claimStatuses: { replaced: 'Replaced' },
};

const order: PaintedOrder = {
  id: 7,
  title: 'EUW Fresh 30-40k',
  productCode: 'EUW-30',
  orderDate: '2026-11-26T09:31:00.000Z',
  totalPrice: '1234.5',
  status: 'COMPLETED',
  claimStatus: null,
};

describe('paintOrders', () => {
  it('fills one row per order with the texts the list shows', () => {
    const html = paintOrders(parts, [order, { ...order, id: 8, productCode: null, claimStatus: 'replaced' }]);
    expect(html).toBe(
      '<table>' +
        '<tr><td>#7</td><td>EUW Fresh 30-40k<small>EUW-30</small></td>' +
        `<td><time datetime="2026-11-26T09:31:00.000Z">${new Date(order.orderDate).toLocaleString('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })}</time></td>` +
        '<td>$1,234.50</td><td>Completed</td></tr>' +
        '<tr><td>#8</td><td>EUW Fresh 30-40k</td>' +
        `<td><time datetime="2026-11-26T09:31:00.000Z">${new Date(order.orderDate).toLocaleString('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })}</time></td>` +
        '<td>$1,234.50</td><td>Completed<b data-claim="replaced">Replaced</b></td></tr>' +
        '</table>',
    );
  });

  it('escapes every value, and a value never fills a slot', () => {
    const html = paintOrders(parts, [
      {
        ...order,
        title: '<img src=x onerror=alert(1)><!--price-->',
        productCode: '"><script>x</script>',
        status: '<b>odd</b>',
        claimStatus: '" onmouseover="x',
      },
    ]);
    expect(html).not.toMatch(/<img|<script|<b>odd|" onmouseover/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;!--price--&gt;');
    expect(html).toContain('&lt;b&gt;odd&lt;/b&gt;');
    expect(html).toContain('data-claim="&quot; onmouseover=&quot;x"');
  });

  it("shows 'Order #id' for a product without a title, unknown statuses as they are", () => {
    const html = paintOrders(parts, [{ ...order, title: '  ', status: 'Mystery', claimStatus: 'new_one' }]);
    expect(html).toContain('<td>Order #7<small>');
    expect(html).toContain('<td>Mystery<b data-claim="new_one">new_one</b></td>');
  });

  it('gives the empty state for no orders', () => {
    expect(paintOrders(parts, [])).toBe('<p>No orders yet</p>');
  });

  it('reads no inherited keys as texts', () => {
    expect(paintOrders(parts, [{ ...order, status: 'constructor' }])).toContain('<td>constructor</td>');
    expect(fillSlots('<!--toString-->|<!--a-->', { a: 'A' })).toBe('|A');
  });
});
