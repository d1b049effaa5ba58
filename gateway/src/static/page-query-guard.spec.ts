import { neverRenderedField } from './page-query-guard';

// Decision 0068, 13: a server render never reads a credential, key or secret, whatever a page's
// query spells (an alias, a fragment, a nested selection).
describe('neverRenderedField', () => {
  it('finds a credential field anywhere in the document', () => {
    expect(neverRenderedField('query { ordersByUser(userId: 1) { id accountDetails } }')).toBe('accountDetails');
    expect(neverRenderedField('query { ordersByUser(userId: 1) { id notes: deliveryNotes } }')).toBe('deliveryNotes');
    expect(
      neverRenderedField('query Q { ordersByUser(userId: 1) { ...F } } fragment F on Order { id accountDetails }'),
    ).toBe('accountDetails');
    expect(neverRenderedField('query { orderCredentials(orderId: 1, reason: "x") { credentials } }')).toBe(
      'orderCredentials',
    );
  });

  it("lets the pages' own queries through, an alias named like a credential included", () => {
    expect(
      neverRenderedField('query { ordersByUser(userId: 1) { id product { title } accountDelivered } }'),
    ).toBeNull();
    expect(neverRenderedField('query { me { id accountDetails: username } }')).toBeNull();
    expect(neverRenderedField('not a document')).toBeNull();
  });
});
