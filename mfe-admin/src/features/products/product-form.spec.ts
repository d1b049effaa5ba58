import { emptyProductForm, formToInput, subcategoriesOf } from './product-form';

describe('product dialog form', () => {
  it("opens with the import forms' defaults: unranked, fresh, 30-40k, EUW", () => {
    const form = emptyProductForm();
    expect(form).toMatchObject({ rankStatus: 'unranked', accountType: 'fresh', subCategory: '30-40k', server: 'EUW' });
    expect(subcategoriesOf(form.accountType)).toContain(form.subCategory);
  });

  it('saves an empty blue essence (or other count) as 0', () => {
    const input = formToInput({ ...emptyProductForm(), title: 'T', price: '1', blueEssence: '', level: ' ' });
    expect(input.blueEssence).toBe(0);
    expect(input.level).toBe(0);
    expect(formToInput({ ...emptyProductForm(), title: 'T', price: '1', blueEssence: '41000' }).blueEssence).toBe(
      41000,
    );
  });
});
