import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { WARRANTY_RULE_DEFAULTS } from '@shop/shared';
import { GetWarrantyRulesDocument, UpdateWarrantyRulesDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { WarrantyRulesForm } from './warranty-rules-form';

/** The evidence rules at the shop's defaults (issue 30). */
const EVIDENCE = WARRANTY_RULE_DEFAULTS;

const rules = (
  days: number,
  limit: number,
  autoReasons: string[],
  evidence: Partial<Record<keyof typeof EVIDENCE, number | boolean>> = {},
) => ({
  request: { query: GetWarrantyRulesDocument },
  result: {
    data: {
      warrantyRules: {
        __typename: 'WarrantyRules',
        defaultWarrantyDays: days,
        defaultReplacementLimit: limit,
        autoReasons,
        ...EVIDENCE,
        ...evidence,
      },
    },
  },
});

function update(sent: jest.Mock, answer: object) {
  return {
    request: {
      query: UpdateWarrantyRulesDocument,
      variables: (variables: unknown) => {
        sent(variables);
        return true;
      },
    },
    result: answer,
  };
}

describe('WarrantyRulesForm', () => {
  it("shows the shop's rules, each automatic rule with its risk, and saves the defaults, the reasons and the evidence rules", async () => {
    const sent = jest.fn();
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<WarrantyRulesForm />, {
      mocks: [
        rules(14, 1, ['banned', 'wrong_credentials', 'recovered']),
        update(sent, {
          data: {
            updateWarrantyRules: {
              __typename: 'WarrantyRules',
              defaultWarrantyDays: 30,
              defaultReplacementLimit: 2,
              autoReasons: ['banned', 'recovered'],
              ...EVIDENCE,
              autoReplace: true,
              badBatchConfirmations: 3,
            },
          },
        }),
        rules(30, 2, ['banned', 'recovered'], { autoReplace: true, badBatchConfirmations: 3 }),
      ],
    });
    const days = await screen.findByLabelText('Varsayılan garanti (gün)');
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('14'));
    const reasons = screen.getByRole('group', { name: 'Otomatik değiştirilebilecek nedenler' });
    // Automatic replacement is off until an admin turns it on; each rule says what it risks.
    const auto = screen.getByRole('checkbox', { name: 'Kanıt varsa otomatik değiştir' }) as HTMLInputElement;
    expect(auto.checked).toBe(false);
    expect(screen.getByText('Risk: kötü partiden alan biri personel bakmadan ikinci hesabı alır.')).toBeTruthy();
    const confirmations = screen.getByLabelText('Kötü parti için doğrulanmış talep sayısı') as HTMLInputElement;
    expect(confirmations.value).toBe('2');
    expect(confirmations.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Risk (düşük değer): birkaç talep partiyi otomatik değişime açar.').id).toBe(
      confirmations.getAttribute('aria-describedby'),
    );
    expect((screen.getByLabelText('Yeni stoktan taleplere ayrılan pay (%)') as HTMLInputElement).value).toBe('50');
    // 'other' always goes to an admin: it is no choice here.
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Banlandı', true],
      ['Hatalı giriş bilgileri', true],
      ['Eski sahibi geri aldı', true],
    ]);

    await user.clear(days);
    await user.type(days, '30');
    await user.clear(screen.getByLabelText('Varsayılan değişim hakkı'));
    await user.type(screen.getByLabelText('Varsayılan değişim hakkı'), '2');
    await user.click(within(reasons).getByRole('checkbox', { name: 'Hatalı giriş bilgileri' }));
    await user.click(auto);
    await user.clear(confirmations);
    await user.type(confirmations, '3');
    await user.click(screen.getByRole('button', { name: 'Kuralları Kaydet' }));

    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: {
          defaultWarrantyDays: 30,
          defaultReplacementLimit: 2,
          autoReasons: ['banned', 'recovered'],
          ...EVIDENCE,
          autoReplace: true,
          badBatchConfirmations: 3,
        },
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: 'Garanti kuralları kaydedildi.',
        variant: 'success',
      }),
    );
  });

  it('refuses days, replacements and a share out of range before sending; a server refusal is a toast', async () => {
    const sent = jest.fn();
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<WarrantyRulesForm />, {
      mocks: [rules(14, 1, []), update(sent, { errors: [new GraphQLError('Not allowed')] })],
    });
    const days = await screen.findByLabelText('Varsayılan garanti (gün)');
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('14'));
    await user.clear(days);
    await user.type(days, '3651');
    await user.clear(screen.getByLabelText('Varsayılan değişim hakkı'));
    await user.type(screen.getByLabelText('Varsayılan değişim hakkı'), '11');
    const share = screen.getByLabelText('Yeni stoktan taleplere ayrılan pay (%)');
    await user.clear(share);
    await user.type(share, '101');
    await user.click(screen.getByRole('button', { name: 'Kuralları Kaydet' }));
    expect(await screen.findByText('Garanti süresi 0 ile 3650 gün arasında bir tam sayı olmalıdır')).toBeTruthy();
    expect(screen.getByText('Değişim hakkı 0 ile 10 arasında bir tam sayı olmalıdır')).toBeTruthy();
    expect(screen.getByText('0 ile 100 arasında bir tam sayı girin')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    await user.clear(share);
    await user.type(share, '50');

    await user.clear(days);
    await user.type(days, '0');
    await user.clear(screen.getByLabelText('Varsayılan değişim hakkı'));
    await user.type(screen.getByLabelText('Varsayılan değişim hakkı'), '0');
    await user.click(screen.getByRole('button', { name: 'Kuralları Kaydet' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: { defaultWarrantyDays: 0, defaultReplacementLimit: 0, autoReasons: [], ...EVIDENCE },
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Hata', description: 'Not allowed', variant: 'destructive' }),
    );
  });

  it('says when the rules cannot be loaded', async () => {
    renderWithProviders(<WarrantyRulesForm />, {
      mocks: [{ request: { query: GetWarrantyRulesDocument }, result: { errors: [new GraphQLError('boom')] } }],
    });
    expect(await screen.findByText('Garanti kuralları yüklenemedi.')).toBeTruthy();
  });
});
